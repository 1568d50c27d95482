// The layers of docs/architecture.md ("Layers and who imports whom") and which of them may import
// which, checked on every import of every source file (static, dynamic, re-exports).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type LayerName = 'tokens' | 'design-system' | 'src/domain' | 'src/server' | 'src/app';

interface Layer {
  name: LayerName;
  /** Our other layers this one may import. */
  mayImport: LayerName[];
  /** Packages (not ours) production code may import; undefined: any. */
  packages?: (specifier: string) => boolean;
  /** Why a package is refused, for the message. */
  packageRule?: string;
}

/** Our packages by name, and the layer each one is. */
const packageLayers: Record<string, LayerName> = { '@einfach/tokens': 'tokens', '@einfach/design-system': 'design-system' };

const designSystemPackage = JSON.parse(readFileSync(path.join(root, 'design-system/package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
/** What the design system declares: its own dependencies and peers for its code, dev dependencies for its tests and stories. */
const designSystemDeclared = new Set(['dependencies', 'peerDependencies'].flatMap((key) => Object.keys(designSystemPackage[key] ?? {})));
const designSystemDevDeclared = new Set([...designSystemDeclared, ...Object.keys(designSystemPackage.devDependencies ?? {})]);

const domainPackages = new Set(['valibot', 'pkijs', 'asn1js']);

const layers: Layer[] = [
  { name: 'tokens', mayImport: [] },
  {
    name: 'design-system',
    mayImport: ['tokens'],
    packages: (name) => designSystemDeclared.has(name),
    packageRule: 'not declared in design-system/package.json (dependencies or peerDependencies)',
  },
  {
    name: 'src/domain',
    mayImport: [],
    packages: (name) => domainPackages.has(name),
    packageRule: 'src/domain imports valibot, pkijs and asn1js only (no React, no node:)',
  },
  { name: 'src/server', mayImport: ['src/domain'] },
  { name: 'src/app', mayImport: ['src/domain', 'design-system', 'tokens'] },
];

/**
 * The documented exceptions, each one file → one module: the design system's tax-number mask reads
 * the domain's Steuernummer table (a module without imports); the confirmation PDF's estimate reads the
 * estimate panel's texts (data, no code), so paper and screen say the same.
 */
const allowedFileImports: { from: string; to: string; why: string }[] = [
  {
    from: 'design-system/src/masks/taxNumberFormats.ts',
    to: 'src/domain/validators/taxNumberStates.ts',
    why: 'the tax-number mask reads the one Steuernummer table',
  },
  {
    from: 'src/server/pdf/estimate.ts',
    to: 'src/app/i18n/de/estimate.json',
    why: "the confirmation PDF's estimate says what the summary's estimate panel says (German)",
  },
  {
    from: 'src/server/pdf/estimate.ts',
    to: 'src/app/i18n/en/estimate.json',
    why: "the confirmation PDF's estimate says what the summary's estimate panel says (English)",
  },
];

/** Test code: tests, stories and their helpers. It may use test tools and read the year models as fixtures. */
function isTestCode(file: string): boolean {
  return /\.(test|stories)\.(c|m)?(t|j)sx?$/.test(file) || /(^|\/)(__tests__|test|testing|storybook)\//.test(file) || /(^|\/)testI18n\.tsx?$/.test(file);
}

/** Fixtures test code may read from another layer: the year models and their texts (data, not code). */
function isModelFixture(target: string): boolean {
  return /^src\/server\/models\/(ESt\d{4}|texts\/[a-z]{2})\.json$/.test(target);
}

const sourceFile = /\.(c|m)?(t|j)sx?$/;
const skippedDirs = new Set(['node_modules', 'dist', 'storybook-static']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : sourceFiles(rel);
    return sourceFile.test(entry.name) ? [rel] : [];
  });
}

/** Every module specifier of a source text: imports, re-exports, import(), require(). */
function specifiersOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

function layerOf(file: string): Layer | undefined {
  return layers.find((layer) => file === layer.name || file.startsWith(`${layer.name}/`));
}

/** The package a bare specifier names (`@scope/name` or `name`), without subpath. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A relative specifier resolved to a path from the root, with the extension it has on disk when it names a module. */
function resolveRelative(file: string, specifier: string): string {
  const bare = specifier.replace(/\?.*$/, '');
  return path.relative(root, path.resolve(root, path.dirname(file), bare)).split(path.sep).join('/');
}

function sameModule(target: string, allowed: string): boolean {
  return target === allowed || target === allowed.replace(/\.(t|j)sx?$/, '');
}

/** Why `specifier` in `file` breaks the layer rules, or null when it is allowed. */
function violation(file: string, specifier: string): string | null {
  const layer = layerOf(file);
  if (!layer) return null;
  const test = isTestCode(file);
  let targetLayer: LayerName | undefined;
  let target: string | undefined;
  if (specifier.startsWith('.')) {
    target = resolveRelative(file, specifier);
    targetLayer = layerOf(target)?.name;
    if (!targetLayer && !target.startsWith('..')) {
      // Another folder of the repository (docs, scripts, a11y-tests): only tests may read it.
      const top = target.split('/')[0];
      if (['src', 'design-system', 'tokens'].includes(top) || test) return null;
      return `reaches ${top}/, which is outside the layers`;
    }
  } else if (packageName(specifier) in packageLayers) {
    targetLayer = packageLayers[packageName(specifier)];
  } else {
    if (test || !layer.packages) {
      if (layer.name === 'design-system' && !designSystemDevDeclared.has(packageName(specifier))) return 'is not declared in design-system/package.json';
      return null;
    }
    return layer.packages(packageName(specifier)) ? null : `${layer.packageRule}`;
  }
  if (!targetLayer || targetLayer === layer.name || layer.mayImport.includes(targetLayer)) return null;
  if (target && allowedFileImports.some((a) => a.from === file && sameModule(target, a.to))) return null;
  if (target && test && isModelFixture(target)) return null;
  return `${layer.name} may not import ${targetLayer}`;
}

describe('import directions (docs/architecture.md)', () => {
  it('finds the specifiers of every kind of import', () => {
    const source = [
      "import { a } from '../a';",
      "import '../b.css';",
      "export * from './c';",
      "export { d } from './d';",
      "const e = lazy(() => import('./e'));",
      "const f = require('f');",
      'type G = import("./g").G;',
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['../a', '../b.css', './c', './d', './e', 'f', './g']);
  });

  it('tells allowed imports from forbidden ones', () => {
    expect(violation('src/domain/money.ts', '../app/api/client')).toMatch(/src\/domain may not import src\/app/);
    expect(violation('src/domain/money.ts', '../server/db')).toMatch(/src\/domain may not import src\/server/);
    expect(violation('src/domain/money.ts', 'react')).toMatch(/valibot, pkijs and asn1js only/);
    expect(violation('src/domain/money.ts', 'node:crypto')).toMatch(/no node:/);
    expect(violation('src/domain/money.ts', 'valibot')).toBeNull();
    expect(violation('src/domain/money.test.ts', 'fast-check')).toBeNull();
    expect(violation('src/app/api/client.ts', '../../server/paths')).toMatch(/src\/app may not import src\/server/);
    expect(violation('src/app/api/client.ts', '../../domain/api/schemas')).toBeNull();
    expect(violation('src/app/api/client.ts', '@einfach/design-system')).toBeNull();
    expect(violation('src/server/app.ts', '../app/routes')).toMatch(/src\/server may not import src\/app/);
    expect(violation('src/server/app.ts', '@einfach/design-system')).toMatch(/src\/server may not import design-system/);
    expect(violation('src/server/app.ts', '../domain/money')).toBeNull();
    expect(violation('design-system/src/components/Button/Button.tsx', '../../../../src/domain/money')).toMatch(/design-system may not import src\/domain/);
    expect(violation('design-system/src/components/Button/Button.tsx', '@einfach/tokens')).toBeNull();
    expect(violation('design-system/src/components/Button/Button.tsx', 'jotai')).toMatch(/not declared/);
    expect(violation('design-system/src/masks/taxNumberFormats.ts', '../../../src/domain/validators/taxNumberStates')).toBeNull();
    expect(violation('design-system/src/masks/other.ts', '../../../src/domain/validators/taxNumberStates')).toMatch(/may not import src\/domain/);
    expect(violation('tokens/src/index.ts', '@einfach/design-system')).toMatch(/tokens may not import design-system/);
    expect(violation('src/app/wizard/Wizard.test.tsx', '../../server/models/ESt2025.json')).toBeNull();
    expect(violation('src/app/wizard/Wizard.tsx', '../../server/models/ESt2025.json')).toMatch(/may not import src\/server/);
  });

  it('every source file keeps to the layers', () => {
    const files = layers.flatMap((layer) => sourceFiles(layer.name));
    expect(files.length).toBeGreaterThan(300);
    const violations = files.flatMap((file) =>
      specifiersOf(readFileSync(path.join(root, file), 'utf8')).flatMap((specifier) => {
        const why = violation(file, specifier);
        return why ? [`${file}: '${specifier}' ${why}`] : [];
      }),
    );
    expect(violations).toEqual([]);
  });

  it('the documented exceptions exist, so none outlives its reason', () => {
    for (const { from, to } of allowedFileImports) {
      const specifiers = specifiersOf(readFileSync(path.join(root, from), 'utf8'));
      expect(specifiers.some((s) => s.startsWith('.') && sameModule(resolveRelative(from, s), to))).toBe(true);
    }
  });
});
