import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiler } from '@vanilla-extract/compiler';
import { expect, it } from 'vitest';
import { vars } from './contract.css';
import { baseCss, themeColors } from './tokenSet';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Dot paths of every leaf of a nested object. */
const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

it('every name of the theme contract has a token, and every token of the files a name (breakpoints are media queries)', () => {
  const fromFiles = [...leaves(baseCss).filter((p) => !p.startsWith('breakpoint.')), 'focus.forcedColor', ...leaves(themeColors.light, 'color.')].sort();
  expect(fromFiles).toEqual(leaves(vars).sort());
});

/**
 * The CSS the themes compile to, as the app and Storybook get it. The snapshot is, byte for byte, the
 * CSS of the hand-written TypeScript values before the token files became the source: the move
 * changed no variable name and no value. A deliberate change of a token shows here as a diff for the review;
 * accept it with `npx vitest run tokens/src/themeCss.test.ts -u`.
 */
it('the themes compile to the same CSS custom properties', async () => {
  const compiler = createCompiler({ root, identifiers: 'debug', enableFileWatcher: false, viteConfig: { logLevel: 'error' } });
  try {
    for (const file of ['tokens/src/themes.css.ts', 'tokens/src/print.css.ts']) await compiler.processVanillaFile(path.join(root, file), { outputCss: true });
    await expect(compiler.getAllCss()).toMatchFileSnapshot('./__snapshots__/themes.css');
  } finally {
    await compiler.close();
  }
});
