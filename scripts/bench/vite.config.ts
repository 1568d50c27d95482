// Bench-only build: the root config plus the manifest and a list of the modules in each chunk.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { mergeConfig, type Plugin } from 'vite';
import root from '../../vite.config';

const outDir = process.env.BENCH_OUT_DIR ?? 'dist/bench-ui';

/** Writes .vite/chunk-modules.json: chunk file → the source modules it carries (relative paths). */
function chunkModules(): Plugin {
  return {
    name: 'bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      const sizes: Record<string, Record<string, number>> = {};
      const name = (id: string) => relative(process.cwd(), id.replace(/^\0/, ''));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[chunk.fileName] = chunk.moduleIds.map(name);
        sizes[chunk.fileName] = Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [name(id), m.renderedLength]));
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'chunk-modules.json'), JSON.stringify(map, null, 1));
      writeFileSync(join(outDir, '.vite', 'module-sizes.json'), JSON.stringify(sizes, null, 1));
    },
  };
}

export default mergeConfig(root, {
  plugins: [chunkModules()],
  // BENCH_PROFILE=1 (scripts/bench/profile.mjs): readable names and source maps to name each profile position's module.
  build: { outDir, emptyOutDir: true, manifest: true, ...(process.env.BENCH_PROFILE === '1' ? { minify: false, sourcemap: true } : {}) },
});
