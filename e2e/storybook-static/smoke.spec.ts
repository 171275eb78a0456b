import { expect } from '@playwright/test';
import { builtStories, expectStoryRendered, openStory, recordErrors, test } from './stories';

const stories = builtStories();

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// Every story of the built storybook-static renders in Chromium with no page error: the bundle
// can break at runtime (`__commonJS is not defined` once did) while dev mode works.
for (const story of stories) {
  test(`renders ${story.id}`, async ({ storyPage: page }) => {
    const errors = recordErrors(page);
    const phase = await openStory(page, story.id);
    expect(errors, errors.join('\n')).toEqual([]);
    expect(phase).toBe('finished');
    await expectStoryRendered(page);
  });
}
