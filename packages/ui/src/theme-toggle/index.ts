export { type ThemePreference, ThemeToggle, type ThemeToggleProps } from './theme-toggle';
