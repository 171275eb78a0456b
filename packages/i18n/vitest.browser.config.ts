import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { browserExpect, chromiumBrowser } from '../../tooling/vitest-browser';

// I18nProvider and useLanguage touch document.cookie, localStorage and <html lang>: real Chromium.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'i18n-browser',
    include: ['src/**/*.browser.test.{ts,tsx}'],
    browser: chromiumBrowser(),
    expect: browserExpect,
  },
});
