import { describe, expect, it } from 'vitest';
import { composedMessageKeys, composedMessageParams, validationKeyParams, validationKeys, toI18nKey } from '../validators/messages';
import de from './de.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const deKeys = flatten(de as Tree);
const enKeys = flatten(en as Tree);

describe('validation namespace', () => {
  it('has the same keys in de and en', () => {
    expect([...deKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('has a non-empty text in both languages for every key a validator returns', () => {
    for (const key of validationKeys) {
      const fileKey = key.replace(/^validation\./, '');
      expect(deKeys.get(fileKey)?.trim(), `de ${key}`).toBeTruthy();
      expect(enKeys.get(fileKey)?.trim(), `en ${key}`).toBeTruthy();
    }
  });

  it('has no text that no validator returns or the form layer composes', () => {
    const known = new Set([...validationKeys, ...composedMessageKeys].map((k) => k.replace(/^validation\./, '')));
    for (const key of deKeys.keys()) expect(known.has(key), key).toBe(true);
  });

  it('uses the same placeholders in both languages, exactly those the key needs', () => {
    for (const key of validationKeys) {
      const fileKey = key.replace(/^validation\./, '');
      const expected = [...(validationKeyParams[key] ?? [])].sort();
      expect(placeholders(deKeys.get(fileKey)!), `de ${key}`).toEqual(expected);
      expect(placeholders(enKeys.get(fileKey)!), `en ${key}`).toEqual(expected);
    }
    for (const key of composedMessageKeys) {
      const fileKey = key.replace(/^validation\./, '');
      const expected = [...composedMessageParams[key]].sort();
      expect(placeholders(deKeys.get(fileKey) ?? ''), `de ${key}`).toEqual(expected);
      expect(placeholders(enKeys.get(fileKey) ?? ''), `en ${key}`).toEqual(expected);
    }
  });

  it('keeps the spec wording in English', () => {
    expect(enKeys.get('email.invalid')).toBe('Please enter a valid email address.');
    expect(enKeys.get('accessCode.format')).toBe('The access code should follow this format: EEZ-XXXX-XXXX-XXXX.');
    expect(enKeys.get('invalid')).toBe('Invalid data');
    expect(enKeys.get('required')).toBe('This field is required.');
  });

  it('says the expected form of the IdNr, IBAN and tax number with an example (docs/decisions.md, Forms)', () => {
    for (const key of ['idNr.length', 'iban.invalid', 'taxNumber.length']) {
      expect(deKeys.get(key), `de ${key}`).toContain('zum Beispiel');
      expect(enKeys.get(key), `en ${key}`).toContain('for example');
    }
    expect(deKeys.get('iban.invalid')).toContain('DE89 3704 0044 0532 0130 00');
    expect(placeholders(deKeys.get('taxNumber.length')!)).toEqual(['digits', 'example']);
  });

  it('says what to do when nothing was given, never "Feld" or "Eingabe"', () => {
    for (const [key, text] of deKeys) {
      if (!key.startsWith('missing.')) continue;
      expect(text, key).toMatch(/^(Geben|Wählen|Füllen) Sie /);
      expect(text, key).not.toMatch(/Feld|Eingabe/);
    }
  });

  it('writes German with real umlauts, not ae/oe/ue substitutes', () => {
    const substitutes = /\b(fuer|muessen|muss\w*ae|groess|hoechst|waehl|pruef|gueltig|Laender|Pruef|Waehl|Ueber)/;
    for (const [key, text] of deKeys) expect(text, key).not.toMatch(substitutes);
  });

  it('maps validator keys to i18next keys of the validation namespace', () => {
    expect(toI18nKey('validation.idNr.length')).toBe('validation:idNr.length');
    expect(toI18nKey('validation.required')).toBe('validation:required');
  });
});
