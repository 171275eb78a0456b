import { expect } from '@playwright/test';
import { builtStories, expectStoryRendered, recordErrors, switchToStory, test } from './stories';

const stories = builtStories();

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// Every story of the built storybook-static renders in Chromium with no page error: the bundle
// can break at runtime (`__commonJS is not defined` once did) while dev mode works. Each story's
// chunk is loaded and run when the story is shown; the story tests (vitest.storybook.config.ts) render
// each one in a fresh page of its own, with axe, in both themes.
for (const story of stories) {
  test(`renders ${story.id}`, async ({ storyPage: page }) => {
    const errors = recordErrors(page);
    const phase = await switchToStory(page, story.id);
    expect(errors, errors.join('\n')).toEqual([]);
    expect(phase).toBe('finished');
    await expectStoryRendered(page);
  });
}
