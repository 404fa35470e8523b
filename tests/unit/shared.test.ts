import { describe, expect, it } from 'vitest';
import type { Translations } from '../../src/server/db/schema/types.ts';
import { stableId } from '../../src/shared/ids.ts';
import { translate } from '../../src/shared/locales.ts';

describe('stableId', () => {
  it('is deterministic, distinct per name and a valid RFC 4122 uuid', () => {
    expect(stableId('a')).toBe(stableId('a'));
    expect(stableId('a')).not.toBe(stableId('b'));
    expect(stableId('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('translate', () => {
  const t: Translations<'name' | 'title'> = {
    'nl-NL': { name: 'Lagers' },
    'en-GB': { name: 'Bearings' },
    'de-DE': { title: 'Nur Titel' },
  };
  it('uses the locale, then en-GB, then any locale that has the field', () => {
    expect(translate(t, 'name', 'nl-NL')).toBe('Lagers');
    expect(translate(t, 'name', 'fr-FR')).toBe('Bearings');
    expect(translate(t, 'title', 'fr-FR')).toBe('Nur Titel');
    expect(translate(t, 'title', 'nl-NL')).toBe('Nur Titel');
    expect(translate({ 'nl-NL': { name: 'x' } }, 'title' as 'name', 'nl-NL')).toBeNull();
    expect(translate(null, 'name', 'nl-NL')).toBeNull();
  });
});
