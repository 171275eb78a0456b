import { type Catalog, I18nProvider, type Locale } from '@lootmarket/i18n';
import {
  AnalyticsProvider,
  createFirstPartySink,
  PriceConversionProvider,
  usePreferenceConsent,
} from '@lootmarket/marketplace-features';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AppRoutes } from './router';

/**
 * Page views (spec §7) go to our own endpoint only, and only with statistics consent (checked by the
 * sink when it sends); the back office shows them. No analytics vendor.
 */
const analyticsSink = createFirstPartySink();

export type AppProps = {
  locale: Locale;
  messages: Catalog;
  /** The router around the routes: the browser's history by default, a fixed URL when prerendering. */
  router?: (routes: ReactNode) => ReactNode;
};

export function App({ locale, messages, router }: AppProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  // Language and theme are remembered only with the Functionality cookie consent (spec §3).
  const rememberPreferences = usePreferenceConsent();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} messages={messages} persist={rememberPreferences}>
        <AnalyticsProvider sink={analyticsSink}>
          {/* Prices of another currency than the viewer's show converted ("≈"), with the staff's rates. */}
          <PriceConversionProvider>
            <AppRoutes router={router} />
          </PriceConversionProvider>
        </AnalyticsProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
