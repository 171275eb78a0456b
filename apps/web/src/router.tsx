import {
  AuthProvider,
  BareLayout,
  CookieConsentBanner,
  MainLayout,
  Toaster,
  usePageViews,
  usesBareLayout,
} from '@lootmarket/marketplace-features';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';

/** Spec §2 routes end with a slash; /faq and /faq/ are one page, shown at /faq/. */
function TrailingSlash() {
  const { pathname, search, hash } = useLocation();
  if (pathname.endsWith('/')) return null;
  return <Navigate to={`${pathname}/${search}${hash}`} replace />;
}

/** The first route module loads before anything shows; the catalog is already there. */
function RouteLoading() {
  return null;
}

function PageViews() {
  usePageViews();
  return null;
}

/** Chooses the layout by the path rule of spec §2. */
function RootLayout() {
  const { pathname } = useLocation();
  const Layout = usesBareLayout(pathname) ? BareLayout : MainLayout;
  return (
    <AuthProvider>
      <TrailingSlash />
      <PageViews />
      <Layout>
        <Outlet />
      </Layout>
      <CookieConsentBanner />
      <Toaster />
      <ScrollRestoration />
    </AuthProvider>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      HydrateFallback: RouteLoading,
      children: [
        { index: true, lazy: () => import('./routes/home') },
        { path: 'login/', lazy: () => import('./routes/login') },
        { path: 'register/', lazy: () => import('./routes/register') },
        { path: 'profile/dashboard/', lazy: () => import('./routes/dashboard') },
        { path: 'faq/', lazy: () => import('./routes/faq') },
        { path: 'contact-us/', lazy: () => import('./routes/contact') },
        { path: 'chat/', lazy: () => import('./routes/chat') },
        { path: 'legal/:document/', lazy: () => import('./routes/legal') },
        { path: 'games/:gameSlug/:category/', lazy: () => import('./routes/market-search') },
        { path: 'offers/:offerId/', lazy: () => import('./routes/offer-page') },
        { path: 'profile/products/', lazy: () => import('./routes/products-mine') },
        { path: 'profile/products/new/', lazy: () => import('./routes/products-new') },
        { path: 'profile/products/:offerId/edit/', lazy: () => import('./routes/products-edit') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ]);
}
