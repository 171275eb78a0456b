import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };

const here = path.dirname(fileURLToPath(import.meta.url));
const indexFile = path.join(here, '../../storybook-static/index.json');

/** Where e2e/storybook-static.config.ts serves storybook-static (its webServer). */
export const storybookStaticPort = 6007;
const origin = `http://127.0.0.1:${storybookStaticPort}`;

/** Every story of the built Storybook, read from the index.json that `storybook build` wrote. */
export function builtStories(): IndexEntry[] {
  let raw: string;
  try {
    raw = readFileSync(indexFile, 'utf8');
  } catch {
    throw new Error(`${indexFile} is missing: run \`pnpm build-storybook\` first.`);
  }
  const index = JSON.parse(raw) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/**
 * One browser page per worker, reused from story to story: every story still gets a full load of
 * its iframe URL, but the 1 MB preview bundle comes from the browser cache instead of being fetched
 * and compiled again for each of hundreds of stories.
 */
export const test = base.extend<{ storyPage: Page }, { sharedContext: BrowserContext }>({
  sharedContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        reducedMotion: 'reduce',
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ sharedContext }, use) => {
    const page = sharedContext.pages()[0] ?? (await sharedContext.newPage());
    await use(page);
    page.removeAllListeners('pageerror');
    page.removeAllListeners('console');
    page.removeAllListeners('response');
  },
});

/** Collects every uncaught error, console error and failed request of the page from now on. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return errors;
}

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
};

/**
 * Opens a story's iframe and waits until Storybook has rendered it and run its play function
 * (render phase "finished"), or given up on it ("errored", "aborted").
 */
export async function openStory(page: Page, id: string, globals?: string): Promise<string> {
  const query = new URLSearchParams({ id, viewMode: 'story' });
  if (globals) query.set('globals', globals);
  await page.goto(`${origin}/iframe.html?${query.toString()}`);
  return renderPhase(page, id);
}

/**
 * Shows a story in the preview the page already has, the way the Storybook UI does when a designer
 * picks another story (the `setCurrentStory` event): the story's own chunk of the built bundle is
 * loaded and run, its play function too, without loading and starting the whole preview again for
 * each of hundreds of stories. The first story of a page is opened with a full load.
 */
export async function switchToStory(page: Page, id: string): Promise<string> {
  if (!page.url().startsWith(`${origin}/iframe.html`)) return openStory(page, id);
  await page.evaluate((storyId) => {
    const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('the Storybook preview has no channel');
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  return renderPhase(page, id);
}

async function renderPhase(page: Page, id: string): Promise<string> {
  const phase = await page.waitForFunction(
    (storyId) => {
      const current = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      if (current?.id !== storyId) return false;
      return current.phase === 'finished' || current.phase === 'errored' || current.phase === 'aborted'
        ? current.phase
        : false;
    },
    id,
    { timeout: 30_000 },
  );
  return (await phase.jsonValue()) as string;
}

export async function expectStoryRendered(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveClass(/sb-show-main/);
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
  const root = page.locator('#storybook-root');
  // Rendered content, not an empty wrapper: the story drew at least one visible element (an icon
  // button has no text, so text alone is not the test).
  await expect(root.locator('*').first()).toBeVisible();
  const box = await root.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(0);
}
