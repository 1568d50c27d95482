// One vocabulary (docs/content-guide.md): no user-facing text, in either language, uses a word the
// glossary (docs/glossary.json) retired; the guide's tables are the glossary's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GUIDE_FILE,
  JSON_TEXT_FILES,
  SOURCE_TEXT_FILES,
  collectTexts,
  findRetired,
  jsonTexts,
  loadGlossary,
  root,
  sourceTexts,
  withTables,
  type Lang,
  type Text,
} from './glossary';

const glossary = loadGlossary();
const texts = collectTexts();
const found = (text: string, lang: Lang, validation = false) =>
  findRetired([{ source: 'probe', lang, text, validation }], glossary).map((f) => `${f.concept}:${f.word}`);

describe('the glossary', () => {
  it('has one German and one English term per concept, and retired words for the concepts the content guide names', () => {
    const ids = glossary.concepts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['accessCode', 'taxId', 'declaration', 'taxOffice', 'portal', 'transferTicket', 'sessionTicket']) expect(ids).toContain(id);
    for (const concept of glossary.concepts) {
      for (const lang of ['de', 'en'] as const) {
        expect(concept[lang].term.trim(), `${concept.id} ${lang}`).not.toBe('');
        expect(Array.isArray(concept[lang].retired), `${concept.id} ${lang}`).toBe(true);
      }
      expect(concept.de.retired.length + concept.en.retired.length, concept.id).toBeGreaterThan(0);
    }
  });

  it('never retires a word another concept chose', () => {
    for (const lang of ['de', 'en'] as const) {
      for (const concept of glossary.concepts) {
        for (const term of concept[lang].term.split(/,\s*/)) expect(found(term, lang), `${concept.id} ${lang}: ${term}`).toEqual([]);
      }
    }
  });

  it('keeps the access code, the transfer number and the reference number apart', () => {
    const term = (id: string, lang: Lang) => glossary.concepts.find((c) => c.id === id)![lang].term;
    expect(term('accessCode', 'de')).toBe('Freischaltcode');
    expect(term('accessCode', 'en')).toBe('access code');
    for (const lang of ['de', 'en'] as const) expect(term('transferTicket', lang)).not.toBe(term('sessionTicket', lang));
  });
});

describe('the check finds a retired word (it can fail)', () => {
  it('in German: with endings, inside compounds, in any case; not inside the term that holds it', () => {
    expect(found('Ihre Zugangsnummer kommt mit der Post.', 'de')).toEqual(['accessCode:Zugangsnummer']);
    expect(found('Zwei Zugangsnummern', 'de')).toEqual(['accessCode:Zugangsnummer']);
    expect(found('Eine Ersatz-Zugangsnummer', 'de')).toEqual(['accessCode:Zugangsnummer']);
    expect(found('NEUE ZUGANGSNUMMER', 'de')).toEqual(['accessCode:ZUGANGSNUMMER']);
    expect(found('Ihre Steuer-Identifikationsnummer', 'de')).toEqual([]);
    expect(found('Ihre steuerliche Identifikationsnummer', 'de')).toEqual(['taxId:Identifikationsnummer']);
    expect(found('Ihr Transferticket', 'de')).toEqual(['transferTicket:Transferticket']);
    expect(found('im Anbieterportal', 'de')).toEqual(['portal:Anbieterportal']);
  });

  it('in English: as a word, with a plural or possessive ending', () => {
    expect(found('Your access numbers', 'en')).toEqual(['accessCode:access numbers']);
    expect(found("The access number's letters", 'en')).toEqual(["accessCode:access number's"]);
    expect(found('your tax identification number', 'en')).toEqual([]);
    expect(found('your identification number', 'en')).toEqual(['taxId:identification number']);
    expect(found('two tax IDs', 'en')).toEqual(['taxId:tax IDs']);
    expect(found('a tax idea', 'en')).toEqual([]);
    expect(found('Your session ticket', 'en')).toEqual(['sessionTicket:session ticket']);
  });

  it('ignores interpolations, which are no words', () => {
    expect(found('Code: {{accessNumber}}', 'en')).toEqual([]);
  });

  it('finds an avoided word as a word of its own, outside the validation messages', () => {
    expect(found('Das Feld ist leer.', 'de')).toEqual(['avoid:Feld']);
    expect(found('Alle Felder', 'de')).toEqual(['avoid:Felder']);
    expect(found('Angabe (Pflichtfeld)', 'de')).toEqual([]);
    expect(found('The date is invalid.', 'en')).toEqual(['avoid:invalid']);
    expect(found('Das Feld ist leer.', 'de', true)).toEqual([]);
  });

  it('reads the texts of a server module by their language: under de/en, and in a test of the locale', () => {
    const code = `
      const messages = { used: { de: 'Mit dieser Zugangsnummer', en: 'With this access number' } };
      const title = (locale: string) => (locale === 'de' ? \`Ihr Transferticket \${1}\` : 'Your transfer ticket');
      const other = locale === 'en' ? 'tax ID' : 'Steuer-ID';
      import x from './module';`;
    const read: Text[] = sourceTexts(code, 'probe.ts');
    expect(read.map((t) => [t.lang, t.text])).toEqual([
      ['de', 'Mit dieser Zugangsnummer'],
      ['en', 'With this access number'],
      ['de', 'Ihr Transferticket '],
      ['en', 'Your transfer ticket'],
      ['en', 'tax ID'],
      ['de', 'Steuer-ID'],
    ]);
    expect(findRetired(read, glossary).map((f) => `${f.lang}:${f.word}`)).toEqual([
      'de:Zugangsnummer',
      'en:access number',
      'de:Transferticket',
      'en:transfer ticket',
      'en:tax ID',
      'de:Steuer-ID',
    ]);
  });

  it('walks every string of an i18n file, arrays included', () => {
    const read = jsonTexts({ a: { b: 'Ihre Zugangsnummer' }, list: ['x', 'Transferticket'] }, 'probe.json', 'de');
    expect(read.map((t) => t.source)).toEqual(['probe.json#a.b', 'probe.json#list[0]', 'probe.json#list[1]']);
    expect(findRetired(read, glossary)).toHaveLength(2);
  });
});

describe('the texts of the product', () => {
  it('come from every text file and server module, in both languages', () => {
    for (const pattern of JSON_TEXT_FILES) {
      for (const lang of ['de', 'en'] as const) {
        const file = pattern.replace('{lang}', lang);
        expect(texts.filter((t) => t.source.startsWith(`${file}#`) && t.lang === lang).length, file).toBeGreaterThan(5);
      }
    }
    for (const file of SOURCE_TEXT_FILES) {
      for (const lang of ['de', 'en'] as const) expect(texts.some((t) => t.source.startsWith(`${file}:`) && t.lang === lang), `${file} ${lang}`).toBe(true);
    }
  });

  it('use no retired or avoided word', () => {
    const findings = findRetired(texts, glossary).map((f) => `${f.source} (${f.lang}): "${f.word}" is retired [${f.concept}] … ${f.context} …`);
    expect(findings).toEqual([]);
  });
});

describe('docs/content-guide.md', () => {
  it('shows the glossary as docs/glossary.json has it (npx tsx scripts/glossary.ts writes it)', () => {
    const guide = readFileSync(path.join(root, GUIDE_FILE), 'utf8');
    expect(withTables(guide, glossary)).toBe(guide);
  });
});
