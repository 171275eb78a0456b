import { type Catalog, detectBrowserLocale, type Locale, preloadCatalog } from '@lootmarket/i18n';
import { type ComponentType, StrictMode, startTransition } from 'react';

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
  const catalog = preloadCatalog(locale);
  // A failed download rejects the awaits below; this keeps it from counting as unhandled meanwhile.
  catalog.catch(() => {});
  // React DOM's client (the reconciler, the largest module of a first load) is imported here, after
  // a yield to the event loop, not at the top: the browser then evaluates it in a task of its own
  // instead of adding it to the one long task that evaluates every module the entry imports
  // statically (total blocking time on phones). Apps preload its chunk, so nothing waits for it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { createRoot } = await import('react-dom/client');
  const messages = await catalog;
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
