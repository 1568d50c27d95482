// The repository stands alone: no file cites a document outside it, and every document a file
// cites (docs/…, a bare *.md name, a relative markdown link) exists in it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = 'scripts/docs.test.ts';

const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|sh|html|css|ya?ml|txt)$/;
const skippedDirs = new Set(['node_modules', 'dist', 'storybook-static', 'a11y-report', 'test-results', 'data', 'letters', 'scratch', 'bench', '.git']);
/** Generated or vendored files that cite nothing of ours. */
const skippedFiles = new Set(['package-lock.json']);
/** Bare `*.md` names that are not citations of ours, and why. */
const notCitations = new Map([
  ['TextField.a11y.md', 'a naming example in docs/style.md'],
  ['LICENSE.md', 'a file of a source repository that docs/tax-estimate.md cites'],
]);

/** Tracked files plus new ones not ignored, relative to the root; without git, a walk of the tree. */
function repositoryFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!skippedDirs.has(entry.name)) walk(rel);
        } else files.push(rel);
      }
    };
    walk('');
  }
  return files.filter((file) => textFile.test(file) && !skippedFiles.has(path.basename(file)) && existsSync(path.join(root, file)));
}

export interface Finding {
  line: number;
  cited: string;
  why: string;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The reference folder the repository must not lean on, by any spelling. */
const outsidePatterns: { pattern: RegExp; why: string }[] = [
  { pattern: /\.\.\/shared\b[^\s`'")]*/g, why: 'a path outside the repository' },
  { pattern: /(?<=^|[\s'"`(<[=:,])\/work\/[^\s`'")]*/gm, why: 'an absolute path outside the repository' },
  { pattern: /(?<![\w./@-])shared\/(?:notes|data|hooks)\/[^\s`'")]*/g, why: 'the reference folder outside the repository' },
  { pattern: /(?<![\w./@-])shared\/[\w-]+\.md\b/g, why: 'the reference folder outside the repository' },
];

/** Citations of documents outside the repository. */
export function outsideCitations(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const { pattern, why } of outsidePatterns) {
    for (const match of text.matchAll(pattern)) findings.push({ line: lineOf(text, match.index), cited: match[0], why });
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** `docs/…` paths, bare `Name.md` names and relative markdown links that name no file of the repository. */
export function missingCitations(text: string, file: string, exists: (rel: string) => boolean, basenames: Set<string>): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(/(?<![\w./@-])docs\/[\w.-]+(?:\/[\w.-]+)*/g)) {
    const cited = match[0].replace(/\.+$/, '');
    if (!exists(cited)) findings.push({ line: lineOf(text, match.index), cited, why: 'no such file in docs/' });
  }
  for (const match of text.matchAll(/(?<![\w./<>*\\-])[A-Za-z][\w-]*(?:\.[\w-]+)*\.md(?![\w/-])/g)) {
    if (!basenames.has(match[0]) && !notCitations.has(match[0])) findings.push({ line: lineOf(text, match.index), cited: match[0], why: 'no file of that name in the repository' });
  }
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
      const target = match[1];
      if (/^[a-z]+:/i.test(target)) continue;
      const rel = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (rel.startsWith('..') || !exists(rel)) findings.push({ line: lineOf(text, match.index), cited: target, why: 'link target not in the repository' });
    }
  }
  const seen = new Set<string>();
  return findings.filter((f) => !seen.has(`${f.line}:${f.cited}`) && Boolean(seen.add(`${f.line}:${f.cited}`)));
}

describe('citation checks', () => {
  const exists = (rel: string) => ['docs/product-spec.md', 'docs/api.md', 'README.md'].includes(rel);
  const basenames = new Set(['product-spec.md', 'api.md', 'README.md', 'Banner.a11y.md']);

  it('find paths outside the repository', () => {
    const up = '..';
    const text = [`// see ${up}/shared/DESIGN.md §4`, `// data from ${'shar' + 'ed'}/data/tax-offices.json`, `cat ${'/wo' + 'rk'}/shared/notes/x.md`, 'ok: src/shared/x.ts and https://example.org/work/x'].join('\n');
    expect(outsideCitations(text).map((f) => f.line)).toEqual([1, 2, 3]);
  });

  it('find docs/ files, bare names and markdown links that do not exist', () => {
    const text = [
      '// docs/product-spec.md §4 and docs/api.md.',
      '// docs/foo.md is missing',
      '// README.md, `<Name>.a11y.md`, ./Banner.a11y.md?raw',
      `// ${'DESIGN'}.md §4`,
      '[ok](../README.md) [missing](other.md) [web](https://example.org/x.md)',
    ].join('\n');
    expect(missingCitations(text, 'docs/a.md', exists, basenames).map((f) => `${f.line}:${f.cited}`)).toEqual(['2:docs/foo.md', '4:DESIGN.md', '5:other.md']);
  });
});

describe('the repository stands alone', () => {
  const files = repositoryFiles().filter((file) => file !== self);
  const basenames = new Set(files.map((file) => path.basename(file)));
  const exists = (rel: string) => existsSync(path.join(root, rel)) && (statSync(path.join(root, rel)).isFile() || statSync(path.join(root, rel)).isDirectory());

  it('finds the files to check', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/product-spec.md');
  });

  it('cites no document outside the repository', () => {
    const findings = files.flatMap((file) => outsideCitations(readFileSync(path.join(root, file), 'utf8')).map((f) => `${file}:${f.line}: ${f.cited} (${f.why})`));
    expect(findings).toEqual([]);
  });

  it('cites only documents that exist', () => {
    const findings = files.flatMap((file) =>
      missingCitations(readFileSync(path.join(root, file), 'utf8'), file, exists, basenames).map((f) => `${file}:${f.line}: ${f.cited} (${f.why})`),
    );
    expect(findings).toEqual([]);
  });
});
