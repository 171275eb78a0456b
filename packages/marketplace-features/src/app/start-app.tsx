import { type Catalog, detectBrowserLocale, type Locale, preloadCatalog } from '@lootmarket/i18n';
import { type ComponentType, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

export interface AppRootProps {
  locale: Locale;
  messages: Catalog;
}

/**
 * Starts a Lootmarket app (web or admin) in `#root`. The reader's catalog is loaded before the first
 * render, so the first paint is already in their language (no English flash) and the initial
 * JavaScript holds no catalog at all.
 */
export async function startApp(App: ComponentType<AppRootProps>): Promise<void> {
  const locale = detectBrowserLocale();
  const messages = await preloadCatalog(locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, instead of one
  // long task: input stays responsive while the app starts (Lighthouse's total blocking time), and
  // a prerendered copy of the page stays on screen meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App locale={locale} messages={messages} />
      </StrictMode>,
    );
  });
}
