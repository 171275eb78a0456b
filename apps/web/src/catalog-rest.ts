import { getLoadedCatalog, SUPPORTED_LOCALES } from '@lootmarket/i18n';

/** Set by the production build's catalogs (apps/web/precompile-messages.ts); absent in development. */
const REST = Symbol.for('lootmarket.catalog.rest');

type SplitCatalog = { [REST]?: () => Promise<void> };
declare global {
  var __lootmarketCatalogRest: { wanted: boolean } | undefined;
}

/**
 * The production catalogs hold the first render's messages (shell and home) and fetch the rest on
 * demand: this loads the rest of every catalog loaded so far, and makes catalogs loaded from now on
 * (a language switch) arrive complete. Called before any other route renders and at the first idle
 * moment; calling it again costs nothing.
 */
export function completeCatalogs(): Promise<unknown> {
  globalThis.__lootmarketCatalogRest ??= { wanted: false };
  globalThis.__lootmarketCatalogRest.wanted = true;
  return Promise.all(
    SUPPORTED_LOCALES.map((locale) => (getLoadedCatalog(locale) as SplitCatalog | undefined)?.[REST]?.()),
  );
}
