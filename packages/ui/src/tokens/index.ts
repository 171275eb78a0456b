export { vars } from './theme.css';
export {
  type ColorPalette,
  type ColorRole,
  colorRoles,
  contrastPairs,
  darkColors,
  lightColors,
} from './values';
