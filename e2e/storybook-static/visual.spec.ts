import { expect } from '@playwright/test';
import { builtStories, expectStoryRendered, openStory, test } from './stories';

// Visual regression (STYLE §12): stories tagged `vrt`, in each theme, animations off. A story also
// tagged `vrt-page` is compared as the whole page: what it shows is in a portal (an open drawer or dialog).
// Update the baselines on purpose with `pnpm test:storybook-static --update-snapshots`.
const vrtStories = builtStories().filter((story) => story.tags?.includes('vrt'));

test('some stories are tagged vrt', () => {
  expect(vrtStories.length).toBeGreaterThan(0);
});

for (const story of vrtStories) {
  for (const theme of ['light', 'dark'] as const) {
    test(`looks the same: ${story.id} (${theme})`, async ({ storyPage: page }) => {
      await openStory(page, story.id, `theme:${theme}`);
      await expectStoryRendered(page);
      await page.evaluate(() => document.fonts.ready);
      const name = `${story.id}--${theme}.png`;
      if (story.tags?.includes('vrt-page')) await expect(page).toHaveScreenshot(name);
      else await expect(page.locator('#storybook-root')).toHaveScreenshot(name);
    });
  }
}
