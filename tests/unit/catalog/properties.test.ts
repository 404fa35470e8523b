import { describe, expect, it } from 'vitest';
import { displayedProperties } from '../../../src/shared/catalog/properties.ts';

const prop = (name: string, position: number, visible = true, technicalName?: string) => ({
  id: name,
  group: { name, position, visibleInSearchResults: visible, technicalName },
});

describe('displayed properties (§9)', () => {
  it('shows at most 4, only groups visible in search results', () => {
    const shown = displayedProperties([
      prop('A', 1),
      prop('B', 2),
      prop('Hidden', 0, false),
      prop('C', 3),
      prop('D', 4),
      prop('E', 5),
    ]);
    expect(shown.map((p) => p.id)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('puts the group named Bezeichnung first, whatever its position', () => {
    const shown = displayedProperties([prop('Breite', 1), prop('Bezeichnung', 9), prop('Länge', 0)]);
    expect(shown.map((p) => p.id)).toEqual(['Bezeichnung', 'Länge', 'Breite']);
  });

  it('recognises Bezeichnung by its technical name in other languages', () => {
    const shown = displayedProperties([prop('Breedte', 1), prop('Benaming', 5, true, 'Bezeichnung')]);
    expect(shown.map((p) => p.id)).toEqual(['Benaming', 'Breedte']);
  });

  it('breaks position ties by name and keeps the input untouched', () => {
    const input = [prop('Zeta', 1), prop('Alpha', 1), prop('Mu', 0)];
    expect(displayedProperties(input).map((p) => p.id)).toEqual(['Mu', 'Alpha', 'Zeta']);
    expect(input.map((p) => p.id)).toEqual(['Zeta', 'Alpha', 'Mu']);
  });

  it('returns nothing for no visible properties', () => {
    expect(displayedProperties([prop('A', 0, false)])).toEqual([]);
    expect(displayedProperties([])).toEqual([]);
  });
});
