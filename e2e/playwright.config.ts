import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../tooling/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
// A fresh embedded database per run: the journeys see the same first start a new user gets.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lootmarket-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    // Exactly README command 1 (`npm start`), on its own port and data folder.
    command: 'npm start',
    cwd: '..',
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
