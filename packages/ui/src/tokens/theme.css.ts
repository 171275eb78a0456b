import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { tokensLayer } from './layers.css';
import {
  type ColorPalette,
  darkColors,
  darkShadows,
  durations,
  easings,
  fonts,
  lightColors,
  lightShadows,
  radii,
  spaceUnit,
  typeScale,
  zIndices,
} from './values';

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const fontSizes = Object.fromEntries(
  Object.entries(typeScale).map(([step, [size]]) => [step, size]),
) as Record<keyof typeof typeScale, string>;
const lineHeights = Object.fromEntries(
  Object.entries(typeScale).map(([step, [, lineHeight]]) => [step, lineHeight]),
) as Record<keyof typeof typeScale, string>;

function themeTokens(colors: ColorPalette, shadows: typeof lightShadows | typeof darkShadows) {
  return {
    color: colors,
    font: fonts,
    fontSize: fontSizes,
    lineHeight: lineHeights,
    space: { unit: spaceUnit },
    radius: radii,
    shadow: shadows,
    duration: durations,
    easing: easings,
    z: zIndices,
  };
}

/**
 * The theme contract. Its CSS variable names are stable and public (`--lm-color-primary`,
 * `--lm-radius-md`, ...): Tailwind's `@theme inline` block and any app stylesheet may rely on them.
 */
export const vars = createGlobalThemeContract(
  themeTokens(lightColors, lightShadows),
  (_value, path) => `lm-${path.map(kebab).join('-')}`,
);

// :root is light so a page without data-theme is still styled; data-theme on any element (the
// side-by-side story panels use a div) switches its subtree.
createGlobalTheme(':root, [data-theme="light"]', vars, {
  '@layer': tokensLayer,
  ...themeTokens(lightColors, lightShadows),
});
createGlobalTheme('[data-theme="dark"]', vars, {
  '@layer': tokensLayer,
  ...themeTokens(darkColors, darkShadows),
});

globalStyle(':root, [data-theme="light"]', { '@layer': { [tokensLayer]: { colorScheme: 'light' } } });
globalStyle('[data-theme="dark"]', { '@layer': { [tokensLayer]: { colorScheme: 'dark' } } });

// Motion is a preference: with reduced motion every transition and animation of the kit finishes
// at once (they all read these durations), and Radix still sees its animationend events.
globalStyle(':root, [data-theme]', {
  '@layer': {
    [tokensLayer]: {
      '@media': {
        '(prefers-reduced-motion: reduce)': {
          vars: {
            [vars.duration.fast]: '0.01ms',
            [vars.duration.normal]: '0.01ms',
            [vars.duration.slow]: '0.01ms',
          },
        },
      },
    },
  },
});
