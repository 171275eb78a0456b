import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs, darkColors, lightColors } from './values';

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme', (theme, colors) => {
  it.each(contrastPairs.map((pair) => [pair.fg, pair.bg, pair.min] as const))(
    '%s on %s meets %s:1 (WCAG 2.2 AA)',
    (fg, bg, min) => {
      const ratio = contrastRatio(colors[fg], colors[bg]);
      expect(
        ratio,
        `${theme}: ${fg} ${colors[fg]} on ${bg} ${colors[bg]} is ${ratio.toFixed(2)}:1`,
      ).toBeGreaterThanOrEqual(min);
    },
  );

  it('the CSS variables on the page carry these values', () => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    const style = getComputedStyle(root);
    expect(style.getPropertyValue('--lm-color-primary').trim()).toBe(colors.primary);
    expect(style.getPropertyValue('--lm-color-muted-foreground').trim()).toBe(colors.mutedForeground);
    root.dataset.theme = 'light';
  });
});

describe('focus ring', () => {
  it('in dark, stands apart from the primary button it surrounds (the light ring is the dark violet on white)', () => {
    // In light the ring and the primary share their violet, with the white page between them.
    expect(contrastRatio(darkColors.ring, darkColors.primary)).toBeGreaterThanOrEqual(2);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6d28d9', '#6d28d9')).toBe(1);
  });
});
