import { describe, expect, it } from 'vitest';
import { parseTerm } from '../../src/server/search/query.ts';
import { searchVector } from '../../src/server/search/vector.ts';

describe('searchVector', () => {
  it('splits words as queries do, with weights and positions, and drops HTML tags', () => {
    const vector = searchVector({
      A: ['Groefkogellager 6204-2RS'],
      B: ['SKF', 'IM-100123'],
      C: ['<p>Lager van <b>SKF</b></p>'],
    });
    expect(vector).toBe(
      "'groefkogellager':1A 'kogellager':2A 'groef':3A '62042rs':4A '6204':5A '2rs':6A '2':7A 'rs':8A 'skf':9B,15C 'im100123':10B 'im':11B '100123':12B 'lager':13C 'van':14C",
    );
    for (const word of parseTerm('IM-100123 6204-2RS').exact) expect(vector).toContain(`'${word}':`);
    expect(vector).not.toMatch(/'p'|'b'/);
  });
});
