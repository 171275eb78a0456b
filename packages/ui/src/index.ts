// The tokens' CSS is part of the kit: importing the kit from source brings the theme variables
// (listed in sideEffects). The published build ships them inside styles.css instead.
import './tokens/theme.css';

export * from './alert';
export * from './alert-dialog';
export * from './badge';
export * from './button';
export * from './card';
export * from './checkbox';
export * from './cookie-banner';
export * from './dialog';
export * from './dropdown-menu';
export * from './field';
export * from './icon-button';
export * from './input';
export * from './language-select';
export { cn } from './lib/cn';
export * from './link';
export * from './popover';
export * from './radio-group';
export * from './select';
export * from './sheet';
export * from './skeleton';
export * from './spinner';
export * from './switch';
export * from './tabs';
export * from './textarea';
export * from './theme-toggle';
export * from './toast';
export * from './tokens';
export * from './tooltip';
