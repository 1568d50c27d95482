import type { StorybookConfig } from '@storybook/react-vite';

// The react-vite builder merges the root vite.config.ts, which brings the vanilla-extract plugin.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../design-system/src/**/*.stories.tsx', '../src/app/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // The app's base path is for the deployed UI only; Storybook serves from its own root. The start
    // page's server renderer belongs to the app's build, not to Storybook's.
    // Neither is index.html's app entry (the plugin that writes its chunks into index.html).
    const appOnly = new Set(['einfach-start-page-prerender', 'einfach-app-in-index-html']);
    const plugins = (viteConfig.plugins ?? []).flat(Infinity as 1).filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && appOnly.has(plugin.name)));
    return { ...viteConfig, base: './', plugins };
  },
};

export default config;
