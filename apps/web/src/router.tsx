import { WEB_PAGES, type WebPageId } from '@lootmarket/contract';
import {
  AccountLayout,
  AuthProvider,
  BareLayout,
  CookieConsentBanner,
  keepPrerenderedBanner,
  MainLayout,
  RouteFocus,
  Toaster,
  usePageViews,
  usesAccountShell,
  usesBareLayout,
} from '@lootmarket/marketplace-features';
import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import {
  BrowserRouter,
  createRoutesFromChildren,
  matchRoutes,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
} from 'react-router';
import { completeCatalogs } from './catalog-rest';
import { ScrollRestoration } from './scroll-restoration';

/*
 * Declarative routing (BrowserRouter + Routes) on purpose: the app uses no loaders, actions or
 * fetchers, and the data router (createBrowserRouter) costs about 17 kB gzipped more on every first
 * visit (bench/web-initial-js.bench.mjs). Each route is its own chunk; react-router wraps navigations
 * in startTransition, so the previous page stays on screen while the next route's chunk loads.
 */
/** The id of the prerendered copy of the first page in the HTML (apps/web/scripts/prerender.mjs). */
const PRERENDERED_ID = 'prerendered';

/**
 * Prerendering (no document) renders the cookie banner with the page, so the copy carries it. In the
 * browser the live banner loads when the browser is idle after the first render: the copy's banner
 * stays on screen until then (RetirePrerendered keeps it) and the live one replaces it in one commit.
 */
const prerendering = typeof document === 'undefined';

const loaders = new WeakMap<object, () => Promise<unknown>>();

/** A route's page, loaded with its chunk; `firstRender` pages need only the first part of the catalog. */
function page(load: () => Promise<{ Component: ComponentType }>, { firstRender = false } = {}) {
  const Page = lazy(async () => {
    const [module] = await Promise.all([load(), firstRender ? null : completeCatalogs()]);
    return { default: module.Component };
  });
  loaders.set(Page, load);
  return Page;
}

// Home is the first render the build splits each catalog for (apps/web/precompile-messages.ts).
const Home = page(() => import('./routes/home'), { firstRender: true });
const Login = page(() => import('./routes/login'));
const ForgotPassword = page(() => import('./routes/forgot-password'));
const ResetPassword = page(() => import('./routes/reset-password'));
const Register = page(() => import('./routes/register'));
const RegisterConfirm = page(() => import('./routes/register-confirm'));
const AccountDashboard = page(() => import('./routes/account-dashboard'));
const Faq = page(() => import('./routes/faq'));
const Contact = page(() => import('./routes/contact'));
const Chat = page(() => import('./routes/chat'));
const Legal = page(() => import('./routes/legal'));
const AllGames = page(() => import('./routes/all-games'));
const Game = page(() => import('./routes/game'));
const MarketSearch = page(() => import('./routes/market-search'));
const OfferPage = page(() => import('./routes/offer-page'));
const MyOffers = page(() => import('./routes/my-offers'));
const OfferNew = page(() => import('./routes/offer-new'));
const OfferEdit = page(() => import('./routes/offer-edit'));
const Orders = page(() => import('./routes/orders'));
const Wallet = page(() => import('./routes/wallet'));
const SellerDashboard = page(() => import('./routes/seller-dashboard'));
const Checkout = page(() => import('./routes/checkout'));
const Payment = page(() => import('./routes/payment'));
const RefundClaim = page(() => import('./routes/refund-claim'));
const Order = page(() => import('./routes/order'));
const Tickets = page(() => import('./routes/tickets'));
const TicketNew = page(() => import('./routes/ticket-new'));
const Ticket = page(() => import('./routes/ticket'));
const NotFound = page(() => import('./routes/not-found'));

/** Spec §2 routes end with a slash; /faq and /faq/ are one page, shown at /faq/. */
function TrailingSlash() {
  const { pathname, search, hash } = useLocation();
  if (pathname.endsWith('/')) return null;
  return <Navigate to={`${pathname}/${search}${hash}`} replace />;
}

