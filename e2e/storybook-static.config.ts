import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../tooling/chromium.mjs';
import { storybookStaticPort as port } from './storybook-static/stories';

// Runs against the Storybook built just before (`pnpm build-storybook`): what ships, not dev mode.
export default defineConfig({
  testDir: './storybook-static',
  snapshotPathTemplate: '{testDir}/vrt-baselines/{arg}{ext}',
  fullyParallel: true,
  // The machine is shared: a story that waits on a busy CPU is slow, not broken.
  timeout: 60_000,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `node e2e/storybook-static/serve.mjs storybook-static ${port}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
