/**
 * The design tokens of Lootmarket, defined once. `theme.css.ts` turns them into CSS variables
 * (light and dark), `tailwind.css` maps those variables into Tailwind, and the contrast test reads
 * the colours from here, so what is tested is exactly what ships.
 */

export const colorRoles = [
  'background',
  'foreground',
  'muted',
  'mutedForeground',
  'card',
  'cardForeground',
  'popover',
  'popoverForeground',
  'border',
  'input',
  'ring',
  'primary',
  'primaryForeground',
  'primaryHover',
  'secondary',
  'secondaryForeground',
  'accent',
  'accentForeground',
  'link',
  'destructive',
  'destructiveForeground',
  'destructiveSubtle',
  'destructiveText',
  'success',
  'successForeground',
  'successSubtle',
  'successText',
  'warning',
  'warningForeground',
  'warningSubtle',
  'warningText',
  'info',
  'infoForeground',
  'infoSubtle',
  'infoText',
  'overlay',
  'skeleton',
  'star',
] as const;

export type ColorRole = (typeof colorRoles)[number];
export type ColorPalette = Record<ColorRole, string>;

export const lightColors: ColorPalette = {
  background: '#ffffff',
  foreground: '#0f172a',
  muted: '#f1f5f9',
  mutedForeground: '#475569',
  card: '#ffffff',
  cardForeground: '#0f172a',
  popover: '#ffffff',
  popoverForeground: '#0f172a',
  border: '#e2e8f0',
  input: '#64748b',
  ring: '#6d28d9',
  primary: '#6d28d9',
  primaryForeground: '#ffffff',
  primaryHover: '#5b21b6',
  secondary: '#ede9fe',
  secondaryForeground: '#4c1d95',
  accent: '#f1f5f9',
  accentForeground: '#0f172a',
  link: '#5b21b6',
  destructive: '#b91c1c',
  destructiveForeground: '#ffffff',
  destructiveSubtle: '#fef2f2',
  destructiveText: '#991b1b',
  success: '#15803d',
  successForeground: '#ffffff',
  successSubtle: '#f0fdf4',
  successText: '#166534',
  warning: '#b45309',
  warningForeground: '#ffffff',
  warningSubtle: '#fffbeb',
  warningText: '#92400e',
  info: '#1d4ed8',
  infoForeground: '#ffffff',
  infoSubtle: '#eff6ff',
  infoText: '#1e40af',
  overlay: 'rgb(15 23 42 / 0.6)',
  skeleton: '#e2e8f0',
  star: '#b45309',
};

export const darkColors: ColorPalette = {
  background: '#0b0f19',
  foreground: '#f1f5f9',
  muted: '#1e293b',
  mutedForeground: '#a5b4c8',
  card: '#111827',
  cardForeground: '#f1f5f9',
  popover: '#172033',
  popoverForeground: '#f1f5f9',
  border: '#273449',
  input: '#7c8ba1',
  // Near white, not the primary's violet: around a focused primary button it must read as a ring,
  // not as a wider button (tokens.test.ts).
  ring: '#ede9fe',
  primary: '#a78bfa',
  primaryForeground: '#1a0b3d',
  primaryHover: '#c4b5fd',
  secondary: '#2e1f5e',
  secondaryForeground: '#ddd6fe',
  accent: '#1e293b',
  accentForeground: '#f1f5f9',
  link: '#c4b5fd',
  destructive: '#f87171',
  destructiveForeground: '#1f0606',
  destructiveSubtle: '#2a1215',
  destructiveText: '#fca5a5',
  success: '#4ade80',
  successForeground: '#03210f',
  successSubtle: '#0d2418',
  successText: '#86efac',
  warning: '#fbbf24',
  warningForeground: '#1f1302',
  warningSubtle: '#2a1f0a',
  warningText: '#fcd34d',
  info: '#60a5fa',
  infoForeground: '#05162e',
  infoSubtle: '#0f1d33',
  infoText: '#93c5fd',
  overlay: 'rgb(0 0 0 / 0.7)',
  skeleton: '#273449',
  star: '#fbbf24',
};

/**
 * Every pair a component puts text or a control boundary on, with the WCAG 2.2 AA minimum it must
 * meet: 4.5 for text, 3 for large text and user-interface parts (borders of inputs, focus rings,
 * icons). The contrast test walks this list in both themes.
 */
