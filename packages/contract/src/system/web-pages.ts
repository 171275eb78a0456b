/**
 * The web app's pages: the path of each (react-router's syntax, with spec §2's trailing slash) and what
 * a server must know of a page without running the app. apps/web's router routes exactly these paths;
 * the API answers a page request's HTTP status from them (an unknown path is 404, a path whose subject
 * does not exist too) and writes robots.txt from them. Free of zod: the web's first page imports it.
 *
 * - `indexable`: a public page a search engine should find (the catalogue, the market, an offer, the
 *   help and legal pages). The others belong to a signed-in user or to one visit (a sign-in, a payment,
 *   a link from a mail) and are kept out of search engines by robots.txt.
 * - `subject`: what must exist for a path with parameters to be a page: a game (`gameSlug`), a game's
 *   category on the market (`gameSlug`, `category`), an offer (`offerId`), a legal document
 *   (`document`). Pages of a signed-in user's own things (an order, a ticket) have none: whether one
 *   exists is the owner's business, told by the API once the app asks with the session.
 */
export interface WebPage {
  readonly path: string;
  readonly indexable: boolean;
  readonly subject?: WebPageSubject;
}

export type WebPageSubject = 'game' | 'market' | 'offer' | 'legalDocument';

/** The documents under /legal/{document}/ (the web's texts: marketplace-features' LEGAL_DOCUMENTS). */
export const LEGAL_DOCUMENT_SLUGS = ['privacy', 'customer-terms', 'terms', 'seller-terms'] as const;
export type LegalDocumentSlug = (typeof LEGAL_DOCUMENT_SLUGS)[number];

export const isLegalDocumentSlug = (value: string): value is LegalDocumentSlug =>
  (LEGAL_DOCUMENT_SLUGS as readonly string[]).includes(value);

export const WEB_PAGES = {
  home: { path: '/', indexable: true },
  login: { path: '/login/', indexable: false },
  forgotPassword: { path: '/login/forgot/', indexable: false },
  resetPassword: { path: '/login/reset/', indexable: false },
  register: { path: '/register/', indexable: false },
  registerConfirm: { path: '/register/confirm/', indexable: false },
  accountDashboard: { path: '/profile/dashboard/', indexable: false },
  faq: { path: '/faq/', indexable: true },
  contact: { path: '/contact-us/', indexable: true },
  chat: { path: '/chat/', indexable: false },
  legal: { path: '/legal/:document/', indexable: true, subject: 'legalDocument' },
  games: { path: '/games/', indexable: true },
  game: { path: '/games/:gameSlug/', indexable: true, subject: 'game' },
  market: { path: '/games/:gameSlug/:category/', indexable: true, subject: 'market' },
  offer: { path: '/offers/:offerId/', indexable: true, subject: 'offer' },
  myOffers: { path: '/profile/products/', indexable: false },
  offerNew: { path: '/profile/products/new/', indexable: false },
  offerEdit: { path: '/profile/products/:offerId/edit/', indexable: false },
  orders: { path: '/profile/orders/', indexable: false },
  wallet: { path: '/profile/wallet/', indexable: false },
  sellerDashboard: { path: '/profile/seller/', indexable: false },
  checkout: { path: '/order/new/', indexable: false },
  payment: { path: '/order/pay/:paymentId/', indexable: false },
  refundClaim: { path: '/order/refund/:paymentId/', indexable: false },
  order: { path: '/order/:orderId/', indexable: false },
  tickets: { path: '/profile/tickets/', indexable: false },
  ticketNew: { path: '/profile/tickets/new/', indexable: false },
  ticket: { path: '/profile/tickets/:ticketId/', indexable: false },
} as const satisfies Record<string, WebPage>;

export type WebPageId = keyof typeof WEB_PAGES;

/** A path matched to its page, with the values of the path's parameters (decoded). */
export interface WebPageMatch {
  id: WebPageId;
  page: WebPage;
  params: Record<string, string>;
}

/** `/games/wow/` → ['games', 'wow']; `/` → []; `/games//` keeps its empty segment (no page has one). */
const segmentsOf = (path: string) => (path === '/' ? [] : path.replace(/^\/|\/$/g, '').split('/'));

const PATTERNS = (Object.entries(WEB_PAGES) as Array<[WebPageId, WebPage]>).map(([id, page]) => {
  const segments = segmentsOf(page.path);
  return {
    id,
    page,
    segments,
    // react-router's ranking: a fixed segment outranks a parameter, so /order/new/ is the checkout,
    // not the order "new".
    score: segments.reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : 10), 0),
  };
});

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The page at `pathname` (no query), as the web's router would choose it, or null: no page (the
 * router's "not found"). A path without its trailing slash matches nothing: the page lives at the
 * slashed path, to which a server redirects.
 */
export function matchWebPage(pathname: string): WebPageMatch | null {
  if (!pathname.endsWith('/')) return null;
  const segments = segmentsOf(pathname);
  let best: (WebPageMatch & { score: number }) | null = null;
  for (const pattern of PATTERNS) {
    if (pattern.segments.length !== segments.length || (best && best.score >= pattern.score)) continue;
    const params: Record<string, string> = {};
    const matches = pattern.segments.every((expected, index) => {
      const actual = decoded(segments[index] ?? '');
      if (actual === null || actual === '') return false;
      if (expected.startsWith(':')) {
        params[expected.slice(1)] = actual;
        return true;
      }
      return actual === expected;
    });
    if (matches) best = { id: pattern.id, page: pattern.page, params, score: pattern.score };
  }
  if (!best) return null;
  const { score: _score, ...match } = best;
  return match;
}

/**
 * The path prefixes search engines are kept out of (robots.txt): the first segment of every page that
 * is not indexable, unless an indexable page shares it.
 */
export function nonIndexablePathPrefixes(): string[] {
  const indexable = new Set(
    PATTERNS.filter((pattern) => pattern.page.indexable).map((pattern) => pattern.segments[0] ?? ''),
  );
  const prefixes = new Set<string>();
  for (const pattern of PATTERNS) {
    const first = pattern.segments[0];
    if (!pattern.page.indexable && first !== undefined && !indexable.has(first)) prefixes.add(`/${first}/`);
  }
  return [...prefixes].sort();
}
