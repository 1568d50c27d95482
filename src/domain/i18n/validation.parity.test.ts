import { describe, expect, it } from 'vitest';
import { validationKeyParams, validationKeys, toI18nKey } from '../validators/messages';
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

  it('has no text that no validator returns', () => {
    const known = new Set(validationKeys.map((k) => k.replace(/^validation\./, '')));
    for (const key of deKeys.keys()) expect(known.has(key), key).toBe(true);
  });

  it('uses the same placeholders in both languages, exactly those the key needs', () => {
    for (const key of validationKeys) {
      const fileKey = key.replace(/^validation\./, '');
      const expected = [...(validationKeyParams[key] ?? [])].sort();
      expect(placeholders(deKeys.get(fileKey)!), `de ${key}`).toEqual(expected);
      expect(placeholders(enKeys.get(fileKey)!), `en ${key}`).toEqual(expected);
    }
  });

  it('keeps the spec wording in English', () => {
    expect(enKeys.get('idNr.length')).toBe('The tax number should have exact 11 digits.');
    expect(enKeys.get('birthDate.format')).toBe('Invalid! Date should be in format DD.MM.YYYY');
    expect(enKeys.get('birthDate.min')).toBe('Birthday should be at least 01.01.1900.');
    expect(enKeys.get('birthDate.age')).toBe('The user should be at least 18 years old.');
    expect(enKeys.get('email.invalid')).toBe('Please enter a valid email address.');
    expect(enKeys.get('accessCode.format')).toBe('The access code should follow this format: EEZ-XXXX-XXXX-XXXX.');
    expect(enKeys.get('invalid')).toBe('Invalid data');
    expect(enKeys.get('required')).toBe('This field is required.');
    expect(enKeys.get('iban.invalid')).toBe(
      'The IBAN must be a two-digit country code, a two-digit check number and then the basic bank account number.',
    );
    expect(deKeys.get('idNr.length')).toBe('Die Identifikationsnummer muss genau 11 Ziffern haben.');
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
