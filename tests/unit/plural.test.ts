import { describe, expect, it } from 'vitest';
import * as m from '../../src/paraglide/messages.js';
import { fillPlural, pluralTemplates } from '../../src/shared/plural.ts';

describe('plural templates filled in the browser', () => {
  const cart = (locale: 'nl-NL' | 'fr-FR' | 'en-GB' | 'de-DE') =>
    pluralTemplates(locale, (count) => m.nav_cartCount({ count }, { locale }));

  it('says "1 product", not "1 producten", in every language', () => {
    expect(fillPlural('nl-NL', cart('nl-NL'), 1)).toBe('1 product in de winkelmand');
    expect(fillPlural('nl-NL', cart('nl-NL'), 3)).toBe('3 producten in de winkelmand');
    expect(fillPlural('en-GB', cart('en-GB'), 1)).toBe('1 product in the cart');
    expect(fillPlural('de-DE', cart('de-DE'), 12)).toBe('12 Produkte im Warenkorb');
    // French counts 0 and 1 as singular.
    expect(fillPlural('fr-FR', cart('fr-FR'), 0)).toBe('0 produit dans le panier');
    expect(fillPlural('fr-FR', cart('fr-FR'), 2)).toBe('2 produits dans le panier');
  });

  it('covers menu counts and quick-search variants', () => {
    const menu = pluralTemplates('nl-NL', (count) => m.nav_productCount({ count }, { locale: 'nl-NL' }));
    expect(fillPlural('nl-NL', menu, 1)).toBe('1 product');
    expect(fillPlural('nl-NL', menu, 228)).toBe('228 producten');
    const variants = pluralTemplates('nl-NL', (count) => m.search_variants({ count }, { locale: 'nl-NL' }));
    expect(fillPlural('nl-NL', variants, 1)).toBe('1 variant');
  });
});

describe('counts rendered on the server', () => {
  it('agree with their number in the account lists', () => {
    const nl = { locale: 'nl-NL' } as const;
    expect(m.account_approvals_count({ total: 0 }, nl)).toBe('0 bestellingen wachten op goedkeuring');
    expect(m.account_approvals_count({ total: 1 }, nl)).toBe('1 bestelling wacht op goedkeuring');
    expect(m.account_users_count({ total: 1 }, { locale: 'en-GB' })).toBe('1 user');
    expect(m.account_orderlist_count({ total: 0 }, { locale: 'fr-FR' })).toBe('0 liste de commande');
    expect(m.account_links_count({ total: 2 }, { locale: 'de-DE' })).toBe('2 Artikelverknüpfungen');
    expect(m.account_refs_count({ total: 3 }, { locale: 'fr-FR' })).toBe('3 références de commande');
  });
});
