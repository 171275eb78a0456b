import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { lootmarketDefine, lootmarketVitePlugins } from '../tooling/vite-plugins';

// `*.dev.stories.tsx` are workbenches for developers: Storybook dev and the story tests see them,
// the published Storybook (`storybook build`) does not.
const isProductionBuild = process.argv.includes('build');
const storyFiles = isProductionBuild ? '!(*.dev).stories.tsx' : '*.stories.tsx';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.mdx', `../packages/*/src/**/${storyFiles}`],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // @storybook/react-vite brings its own React plugin; a second one would transform twice.
    return mergeConfig(viteConfig, {
      plugins: lootmarketVitePlugins({ react: false }),
      define: lootmarketDefine,
    });
  },
};

export default config;
