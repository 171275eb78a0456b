import { detectInitialLocale, preloadCatalog } from '@lootmarket/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
// The kit's design tokens: CSS variables for both themes (vanilla-extract in the workspace).
import '@lootmarket/ui/theme.css';
import './styles.css';

const locale = detectInitialLocale({
  cookie: document.cookie,
  localStorage: readStoredLanguage(),
  navigatorLanguages: navigator.languages,
});
// The catalog is loaded before the first render, so the first paint is already in the reader's
// language (no English flash), and the initial JS holds no catalog at all.
const messages = await preloadCatalog(locale);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App locale={locale} messages={messages} />
  </StrictMode>,
);

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem('language');
  } catch {
    return null;
  }
}
