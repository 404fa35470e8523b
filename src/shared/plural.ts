/**
 * Plural texts that the browser fills in (cart badge, menu counts, quick search): the server renders one
 * template per plural category of the locale from the Paraglide plural message, with `{count}` where the
 * number goes; the browser picks the template by the same Intl plural rules Paraglide uses.
 */
export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>>;

// Building plural rules is costly next to using them, and every page asks for them several times.
const rulesByLocale = new Map<string, Intl.PluralRules>();
const rulesOf = (locale: string) => {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
};

export function pluralTemplates(locale: string, render: (count: number) => string): PluralTemplates {
  const rules = rulesOf(locale);
  const wanted = rules.resolvedOptions().pluralCategories.length;
  const templates: PluralTemplates = {};
  // The smallest number of each category stands for it (0 or 1 for "one", 2 or 0 for "other", …).
  for (let n = 0; n < 1000 && Object.keys(templates).length < wanted; n++) {
    templates[rules.select(n)] ??= render(n).replace(String(n), '{count}');
  }
  return templates;
}

export const fillPlural = (locale: string, templates: PluralTemplates, count: number): string =>
  (templates[rulesOf(locale).select(count)] ?? templates.other ?? '').replace('{count}', String(count));
