import { expect } from '@playwright/test';
import { builtStories, expectStoryRendered, openStory, test } from './stories';

// Visual regression (STYLE §12): stories tagged `vrt`, in each theme, animations off. A story also
// tagged `vrt-page` is compared as the whole page: what it shows is in a portal (an open drawer or dialog).
// One also tagged `vrt-phone` is shown on a 360 × 740 px phone screen (media queries apply: the
// market's Filters drawer), else at 1024 × 768 px.
// Update the baselines on purpose with `pnpm test:storybook-static --update-snapshots`.
const PHONE = { width: 360, height: 740 };
const vrtStories = builtStories().filter((story) => story.tags?.includes('vrt'));

test('some stories are tagged vrt', () => {
  expect(vrtStories.length).toBeGreaterThan(0);
});

for (const story of vrtStories) {
  for (const theme of ['light', 'dark'] as const) {
    test(`looks the same: ${story.id} (${theme})`, async ({ storyPage: page }) => {
      // The worker's page is shared from story to story: a phone's size is put back afterwards.
      const desktop = page.viewportSize();
      if (story.tags?.includes('vrt-phone')) await page.setViewportSize(PHONE);
      try {
        await openStory(page, story.id, `theme:${theme}`);
        await expectStoryRendered(page);
        await page.evaluate(() => document.fonts.ready);
        const name = `${story.id}--${theme}.png`;
        if (story.tags?.includes('vrt-page')) await expect(page).toHaveScreenshot(name);
        else await expect(page.locator('#storybook-root')).toHaveScreenshot(name);
      } finally {
        if (desktop) await page.setViewportSize(desktop);
      }
    });
  }
}
