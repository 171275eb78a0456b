import { expect, test } from './support/test';
import { storeConsent } from './web/helpers';

// Issue @lootmarket/i18n: a first request carrying the cookie lang=ja is Japanese from the first
// painted frame. An observer installed before any page script records every heading text the app
// ever puts in the document, so an English frame, however short, would be caught.
const recordHeadings = () => {
  const seen: string[] = [];
  (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
  new MutationObserver(() => {
    for (const heading of document.querySelectorAll('h1')) {
      const text = heading.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

test('a first visit with the cookie lang=ja shows Japanese at first paint, with no English flash', async ({
  page,
  context,
  baseURL,
}) => {
  await storeConsent(context);
  await context.addCookies([{ name: 'lang', value: 'ja', url: baseURL ?? 'http://localhost' }]);
  await context.addInitScript(recordHeadings);

  await page.goto('/');
  const tagline = 'ゲーム内通貨、アイテム、アカウント、キーをエスクローで安全に取引';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagline);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  const headings = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
  expect(headings).toEqual([tagline]);
  expect(headings.join(' ')).not.toContain('Game currency');
});