export const contrastPairs: ReadonlyArray<{ fg: ColorRole; bg: ColorRole; min: 4.5 | 3 }> = [
  { fg: 'foreground', bg: 'background', min: 4.5 },
  { fg: 'mutedForeground', bg: 'background', min: 4.5 },
  { fg: 'mutedForeground', bg: 'muted', min: 4.5 },
  { fg: 'mutedForeground', bg: 'card', min: 4.5 },
  { fg: 'foreground', bg: 'muted', min: 4.5 },
  { fg: 'cardForeground', bg: 'card', min: 4.5 },
  { fg: 'popoverForeground', bg: 'popover', min: 4.5 },
  { fg: 'primaryForeground', bg: 'primary', min: 4.5 },
  { fg: 'primaryForeground', bg: 'primaryHover', min: 4.5 },
  { fg: 'primary', bg: 'background', min: 4.5 },
  { fg: 'primary', bg: 'card', min: 4.5 },
  { fg: 'secondaryForeground', bg: 'secondary', min: 4.5 },
  { fg: 'accentForeground', bg: 'accent', min: 4.5 },
  { fg: 'link', bg: 'background', min: 4.5 },
  { fg: 'link', bg: 'card', min: 4.5 },
  { fg: 'destructiveForeground', bg: 'destructive', min: 4.5 },
  { fg: 'destructiveText', bg: 'destructiveSubtle', min: 4.5 },
  { fg: 'destructiveText', bg: 'background', min: 4.5 },
  { fg: 'destructive', bg: 'background', min: 4.5 },
  { fg: 'successForeground', bg: 'success', min: 4.5 },
  { fg: 'successText', bg: 'successSubtle', min: 4.5 },
  { fg: 'successText', bg: 'background', min: 4.5 },
  { fg: 'warningForeground', bg: 'warning', min: 4.5 },
  { fg: 'warningText', bg: 'warningSubtle', min: 4.5 },
  { fg: 'warningText', bg: 'background', min: 4.5 },
  { fg: 'infoForeground', bg: 'info', min: 4.5 },
  { fg: 'infoText', bg: 'infoSubtle', min: 4.5 },
  { fg: 'infoText', bg: 'background', min: 4.5 },
  { fg: 'foreground', bg: 'destructiveSubtle', min: 4.5 },
  { fg: 'foreground', bg: 'successSubtle', min: 4.5 },
  { fg: 'foreground', bg: 'warningSubtle', min: 4.5 },
  { fg: 'foreground', bg: 'infoSubtle', min: 4.5 },
  { fg: 'input', bg: 'background', min: 3 },
  { fg: 'input', bg: 'card', min: 3 },
  { fg: 'ring', bg: 'background', min: 3 },
  { fg: 'ring', bg: 'card', min: 3 },
  { fg: 'primary', bg: 'muted', min: 3 },
  { fg: 'success', bg: 'background', min: 3 },
  { fg: 'warning', bg: 'background', min: 3 },
  { fg: 'info', bg: 'background', min: 3 },
  { fg: 'star', bg: 'background', min: 3 },
  { fg: 'star', bg: 'card', min: 3 },
];

/** Type scale: font size and line height, in rem so it follows the user's browser setting. */
export const typeScale = {
  xs: ['0.75rem', '1rem'],
  sm: ['0.875rem', '1.25rem'],
  base: ['1rem', '1.5rem'],
  lg: ['1.125rem', '1.75rem'],
  xl: ['1.25rem', '1.75rem'],
  '2xl': ['1.5rem', '2rem'],
  '3xl': ['1.875rem', '2.25rem'],
  '4xl': ['2.25rem', '2.5rem'],
} as const;

export const fonts = {
  sans: 'ui-sans-serif, system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans JP", "Noto Sans SC", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** The base of Tailwind's numeric spacing scale (`p-4` = 4 × unit). */
export const spaceUnit = '0.25rem';

export const radii = {
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
} as const;

export const lightShadows = {
  sm: '0 1px 2px 0 rgb(15 23 42 / 0.08)',
  md: '0 4px 8px -2px rgb(15 23 42 / 0.12), 0 2px 4px -2px rgb(15 23 42 / 0.08)',
  lg: '0 12px 24px -6px rgb(15 23 42 / 0.18), 0 4px 8px -4px rgb(15 23 42 / 0.1)',
} as const;

export const darkShadows = {
  sm: '0 1px 2px 0 rgb(0 0 0 / 0.5)',
  md: '0 4px 8px -2px rgb(0 0 0 / 0.6), 0 2px 4px -2px rgb(0 0 0 / 0.5)',
  lg: '0 12px 24px -6px rgb(0 0 0 / 0.7), 0 4px 8px -4px rgb(0 0 0 / 0.6)',
} as const;

export const durations = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

/** Stacking order of floating layers: later in the list is on top. */
export const zIndices = {
  base: '0',
  sticky: '100',
  overlay: '1000',
  modal: '1010',
  popover: '1020',
  toast: '1030',
  tooltip: '1040',
} as const;
