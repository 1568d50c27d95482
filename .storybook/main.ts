import type { StorybookConfig } from '@storybook/react-vite';

// The react-vite builder merges the root vite.config.ts, which brings the vanilla-extract plugin.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../design-system/src/**/*.stories.tsx', '../src/app/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // The app's base path is for the deployed UI only; Storybook serves from its own root.
    return { ...viteConfig, base: './' };
  },
};

export default config;
