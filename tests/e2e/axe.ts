import { type BrowserContext, expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/**
 * WCAG 2.2 AA (issue 27): the rules of every WCAG level-A and AA tag up to 2.2, which adds target-size (2.5.8)
 * to axe's defaults, plus axe's best practices, which the defaults also run (landmarks, headings).
 * Also label-content-name-mismatch (WCAG 2.5.3): axe ships it as experimental and off, yet it is the rule
 * that caught names not containing the visible text on every page. Only violations are collected in full
 * (resultTypes), which makes a scan cheaper and changes none of them.
 */
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/** Contexts whose pages get axe as they load (an init script, which the page's CSP does not cover). */
const armed = new WeakSet<BrowserContext>();

/**
 * Axe run in the page itself, injected into every frame that lacks it (axe asks frames for their results
 * by message). A quarter of the time of @axe-core/playwright's builder, which opens a blank page to merge
 * each run's partial results: that made the gate in four languages take too long (1.4–2.8 s a scan against
 * 0.3–0.6 s here, measured on the home and search pages). Sending its 550 kB source into each page took
 * another 0.2–0.5 s a scan; an init script is registered once per context and compiled as the page loads.
 */
async function runAxe(page: Page, include?: string, skip: string[] = []): Promise<AxeResults> {
  const context = page.context();
  if (!armed.has(context)) {
    armed.add(context);
    await context.addInitScript({ content: axe.source });
  }
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window).catch(() => true))) await frame.evaluate(axe.source);
  }
  const rules = { ...OPTIONS.rules, ...Object.fromEntries(skip.map((rule) => [rule, { enabled: false }])) };
  return page.evaluate(
    ([selector, options]) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      return run(selector ? { include: [selector] } : document, options);
    },
    [include ?? null, { ...OPTIONS, rules }] as const,
  );
}

/**
 * One line per violation: the rule, then each element's selector, the start of its markup and axe's reason.
 * `skip` names rules left out of this scan.
 */
export async function axeViolations(page: Page, include?: string, skip?: string[]): Promise<string[]> {
  // target-size counts a target the sticky header covers at the current scroll (after a #fragment, say)
  // as too small: that is the viewport's state, not the page's, so every scan starts at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await runAxe(page, include, skip);
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)} (${n.failureSummary?.replace(/\s+/g, ' ')})`).join(' | ')}`,
  );
}

/** `where` names the page (route, width, user) in the failure message. */
export async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeViolations(page), where).toEqual([]);
}
