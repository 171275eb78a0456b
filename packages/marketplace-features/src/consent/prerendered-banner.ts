/**
 * The cookie banner of the prerendered first page (apps/web/scripts/prerender.mjs) is a static, inert
 * copy. The live banner's code loads when the browser is idle after the first render, so the copy's
 * banner stays on screen until the live one replaces it: kept when the rest of the copy leaves
 * (keepPrerenderedBanner) and removed in the commit that shows the live one, or when no banner is
 * due any more (removePrerenderedBanner). Never two banners on screen, never none
 * (e2e/tests/web-prerendered.spec.ts counts them at every change and frame).
 */
const KEPT_ATTRIBUTE = 'data-prerendered-banner';
const BANNER_SELECTOR = '[data-slot="cookie-banner"]';

/**
 * Before the prerendered copy `container` is removed: moves its cookie banner, when it is on screen
 * (no choice stored, the copy in the reader's language), out of the copy to the end of the body,
 * still inert, where it stays until the live banner takes its place.
 */
export function keepPrerenderedBanner(container: Element | null): void {
  const banner = container?.querySelector(BANNER_SELECTOR);
  if (!banner || banner.getClientRects().length === 0) return;
  banner.setAttribute(KEPT_ATTRIBUTE, '');
  banner.setAttribute('inert', '');
  banner.ownerDocument.body.append(banner);
}

/** Removes the prerendered copy's cookie banner, kept or still in the copy. */
export function removePrerenderedBanner(): void {
  if (typeof document === 'undefined') return;
  for (const banner of document.querySelectorAll(`[${KEPT_ATTRIBUTE}], #prerendered ${BANNER_SELECTOR}`)) {
    banner.remove();
  }
}
