import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG levels the pages are held to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's axe violations under those levels (rule, impact, nodes): `[]` when there are none. */
export async function axeViolations(page: Page) {
  // Colours caught mid-transition (a hover under the pointer that just clicked, a view that fades
  // in) are neither the old nor the new look: park the pointer and let every running animation end.
  await page.mouse.move(0, 0);
  // (A spinner's endless animation is left running.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}
