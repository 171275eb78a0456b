import { startApp } from '@lootmarket/marketplace-features';
import { App } from './app';
import { completeCatalogs } from './catalog-rest';
import { preloadRoute } from './router';
// The kit's design tokens: CSS variables for both themes (vanilla-extract in the workspace).
import '@lootmarket/ui/theme.css';
import './styles.css';

preloadRoute(window.location.pathname);
await startApp(App);
// The rest of the catalog (other routes' messages) once the first page is up and the browser idle.
requestIdleCallback(() => void completeCatalogs().catch(() => {}), { timeout: 5000 });
