import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { build, type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
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
          // React's production build whatever NODE_ENV the server runs with (the development build
          // cost a signed-in page about a third more CPU, docs/performance.md).
          define: { 'process.env.NODE_ENV': JSON.stringify(resolved.mode === 'development' ? 'development' : 'production') },
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

/** The app's entry: index.html loads src/app/boot.ts, which imports this (at once, or on the start page at the first intent). */
const APP_ENTRY = path.resolve(path.dirname(CONFIG_FILE), 'src/app/main.tsx');
const INDEX_HTML = path.resolve(path.dirname(CONFIG_FILE), 'index.html');
const BOOT_ENTRY = path.resolve(path.dirname(CONFIG_FILE), 'src/app/boot.ts');
/** APP_PRELOAD_ATTRIBUTE of src/domain/startPage.ts (its test checks the copies agree). */
const APP_PRELOAD_ATTRIBUTE = 'data-ee-app';
/** ROUTE_PRELOADS_FILE of src/domain/startPage.ts (its test checks the copies agree). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The boot script (with index.html's module and Vite's preload helper, which it uses) is a chunk of its
 * own, a few KB; everything the app's entry imports statically (an entry of the build, so rolldown
 * tags its static imports `$initial`) is one chunk, `app`, not one per module shared with a lazy
 * screen. Lazy screens keep their own chunks.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'boot', priority: 1, test: (id) => id === BOOT_ENTRY || id === INDEX_HTML || id.startsWith('\0vite/preload-helper') },
  { name: 'app', tags: ['$initial'] },
];

/** A chunk and every chunk it imports statically, with their style sheets, in load order; `skip` left out. */
function staticClosure(bundle: Rolldown.OutputBundle, start: Rolldown.OutputChunk, skip?: Rolldown.OutputChunk) {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (js.includes(chunk.fileName) || chunk === skip) return;
    js.push(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(file)) css.push(file);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(start);
  return { js, css };
}

/**
 * The app's style sheets and chunks in index.html: style sheets as links (the server-rendered start
 * page needs them before any script), chunks as module preloads marked with APP_PRELOAD_ATTRIBUTE, so
 * every route fetches the app beside the small boot script, and the start page (whose preloads the
 * server removes) fetches it only when the user is about to use it.
 */
function appInIndexHtml(): Plugin {
  let base = '/';
  return {
    name: 'einfach-app-in-index-html',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // Each lazily loaded screen's files beyond the app, for the server to name in its route's HTML.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const app = chunks.find((c) => c.facadeModuleId === APP_ENTRY) ?? chunks.find((c) => c.moduleIds.includes(APP_ENTRY));
      if (!app) return;
      const closure = (start: Rolldown.OutputChunk) => staticClosure(bundle, start);
      const inApp = closure(app);
      const root = path.dirname(CONFIG_FILE);
      const screens: Record<string, { js: string[]; css: string[] }> = {};
      for (const chunk of chunks) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId?.startsWith(path.join(root, 'src/app/screens'))) continue;
        const { js, css } = closure(chunk);
        screens[path.relative(root, chunk.facadeModuleId).split(path.sep).join('/')] = {
          js: js.filter((file) => !inApp.js.includes(file)),
          css: css.filter((file) => !inApp.css.includes(file)),
        };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(screens, null, 2)}\n` });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        // The app's entry chunk (a facade of the `app` group's chunk when the group took its modules).
        const app = chunks.find((c) => c.facadeModuleId === APP_ENTRY) ?? chunks.find((c) => c.moduleIds.includes(APP_ENTRY));
        const boot = chunks.find((c) => c.moduleIds.includes(BOOT_ENTRY));
        if (!app) throw new Error('the app chunk (src/app/main.tsx) is missing from the bundle');
        // The boot chunk is index.html's script already.
        const { js, css } = staticClosure(bundle, app, boot);
        const tags: HtmlTagDescriptor[] = [
          ...css.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
          ...js.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}`, [APP_PRELOAD_ATTRIBUTE]: true }, injectTo: 'head' as const })),
        ];
        return tags;
      },
    },
  };
}

/** The smallest asset worth compressing: the server's on-the-fly threshold (src/server/plugins/transport.ts). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip -9) beside every script and style
 * sheet, which the server sends as they are (`preCompressed` in src/server/plugins/ui.ts). Compressing
 * each request's copy instead cost the server CPU on every first visit and about 35 MB of resident
 * memory that the compressors' buffers left behind (docs/performance.md); the files are also smaller
 * than the server's quick on-the-fly settings make them.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'einfach-precompress-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env[SSR_BUILD_FLAG],
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /^assets\/.+\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await readFile(full);
          if (source.length < PRECOMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

const apiPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  base: '/erklaerung/ui/',
  plugins: [react(), vanillaExtractPlugin(), startPagePrerender(), appInIndexHtml(), precompressAssets()],
  build: {
    outDir: 'dist/ui',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser we support preloads modules natively. A lazy screen's own imports are fetched by
    // the browser as it reads the screen's chunk; a <link rel=modulepreload> per import, added by script
    // when the screen starts loading, cost the wizard a long task of its own on a slow phone (Lighthouse:
    // TBT median 151 → 46 ms, LCP no later; docs/performance.md). Style sheets are still linked early.
    // The app itself (imported by the boot script) brings its chunks along at once.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (/(^|\/)app-[\w-]+\.js$/.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
    rolldownOptions: {
      // index.html (its script: the boot script) and the app's entry, which the boot script imports.
      input: { index: INDEX_HTML, app: APP_ENTRY },
      output: {
        codeSplitting: {
          groups: chunkGroups,
        },
        // The boot script by its name, also where the group's chunk is index.html's entry chunk itself.
        entryFileNames: (chunk) => (chunk.name === 'index' ? 'assets/boot-[hash].js' : 'assets/[name]-[hash].js'),
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
    globalSetup: ['./vitest.tmpdir.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'tokens/**/*.test.ts', 'scripts/**/*.test.ts', 'a11y-tests/orca/**/*.test.ts', '.storybook/**/*.test.ts'],
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
