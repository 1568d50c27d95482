import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const CONFIG_FILE = fileURLToPath(import.meta.url);
const SSR_BUILD_FLAG = 'EINFACH_SSR_BUILD';

/**
 * After the browser build, builds the start page's server renderer (src/app/prerender.tsx) into
 * <outDir>/.ssr/prerender.js with this same config, so class names match the browser build. The
 * server renders the start page with it (src/server/ui/startPage.ts); it never serves that folder.
 */
function startPagePrerender(): Plugin {
  let resolved: ResolvedConfig;
  return {
    name: 'einfach-start-page-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env[SSR_BUILD_FLAG],
    configResolved(config) {
      resolved = config;
    },
    async closeBundle() {
      process.env[SSR_BUILD_FLAG] = '1';
      try {
        await build({
          configFile: CONFIG_FILE,
          mode: resolved.mode,
          logLevel: 'warn',
          // Self-contained: the UI folder may be deployed away from node_modules.
          ssr: { noExternal: true },
          build: {
            ssr: 'src/app/prerender.tsx',
            outDir: path.resolve(resolved.root, resolved.build.outDir, '.ssr'),
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.js' } },
          },
        });
      } finally {
        delete process.env[SSR_BUILD_FLAG];
      }
    },
  };
}

const apiPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  base: '/erklaerung/ui/',
  plugins: [react(), vanillaExtractPlugin(), startPagePrerender()],
  build: {
    outDir: 'dist/ui',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser we support preloads modules natively. A lazy screen's own imports are fetched by
    // the browser as it reads the screen's chunk; a <link rel=modulepreload> per import, added by script
    // when the screen starts loading, cost the wizard a long task of its own on a slow phone (Lighthouse:
    // TBT median 151 → 46 ms, LCP no later; docs/performance.md). Style sheets are still linked early.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
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
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'tokens/**/*.test.ts', 'scripts/**/*.test.ts', 'a11y-tests/orca/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['design-system/**/*.test.{ts,tsx}', 'src/app/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
