// A first visit to the home page as the web-initial-js bench and its report measure it: the cookie
// lang=ja, no consent stored, the browser's idle callbacks held until the first render's scripts are
// counted. Answers the script responses fetched until rendered (`initial`) and after the idle release
// (`deferred`: the live cookie banner, the game search, the rest of the catalog).
export async function firstVisitScripts(browser, base) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'lang', value: 'ja', url: base }]);
  await context.addInitScript(() => {
    const held = [];
    window.requestIdleCallback = (callback) => held.push(callback);
    window.cancelIdleCallback = () => {};
    window.__releaseIdle = () => {
      for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    };
  });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const initial = scripts.splice(0);
  await page.evaluate(() => window.__releaseIdle());
  // The live banner, not the prerendered copy's that stays on screen until it arrives.
  await page.locator('[data-slot="cookie-banner"]:not([data-prerendered-banner])').waitFor();
  // 'networkidle' was reached once already and does not wait again: wait for a second without a new
  // script instead, so all of the idle work is counted.
  let count = -1;
  while (count !== scripts.length) {
    count = scripts.length;
    await page.waitForTimeout(1000);
  }
  return { initial, deferred: scripts.splice(0) };
}
