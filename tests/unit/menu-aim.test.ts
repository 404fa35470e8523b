import { describe, expect, it } from 'vitest';
import { aimsAt } from '../../islands/menu-aim.ts';

describe('aimsAt (menu aim towards the next column)', () => {
  // Column 2 starts at x = 300 and spans y = 100..500; the pointer is in column 1 (x < 300).
  const column = { left: 300, top: 100, bottom: 500 };

  it('counts a diagonal move down-right towards the column as aiming', () => {
    expect(aimsAt({ x: 200, y: 120 }, { x: 210, y: 135 }, column)).toBe(true);
    // Also up-right, towards the top of a column lower down.
    expect(aimsAt({ x: 200, y: 480 }, { x: 215, y: 470 }, column)).toBe(true);
  });

  it('does not count a move straight down the column, away from it, or standing still', () => {
    expect(aimsAt({ x: 200, y: 120 }, { x: 200, y: 140 }, column)).toBe(false);
    expect(aimsAt({ x: 200, y: 120 }, { x: 190, y: 130 }, column)).toBe(false);
    expect(aimsAt({ x: 200, y: 120 }, { x: 200, y: 120 }, column)).toBe(false);
  });

  it('does not count a steep move that would pass below or above the column', () => {
    expect(aimsAt({ x: 200, y: 450 }, { x: 205, y: 480 }, column)).toBe(false);
    expect(aimsAt({ x: 200, y: 150 }, { x: 205, y: 110 }, column)).toBe(false);
  });

  it('counts the slack above the column', () => {
    // Towards y = 90, 10 px above the column's top: still aiming at its first item.
    expect(aimsAt({ x: 200, y: 150 }, { x: 250, y: 120 }, column)).toBe(true);
  });

  it('stops aiming once the pointer has reached the column', () => {
    expect(aimsAt({ x: 295, y: 200 }, { x: 305, y: 205 }, column)).toBe(false);
  });
});
