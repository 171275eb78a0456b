// Debian's Chromium is the only browser on our machines: no tool may download its own.
// Every browser launch in the repo (Vitest browser mode, Playwright, Lighthouse) reads these.
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
};
