import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { chromiumBrowser } from '../../tooling/vitest-browser';

// I18nProvider and useLanguage touch document.cookie, localStorage and <html lang>: real Chromium.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'i18n-browser',
    include: ['src/**/*.browser.test.{ts,tsx}'],
    browser: chromiumBrowser(),
    // The unit step runs two Node files beside this browser: a state reached in 1.5 s there is slow,
    // not wrong (expect.element polls for 1 s by default).
    expect: { poll: { timeout: 10_000 } },
  },
});
