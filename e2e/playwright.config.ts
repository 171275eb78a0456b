import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../tooling/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
// The runner evaluates this file first and its workers inherit its environment, so what is set here
// with ??= is the run's, shared by the server and every worker.
// A fresh embedded database per run: the journeys see the same first start a new user gets.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lootmarket-e2e-'));
// Mail goes over SMTP to the run's one local smtp-server peer (e2e/mail-peer.ts, started before the
// workers), which leaves each mail in this folder for the workers to read. Its port is far from the
// 8xxx server ports, so it never hits another run's web server.
process.env.E2E_SMTP_PORT ??= String(port + 10_000);
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'lootmarket-e2e-mail-'));

/**
 * The journeys that move the server's test clock (POST /api/v1/test-clock/advance). A move rules only the
 * disputes and claims it names, but it moves the clock every deadline is decided by: one of them moving
 * days on while the other reads its countdown would make that countdown days long.
 */
const SERVER_CLOCK_SPECS = ['**/dispute-clock.spec.ts', '**/warranty-reserve.spec.ts'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './mail-peer.ts',
  // Two browsers side by side on the machine's two cores: the journeys use users, offers and orders
  // of their own, so files run at the same time; the tests of one file run in order unless the file
  // says otherwise (web-axe.spec.ts spreads its independent pages over both workers).
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results/e2e',
  // Sign-up and sign-in solve a proof of work in the browser, and CI shares two cores with the
  // server: an answer that takes more than the default 5 s there is slow, not wrong.
  expect: { timeout: 15_000 },
  // A journey (sign-up, listing with photos, checkout, payment) is many such steps.
  timeout: 120_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: each action's DOM snapshot, the network and the console. Not the
    // screencast, whose frames every test paid for while only a failure would show them: without it the
    // 62 axe tests took 763 s summed instead of 844 s here (the same specs, one run each).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SERVER_CLOCK_SPECS,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    // The same browser; the journeys that move the server's test clock run one at a time.
    {
      name: 'server-clock',
      testMatch: SERVER_CLOCK_SPECS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    // Exactly README command 1 (`npm start`), on its own port and data folder.
    command: 'npm start',
    cwd: '..',
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'Lootmarket <support@lootmarket.local>',
      // Every journey signs up and in from 127.0.0.1, dozens a minute: the per-address sign-in limit
      // (10 a minute by default) would refuse the journeys themselves. Its behaviour is tested in the API tests.
      RATE_LIMIT_AUTH_MAX: '1000',
      // The same for the per-address write limit (60 a minute): both workers write from 127.0.0.1.
      // The per-account limit stays as shipped, and both are tested in the API tests.
      RATE_LIMIT_WRITE_MAX: '1000',
      // The dispute clock's and the warranty claim's journeys let a deadline pass by moving the server's
      // test clock (POST /api/v1/test-clock/advance; apps/api/src/jobs/README.md "Time"). A move applies
      // the deadlines of the disputes and claims it names only, so the journeys running beside it keep
      // theirs.
      TEST_CLOCK: 'true',
      // A process warning of the server (a listener leak, a deprecation) is printed with where it was
      // raised, so the run's log names the code.
      NODE_OPTIONS: '--trace-warnings',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
