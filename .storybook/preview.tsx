import '../packages/ui/src/tailwind.source.css';
import '../packages/ui/src/tokens/theme.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { within } from 'storybook/test';
import { localeGlobalTypes, localeInitialGlobals, localeLoaders, withLocale } from './locale';

type ThemeGlobal = 'light' | 'dark' | 'side-by-side';

/*
 * The theme toolbar sets data-theme on <html>, exactly as the apps do, so portals (dialogs, menus,
 * toasts) follow it too. "Side by side" renders the story twice, in a light and a dark panel, for
 * visual review; <html> is dark there, so portalled parts show in the dark theme (the single light
 * view shows them in light). One side-by-side run so reaches every part in both themes.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeGlobal;
  const htmlTheme = theme === 'light' ? 'light' : 'dark';
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = htmlTheme;
  }, [htmlTheme]);

  // `parameters.sideBySide: false` shows one copy, for a story that opens a modal as it renders (two
  // modals would each hide the other: Radix marks everything outside a modal aria-hidden), takes the
  // focus as it renders, or counts calls its copies would double.
  if (theme === 'side-by-side' && context.parameters.sideBySide !== false) {
    return (
      <div className="lm:grid lm:gap-0 lm:md:grid-cols-2" data-slot="theme-side-by-side">
        {(['light', 'dark'] as const).map((panel) => (
          <div key={panel} data-theme={panel} className="lm:bg-background lm:p-6 lm:text-foreground">
            <Story />
          </div>
        ))}
      </div>
    );
  }
  // The wrapper paints the theme's background in docs pages too, where <html> belongs to Storybook.
  return (
    <div data-theme={htmlTheme} className="lm:bg-background lm:p-4 lm:text-foreground">
      <Story />
    </div>
  );
};

/** axe rules that a second copy of a story breaks by being a copy. */
const copyOnlyRules = [
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-unique',
  'duplicate-id',
  'duplicate-id-aria',
  'duplicate-id-active',
];

/*
 * Side by side renders every story twice, so a play function's `canvas.getByRole(...)` would meet two
 * matches. `canvas` is scoped, at each query, to the first (light) panel: a play function drives and
 * checks that copy as it would the single one, in every toolbar combination. Portalled parts
 * (dialogs, menus) open once, from the copy the play function clicks.
 */
const scopeCanvasToFirstPanel: NonNullable<Preview['beforeEach']> = (context) => {
  if (context.globals.theme !== 'side-by-side' || context.parameters.sideBySide === false) return;
  const whole = context.canvas;
  context.canvas = new Proxy(whole, {
    get(target, query) {
      const panel = context.canvasElement.querySelector<HTMLElement>(
        '[data-slot="theme-side-by-side"] > [data-theme]',
      );
      return Reflect.get(panel ? within(panel) : target, query);
    },
  });
  // axe checks both copies, the dark one with the dark portals as the dark theme's run. The second
  // copy repeats its landmarks and ids only because it is a copy, so the rules below are off here;
  // the single-copy projects run them.
  const a11y = context.parameters.a11y ?? {};
  context.parameters = {
    ...context.parameters,
    a11y: {
      ...a11y,
      config: {
        ...(a11y.config ?? {}),
        rules: [...(a11y.config?.rules ?? []), ...copyOnlyRules.map((id) => ({ id, enabled: false }))],
      },
    },
  };
};

/*
 * Under test automation (Vitest browser mode, the Playwright smoke of storybook-static) nothing
 * animates. A play function checks what a person sees once a dialog has opened, and an assertion
 * made in the frame the dialog opens read its opacity at the animation's start (0), so
 * `toBeVisible()` failed now and then on a loaded machine. Without animations Radix unmounts at
 * once on close (Presence waits only for a running animation). Designers still see every animation.
 */
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  const still = document.createElement('style');
  still.dataset.storybookTests = 'no-motion';
  still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
  document.head.append(still);
}

const preview: Preview = {
  // withLocale sits inside withTheme: stories of features see both the theme and react-intl.
  decorators: [withLocale, withTheme],
  loaders: [...localeLoaders],
  beforeEach: [scopeCanvasToFirstPanel],
  globalTypes: {
    ...localeGlobalTypes,
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'side-by-side', title: 'Light and dark side by side', icon: 'sidebyside' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { ...localeInitialGlobals, theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    // Accessibility is a failing test: any axe violation fails the story test (STYLE §10).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Use in your app',
          'Tokens',
          'Primitives',
          'Overlays',
          'Feedback',
          'Marketplace',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
