// Runs before the first paint (a classic, render-blocking script; same origin, so the CSP allows it).
// Applies the saved theme (light, dark, or system = the OS preference) and the saved language,
// so the page never flashes the wrong theme or English before the app starts.
(() => {
  var root = document.documentElement;
  function cookie(name) {
    var match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
    return match ? decodeURIComponent(match[1]) : null;
  }
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (_) {
      return null;
    }
  }
  var theme = stored('theme') || cookie('theme') || 'system';
  var dark =
    theme === 'dark' ||
    (theme !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  var lang = cookie('lang') || stored('language');
  if (lang) root.setAttribute('lang', lang);
  // A prerendered page carries the cookie banner; styles.css hides it once a choice is stored.
  if (stored('cookieConsent')) root.setAttribute('data-cookie-consent', 'stored');
})();
