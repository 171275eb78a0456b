export * from './theme-store';
export { type ThemeState, useTheme } from './use-theme';
