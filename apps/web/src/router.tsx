import { BareLayout, MainLayout, usesBareLayout } from '@lootmarket/marketplace-features';
import { createBrowserRouter, Outlet, ScrollRestoration, useLocation } from 'react-router';

/** Chooses the layout by the path rule of spec §2. */
function RootLayout() {
  const { pathname } = useLocation();
  const Layout = usesBareLayout(pathname) ? BareLayout : MainLayout;
  return (
    <Layout>
      <Outlet />
      <ScrollRestoration />
    </Layout>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
        },
      ],
    },
  ]);
}
