import tailwindcss from '@tailwindcss/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/** The Vite plugins every React surface of the repo shares: apps, Storybook and browser tests. */
export function lootmarketVitePlugins(options: { react?: boolean } = {}): PluginOption[] {
  return [...(options.react === false ? [] : [react()]), vanillaExtractPlugin(), tailwindcss()];
}

/** sockjs-client still reads a bare `global` in production bundles. */
export const lootmarketDefine = { global: 'globalThis' };
