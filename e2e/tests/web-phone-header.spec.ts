import { expect, test } from './support/test';
import { storeConsent } from './web/helpers';

// The interface languages, as a browser asks for them (the first visit follows the browser).
const LOCALES = ['en', 'pl', 'pt-BR', 'de', 'ru', 'ja', 'zh'] as const;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const locale of LOCALES) {
  test.describe(`a 360 px phone in ${locale}`, () => {
    test.use({ locale });

    test('the header shows every control inside the screen, and nothing scrolls sideways', async ({
      context,
      page,
    }) => {
      await storeConsent(context);
      for (const path of ['/', '/login/']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const header = page.getByRole('banner');
        // A guest's row: the language (as its code on a phone), the theme, Log in and Register, and the game search.
        await expect(header.locator('a[href="/register/"]')).toBeVisible();
        const controls = await header.locator('a, button, select, input').all();
        expect(controls.length).toBeGreaterThanOrEqual(6);
        for (const control of controls) {
          const box = await control.boundingBox();
          const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
          expect(box, `${path}: ${name}`).not.toBeNull();
          expect(box?.x ?? -1, `${path}: ${name}`).toBeGreaterThanOrEqual(0);
          expect((box?.x ?? 0) + (box?.width ?? 0), `${path}: ${name}`).toBeLessThanOrEqual(360);
        }
        // No element of the header reaches past the screen's edge, clipped or not.
        const overflowing = await header.evaluate((root) =>
          [...root.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((element) => element.outerHTML.slice(0, 80)),
        );
        expect(overflowing, path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      }
    });
  });
}
