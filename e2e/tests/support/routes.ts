/**
 * The shop's pages a guest opens without ids of their own, in the order of the site map. The auth
 * pages without a token from a mail say their link is not valid; the last is an address that is no page.
 */
export const GUEST_PAGES = [
  '/',
  '/games/',
  // The games list filtered to a product group, as the header's Currency link opens it.
  '/games/?group=currency',
  // A market in its list view: a table of offers (cards on a phone).
  '/games/world-of-warcraft/gold/?view=list',
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

/** The back office's sections, in the order of its navigation (the admin axe and phone specs). */
export const ADMIN_PAGES = [
  '/admin/',
  '/admin/users/',
  '/admin/orders/',
  '/admin/disputes/',
  '/admin/withdrawals/',
  '/admin/tickets/',
  '/admin/moderation/',
  '/admin/catalog/',
  '/admin/fees/',
  '/admin/currency-rates/',
  '/admin/warranty-rules/',
  '/admin/audit/',
  '/admin/outbox/',
] as const;

/** The demo admin the seed creates (the README's quick start lists it). */
export const DEMO_ADMIN = { email: 'admin@lootmarket.local', password: 'Lootmarket-admin-2026!' } as const;
