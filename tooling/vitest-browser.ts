import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

/** Vitest browser mode in Debian Chromium, headless, one instance. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions }),
    instances: [{ browser: 'chromium' as const }],
  };
}
