import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect } from './test';

/*
 * What a phone-sized page must hold to (the shop's web-phone-layout spec, the back office's
 * admin-phone-layout spec): no sideways scroll, nothing reaching past the screen's edge outside a
 * strip that scrolls or clips on its own, and no part of the header or an open dialog cut off.
 */

export const PHONE_LOCALES = ['en', 'pl', 'pt-BR', 'de', 'ru', 'ja', 'zh'] as const;
export const PHONE_WIDTHS = [360, 390] as const;
export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
};

/** What reaches past the screen, outside a strip that scrolls or clips on its own (the account tabs). */
export function overflowing(page: Page, selector = 'body') {
  return page.evaluate((rootSelector) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const root of document.querySelectorAll(rootSelector)) {
      for (const element of root.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        // Visually hidden text (sr-only) is a 1 px box by design; a checkbox's native input beside it is transparent.
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).opacity === '0') continue;
        if (box.right <= width + 0.5 && box.left >= -0.5) continue;
        let contained = false;
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.overflowX !== 'visible') {
            const strip = up.getBoundingClientRect();
            contained = strip.right <= width + 0.5 && strip.left >= -0.5;
            break;
          }
        }
        if (contained) continue;
        found.push(
          `<${element.tagName.toLowerCase()} class="${(element.getAttribute('class') ?? '').slice(0, 60)}"> "${(element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
        if (found.length >= 5) return found;
      }
    }
    return found;
  }, selector);
}

/** The page fits at both widths; it is left at 360 px. */
export async function expectFits(page: Page, what: string) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const where = `${what} at ${width} px`;
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${where}: scroll width`,
      })
      .toBeLessThanOrEqual(width);
    expect(await overflowing(page), where).toEqual([]);
    expect(
      await overflowing(page, 'header, [role="dialog"], [role="alertdialog"], [data-slot="cookie-banner"]'),
      where,
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 740 });
}
