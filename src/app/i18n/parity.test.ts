import { describe, expect, it } from 'vitest';
import { dsResources } from '@einfach/design-system';

type Json = Record<string, unknown>;

const appFiles = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });
const validationFiles = import.meta.glob<Json>('../../domain/i18n/*.json', { eager: true, import: 'default' });
const modelFiles = import.meta.glob<Json>('../../server/models/texts/*.json', { eager: true, import: 'default' });
// Our own screens (not the declaration part, which has its own namespace) for the used-key check.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.*', '!../**/*.css.ts', '!../screens/declaration/**', '!../wizard/**', '!../estimate/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function flatten(node: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = String(node);
  }
  return out;
}

function namespace(files: Record<string, Json>, pattern: RegExp): Record<'de' | 'en', Json> | null {
  const result: Partial<Record<'de' | 'en', Json>> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = pattern.exec(path);
    if (match) result[match[1] as 'de' | 'en'] = content;
  }
  return result.de || result.en ? (result as Record<'de' | 'en', Json>) : null;
}

const namespaces: Record<string, Record<'de' | 'en', Json> | null> = {
  app: namespace(appFiles, /\/(de|en)\/app\.json$/),
  wizard: namespace(appFiles, /\/(de|en)\/wizard\.json$/),
  estimate: namespace(appFiles, /\/(de|en)\/estimate\.json$/),
  easyRead: namespace(appFiles, /\/(de|en)\/easyRead\.json$/),
  ds: dsResources,
  validation: namespace(validationFiles, /\/(de|en)\.json$/),
  model: namespace(modelFiles, /\/(de|en)\.json$/),
};

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale parity', () => {
  it('finds the namespaces every part must ship', () => {
    for (const ns of ['app', 'wizard', 'ds', 'validation']) expect(namespaces[ns], ns).not.toBeNull();
  });

  for (const [ns, files] of Object.entries(namespaces)) {
    if (!files) continue;
    describe(ns, () => {
      it('has both de and en', () => {
        expect(files.de, `${ns}/de`).toBeDefined();
        expect(files.en, `${ns}/en`).toBeDefined();
      });

      it('has the same keys in de and en', () => {
        const de = Object.keys(flatten(files.de)).sort();
        const en = Object.keys(flatten(files.en)).sort();
        expect(de.filter((k) => !en.includes(k)), `${ns}: keys only in de`).toEqual([]);
        expect(en.filter((k) => !de.includes(k)), `${ns}: keys only in en`).toEqual([]);
      });

      it('has no empty text and the same {{variables}} in both languages', () => {
        const de = flatten(files.de);
        const en = flatten(files.en);
        for (const [key, text] of Object.entries(de)) {
          expect(text.trim(), `${ns}:${key} (de) is empty`).not.toBe('');
          if (key in en) expect(variables(en[key]), `${ns}:${key}`).toEqual(variables(text));
        }
        for (const [key, text] of Object.entries(en)) expect(text.trim(), `${ns}:${key} (en) is empty`).not.toBe('');
      });
    });
  }

  it('every app key used by a screen exists in de and en', () => {
    const de = flatten(namespaces.app?.de);
    const en = flatten(namespaces.app?.en);
    const has = (flat: Record<string, string>, key: string) => key in flat || `${key}_one` in flat || `${key}_other` in flat;
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/\bt\(\s*'([A-Za-z][\w.]*)'/g)) used.add(match[1]);
      for (const match of source.matchAll(/Key:\s*'([A-Za-z][\w.]*)'/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !has(de, key) || !has(en, key));
    expect(missing).toEqual([]);
  });
});
