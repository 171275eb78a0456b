/**
 * A short name for the browser and system of a session, from the User-Agent it signed in with, for
 * My account's list of sessions ("Firefox", "Windows"). Only the common families are told apart: the
 * string is the client's own claim, so it helps the owner recognise a device and proves nothing.
 */
export interface Device {
  browser: string | null;
  os: string | null;
}

// First match wins: Edge and Opera say "Chrome" too, Chrome says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bAppleWebKit\/.*\bMobile\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A tool or app that names itself first ("curl/8.5.0", "okhttp/4.12"): that name. */
const FIRST_PRODUCT = /^([A-Za-z][A-Za-z0-9._-]{0,30})\/\d/;

export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  if (browser) return { browser, os };
  const product = FIRST_PRODUCT.exec(userAgent)?.[1];
  return { browser: product && product !== 'Mozilla' ? product : null, os };
}
