import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 AA (issue 27): the rules of every WCAG level-A and AA tag up to 2.2, which adds target-size (2.5.8)
 * to axe's defaults, plus axe's best practices, which the defaults also run (landmarks, headings).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules of TAGS, plus label-content-name-mismatch (WCAG 2.5.3): axe ships it as experimental and
 * off, yet it is the rule that caught names not containing the visible text on every page.
 * One line per violation: the rule, then each element's selector and the start of its markup. Only
 * violations are collected in full (resultTypes), which makes a scan cheaper and changes none of them.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`).join(' | ')}`,
  );
}

/** `where` names the page (route, width, user) in the failure message. */
export async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeViolations(page), where).toEqual([]);
}
