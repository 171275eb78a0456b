import axe from 'axe-core';
import { expect } from 'vitest';

// These rules judge a whole page (one main landmark, one h1, all content in landmarks); a component
// rendered alone cannot meet them. The apps' end-to-end axe runs check them on real pages.
const pageLevelRulesOff = {
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
};

/**
 * Runs axe over the page in both themes and fails with the rule ids and the offending nodes.
 * Tests call it once per state they reach (closed, open, invalid, ...).
 */
export async function expectNoAxeViolations(
  context: axe.ElementContext = document,
  /** Rule ids to skip in this state, each with its reason at the call site (see a11y-exemptions.ts). */
  skipRules: ReadonlyArray<string> = [],
): Promise<void> {
  // Colours mid-animation (a toast sliding in at half opacity) are not the colours users read.
  // Endless animations (a spinner) never finish and do not change colours: leave them out.
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  const root = document.documentElement;
  const before = root.dataset.theme;
  const report: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    root.dataset.theme = theme;
    const result = await axe.run(context, {
      resultTypes: ['violations'],
      rules: { ...pageLevelRulesOff, ...Object.fromEntries(skipRules.map((id) => [id, { enabled: false }])) },
    });
    for (const violation of result.violations) {
      report.push(
        `[${theme}] ${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
      );
    }
  }
  if (before) root.dataset.theme = before;
  expect(report, report.join('\n')).toEqual([]);
}
