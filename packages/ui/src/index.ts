// The tokens' CSS is part of the kit: importing the kit from source brings the theme variables
// (listed in sideEffects). The published build ships them inside styles.css instead.
import './tokens/theme.css';

export * from './button';
export { cn } from './lib/cn';
export * from './spinner';
export * from './tokens';
