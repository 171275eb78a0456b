import { type Catalog, I18nProvider, type Locale } from '@lootmarket/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

export function App({ locale, messages }: { locale: Locale; messages: Catalog }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }),
  );
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
