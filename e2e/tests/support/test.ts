import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with one duty added: every browser context a test opens beyond its own
 * `context` fixture (a second user from signedInPage, an admin, a guest from browser.newContext()) is
 * closed when the test ends. A worker's browser lives for the whole run, and a context left open
 * keeps its pages running: their STOMP connections, heart-beats and query polling went on through
 * every later test of that worker, until a run had some forty Chromium processes on two cores and
 * the journeys at its end took several times as long as alone. Spec files import `test` from here.
 */
export const test = base.extend<{ closesItsContexts: undefined }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
