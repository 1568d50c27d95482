import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The design system is a package: code under src/ uses it by its name and its declared entry points
// (design-system/package.json "exports"), never by a relative path into its folder.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const designSystemDir = path.join(root, 'design-system');
const packageName = '@einfach/design-system';
const designSystemPackage = JSON.parse(readFileSync(path.join(designSystemDir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
const entryPoints = new Set(Object.keys(designSystemPackage.exports).map((key) => (key === '.' ? packageName : `${packageName}/${key.slice(2)}`)));

const sourceFile = /\.(c|m)?(t|j)sx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return sourceFile.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier in a file: static and side-effect imports, re-exports, import(), require() and import.meta.glob patterns. */
function moduleSpecifiers(source: string): string[] {
  const found: string[] = [];
  const direct = /\b(?:from|import|require)\s*\(?\s*(['"`])([^'"`\n]+)\1/g;
  for (const match of source.matchAll(direct)) found.push(match[2]);
  const glob = /import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|(['"`])[^'"`\n]+\2)/g;
  for (const match of source.matchAll(glob)) {
    for (const literal of match[1].matchAll(/(['"`])([^'"`\n]+)\1/g)) found.push(literal[2].replace(/^!/, ''));
  }
  return found;
}

/** Why a specifier in `file` breaks the package boundary, or null when it is fine. */
function boundaryViolation(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(file), specifier);
    const inside = path.relative(designSystemDir, target);
    if (!inside.startsWith('..') && !path.isAbsolute(inside)) return `reaches into design-system/ by a relative path; import from '${packageName}'`;
    return null;
  }
  if (specifier === packageName || specifier.startsWith(`${packageName}/`)) {
    return entryPoints.has(specifier) ? null : `is not an entry point of ${packageName} (design-system/package.json "exports")`;
  }
  return null;
}

describe('design-system imports', () => {
  it('finds the specifiers of every kind of import', () => {
    const source = [
      "import { Button } from '@einfach/design-system';",
      "import '../x/global.css';",
      "export * from './y';",
      "const Select = lazy(() => import('../../z'));",
      "const files = import.meta.glob<Json>(['./a/*.json', '!./a/b.json'], { eager: true });",
    ].join('\n');
    expect(moduleSpecifiers(source)).toEqual(['@einfach/design-system', '../x/global.css', './y', '../../z', './a/*.json', './a/b.json']);
  });

  it('tells a relative path into the design system or an undeclared subpath from the package entry points', () => {
    const file = path.join(root, 'src/app/components/Example.tsx');
    expect(boundaryViolation(file, '../../../design-system/src/components/Select')).toMatch(/relative path/);
    expect(boundaryViolation(file, '../../../design-system/src/i18n/*.json')).toMatch(/relative path/);
    expect(boundaryViolation(file, '@einfach/design-system/components/Select')).toMatch(/not an entry point/);
    expect(boundaryViolation(file, '@einfach/design-system')).toBeNull();
    expect(boundaryViolation(file, '@einfach/design-system/select')).toBeNull();
    expect(boundaryViolation(file, '../../domain/forms')).toBeNull();
  });

  it('no file under src/ imports the design system other than by its package name and entry points', () => {
    const files = sourceFiles(path.join(root, 'src'));
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      moduleSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const why = boundaryViolation(file, specifier);
        return why ? [`${path.relative(root, file)}: '${specifier}' ${why}`] : [];
      }),
    );
    expect(violations).toEqual([]);
  });
});
