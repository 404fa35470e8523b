import { describe, expect, it } from 'vitest';
import { parseTerm } from '../../src/server/search/rank.ts';
import { searchVector } from '../../src/server/search/vector.ts';

describe('searchVector', () => {
  it('splits words as queries do, with weights and positions, and drops HTML tags', () => {
    const vector = searchVector({
      A: ['Groefkogellager 6204-2RS'],
      B: ['SKF', 'IM-100123'],
      C: ['<p>Lager van <b>SKF</b></p>'],
    });
    expect(vector).toBe(
      "'groefkogellager':1A '6204':2A '2rs':3A 'skf':4B,9C 'im':5B '100123':6B 'lager':7C 'van':8C",
    );
    for (const word of parseTerm('IM-100123 6204-2RS').words) expect(vector).toContain(`'${word}':`);
    expect(vector).not.toMatch(/'p'|'b'/);
  });
});
