import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

/**
 * Vitest browser mode in Debian Chromium, headless, one instance, one test file at a time: files in
 * parallel would share one origin's cookies and localStorage (language, theme, consent), and a
 * focus assertion needs the only active page.
 */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions }),
    instances: [{ browser: 'chromium' as const }],
    fileParallelism: false,
  };
}

/**
 * `expect` options for the browser unit tests: the unit step runs two Node files beside the browser,
 * so a state reached in 1.5 s there is slow, not wrong (`expect.element` polls for 1 s by default).
 */
export const browserExpect = { poll: { timeout: 10_000 } };
