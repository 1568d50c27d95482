import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  base: '/erklaerung/ui/',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist/ui',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser we support preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically is loaded at start anyway: one chunk, not one per module
          // shared with a lazy screen. Lazy screens keep their own chunks.
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/erklaerung/api': `http://localhost:${apiPort}` },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'tokens/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['design-system/**/*.test.tsx', 'src/app/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
