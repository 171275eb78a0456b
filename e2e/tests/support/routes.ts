/**
 * The shop's pages a guest opens without ids of their own, in the order of the site map. The auth
 * pages without a token from a mail say their link is not valid; the last is an address that is no page.
 */
export const GUEST_PAGES = [
  '/',
  '/games/',
  // The games list filtered to a product group, as the header's Currency link opens it.
  '/games/?group=currency',
  '/login/',
  '/register/',
  '/login/forgot/',
  // Opened without a token from the mail: the page says the link is not valid.
  '/login/reset/',
  // Opened without a token from the mail: the page says the link is not valid.
  '/register/confirm/',
  '/faq/',
  '/contact-us/',
  '/legal/privacy/',
  '/legal/customer-terms/',
  '/legal/terms/',
  '/legal/seller-terms/',
  '/no-such-page/',
] as const;
