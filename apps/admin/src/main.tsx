import { startApp } from '@lootmarket/marketplace-features';
import { App } from './app';
// The kit's design tokens: CSS variables for both themes (vanilla-extract in the workspace).
import '@lootmarket/ui/theme.css';
import './styles.css';

await startApp(App);
