import { type Catalog, I18nProvider, type Locale } from '@lootmarket/i18n';
import { AnalyticsProvider, type AnalyticsSink } from '@lootmarket/marketplace-features';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AppRoutes } from './router';

/** No analytics vendor is wired: page views go nowhere until a sink is passed here. */
const analyticsSink: AnalyticsSink | null = null;

export function App({ locale, messages }: { locale: Locale; messages: Catalog }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} messages={messages}>
        <AnalyticsProvider sink={analyticsSink}>
          <AppRoutes />
        </AnalyticsProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