/**
 * The server may answer a first visit with the page prerendered at build time (apps/web/scripts/prerender.mjs):
 * a static, inert copy shown until the app's own first page is ready. It leaves in the same commit
 * that shows the live page, before the browser paints, so no frame shows both or neither.
 */
function RetirePrerendered() {
  useLayoutEffect(() => {
    const copy = document.getElementById(PRERENDERED_ID);
    // Its cookie banner, if on screen, stays until the live one takes its place (at idle).
    keepPrerenderedBanner(copy);
    copy?.remove();
  }, []);
  return null;
}

function PageViews() {
  usePageViews();
  return null;
}

/**
 * Chooses the layout by the path rule of spec §2; the signed-in pages among them (profile, order,
 * chat) also get the account shell: the bare ones keep the site header and the account navigation.
 */
function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const accountShell = usesAccountShell(pathname);
  if (!usesBareLayout(pathname)) return <MainLayout accountNav={accountShell}>{children}</MainLayout>;
  return accountShell ? <AccountLayout>{children}</AccountLayout> : <BareLayout>{children}</BareLayout>;
}

function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <TrailingSlash />
      <PageViews />
      {/*
       * Header, page and footer appear together once the first route's chunk is there (the catalog
       * already is): a footer painted before the page would jump down when it arrives (layout shift).
       */}
      <Suspense fallback={null}>
        <Layout pathname={pathname}>
          <Outlet />
          <ScrollRestoration />
          <RouteFocus />
          <RetirePrerendered />
        </Layout>
        {prerendering ? <CookieConsentBanner eager /> : null}
      </Suspense>
      {prerendering ? null : <CookieConsentBanner />}
      <Toaster />
    </AuthProvider>
  );
}

/**
 * Every page of the contract's WEB_PAGES and what shows it: the API answers a page request's status
 * from the same table (an unknown path is 404), so the two cannot drift apart.
 */
const PAGES: Record<WebPageId, ComponentType> = {
  home: Home,
  login: Login,
  forgotPassword: ForgotPassword,
  resetPassword: ResetPassword,
  register: Register,
  registerConfirm: RegisterConfirm,
  accountDashboard: AccountDashboard,
  faq: Faq,
  contact: Contact,
  chat: Chat,
  legal: Legal,
  games: AllGames,
  game: Game,
  market: MarketSearch,
  offer: OfferPage,
  myOffers: MyOffers,
  offerNew: OfferNew,
  offerEdit: OfferEdit,
  orders: Orders,
  wallet: Wallet,
  sellerDashboard: SellerDashboard,
  checkout: Checkout,
  payment: Payment,
  refundClaim: RefundClaim,
  order: Order,
  tickets: Tickets,
  ticketNew: TicketNew,
  ticket: Ticket,
};

const routes = (
  <Route element={<RootLayout />}>
    {(Object.keys(PAGES) as WebPageId[]).map((id) => {
      const Page = PAGES[id];
      return <Route key={id} path={WEB_PAGES[id].path} element={<Page />} />;
    })}
    <Route path="*" element={<NotFound />} />
  </Route>
);

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

export function AppRoutes({ router = browserRouter }: { router?: (routes: ReactNode) => ReactNode }) {
  return router(<Routes>{routes}</Routes>);
}

/**
 * Starts fetching the chunk of the page at `pathname` right away, so it loads alongside the reader's
 * catalog instead of after it (main.tsx calls this before the first render).
 */
export function preloadRoute(pathname: string) {
  const matches = matchRoutes(createRoutesFromChildren(routes), pathname);
  const element = matches?.at(-1)?.route.element;
  // Any page but home needs the whole catalog: it then arrives complete with the first load.
  if (!isValidElement(element) || element.type !== Home) void completeCatalogs();
  const load = isValidElement(element) ? loaders.get(element.type as object) : undefined;
  load?.().catch(() => {
    // The render retries the import and shows its own error; a failed head start changes nothing.
  });
}
