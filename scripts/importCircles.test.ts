// No import circles (issue 39): a module that reaches itself through its imports has no place in the
// layers of docs/architecture.md, and a newcomer cannot read it from the bottom up. Every relative
// import of every source file counts, type-only ones too (they tie the files together just the same).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'design-system', 'tokens', 'a11y-tests', 'scripts', '.storybook'];
const SOURCE = /\.(c|m)?(t|j)sx?$/;
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', 'vendor']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx', '.cjs'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(rel);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts') ? [rel] : [];
  });
}

const isFile = (rel: string) => existsSync(path.join(root, rel)) && statSync(path.join(root, rel)).isFile();

/** The file a relative specifier names, as the bundler and tsx resolve it, or null (a data file, a package). */
export function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier.replace(/\?.*$/, '')));
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  // `./x.js` written for `./x.ts` (TypeScript's ESM style).
  if (/\.(m|c)?js$/.test(base)) candidates.push(base.replace(/\.(m|c)?js$/, '.ts'), base.replace(/\.(m|c)?js$/, '.tsx'));
  return candidates.find((c) => SOURCE.test(c) && isFile(c)) ?? null;
}

/** The import graph: each file to the files it imports. */
export function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = ts.preProcessFile(read(file), true, true).importedFiles.map((f) => resolveModule(file, f.fileName)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of more than one file (or a file that imports itself), Tarjan's way. */
export function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

describe('import circles', () => {
  it('finds a circle, however long, and only circles', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(circles(graph).map((c) => c.join(' '))).toEqual(['a b c', 'e']);
  });

  it('resolves a specifier to the module file, type-only imports included', () => {
    expect(resolveModule('scripts/importCircles.test.ts', './storyShots.mjs')).toBe('scripts/storyShots.mjs');
    expect(resolveModule('src/server/app.ts', './retention')).toBe('src/server/retention.ts');
    expect(resolveModule('src/server/app.ts', './db/index')).toBe('src/server/db/index.ts');
    expect(resolveModule('src/server/app.ts', 'fastify')).toBeNull();
    const graph = importGraph(['x.ts', 'y.ts'], (file) => (file === 'x.ts' ? "import type { Y } from './y';" : "import { x } from './x';"));
    // Neither file exists on disk, so nothing resolves: a planted circle is tested below on real files.
    expect(graph.get('x.ts')).toEqual([]);
  });

  it('fails on a planted circle among the real files', () => {
    const files = ['src/server/retention.ts', 'src/server/config.ts'];
    const planted = importGraph(files, (file) => readFileSync(path.join(root, file), 'utf8') + (file === 'src/server/config.ts' ? "\nimport type { RetentionCounts } from './retention';" : ''));
    expect(circles(planted).map((c) => c.join(' '))).toContain('src/server/config.ts src/server/retention.ts');
  });

  it('there is none in src, design-system, tokens, a11y-tests, scripts and .storybook', () => {
    const files = FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(400);
    const graph = importGraph(files, (file) => readFileSync(path.join(root, file), 'utf8'));
    expect(circles(graph).map((c) => c.join(' ↔ '))).toEqual([]);
  });
});
