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
