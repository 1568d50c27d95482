// The glossary of docs/glossary.json: finds retired words in the user-facing texts, and writes the
// glossary's tables into docs/content-guide.md (`npx tsx scripts/glossary.ts`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export type Lang = 'de' | 'en';

export interface Concept {
  id: string;
  meaning: string;
  de: { term: string; retired: string[] };
  en: { term: string; retired: string[] };
  why: string;
}

export interface Explained {
  id: string;
  de: string;
  en: string;
  where: string;
}

export interface Glossary {
  concepts: Concept[];
  explained: Explained[];
  avoid: Record<Lang, string[]>;
}

/** A user-facing text and where it comes from ("file#key"). */
export interface Text {
  source: string;
  lang: Lang;
  text: string;
  /** Texts of the validation namespace: retired words apply, the avoided words are left to its patterns. */
  validation?: boolean;
}

export interface Finding {
  source: string;
  lang: Lang;
  /** The concept whose retired word it is, or "avoid". */
  concept: string;
  word: string;
  /** The words around it. */
  context: string;
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GLOSSARY_FILE = 'docs/glossary.json';
export const GUIDE_FILE = 'docs/content-guide.md';

export function loadGlossary(file = path.join(root, GLOSSARY_FILE)): Glossary {
  return JSON.parse(readFileSync(file, 'utf8')) as Glossary;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const letter = '\\p{L}\\p{N}';

/**
 * How a retired word is found (case-insensitive):
 * - German: anywhere, also inside a compound ("Zugangsnummern", "Ersatzzugangsnummer"), once the
 *   glossary's own terms are blanked out ("Identifikationsnummer" is retired, "Steuer-Identifikationsnummer" is the term).
 * - English: as a word, with a plural or possessive ending ("access numbers", "access number's").
 */
export function retiredPattern(word: string, lang: Lang): RegExp {
  if (lang === 'de') return new RegExp(escape(word), 'giu');
  return new RegExp(`(?<![${letter}])${escape(word)}(?:s|es|'s)?(?![${letter}])`, 'giu');
}

/** An avoided word: a word of its own, German with any ending ("Feld", "Felder"), English with a plural one. */
export function avoidPattern(word: string, lang: Lang): RegExp {
  const ending = lang === 'de' ? `[${letter}]*` : `(?:s|es)?(?![${letter}])`;
  return new RegExp(`(?<![${letter}])${escape(word)}${ending}`, 'giu');
}

/** The glossary's terms of a language, longest first (a term may hold a retired word: "Steuer-Identifikationsnummer"). */
function terms(glossary: Glossary, lang: Lang): string[] {
  return glossary.concepts.flatMap((c) => c[lang].term.split(/,\s*/)).sort((a, b) => b.length - a.length);
}

/** Interpolations and nestings are not words the user reads. */
function readable(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/\$t\([^)]*\)/g, ' ').replace(/\{\w+\}/g, ' ');
}

function blank(text: string, words: string[], lang: Lang): string {
  let out = text;
  for (const word of words) out = out.replace(retiredPattern(word, lang), (m) => ' '.repeat(m.length));
  return out;
}

function around(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 30), index + length + 30).replace(/\s+/g, ' ').trim();
}

/** Every retired or avoided word in the texts. */
export function findRetired(texts: Text[], glossary: Glossary): Finding[] {
  const findings: Finding[] = [];
  const blanked = { de: terms(glossary, 'de'), en: terms(glossary, 'en') };
  for (const { source, lang, text, validation } of texts) {
    const plain = readable(text);
    const rest = blank(plain, blanked[lang], lang);
    for (const concept of glossary.concepts) {
      for (const word of concept[lang].retired) {
        for (const m of rest.matchAll(retiredPattern(word, lang))) {
          findings.push({ source, lang, concept: concept.id, word: m[0], context: around(plain, m.index, m[0].length) });
        }
      }
    }
    if (validation) continue;
    for (const word of glossary.avoid[lang]) {
      for (const m of plain.matchAll(avoidPattern(word, lang))) {
        findings.push({ source, lang, concept: 'avoid', word: m[0], context: around(plain, m.index, m[0].length) });
      }
    }
  }
  return findings;
}

// ---- the texts ----

/** i18n and text files, one per language: `{lang}` stands for de and en. */
export const JSON_TEXT_FILES = [
  'src/app/i18n/{lang}/app.json',
  'src/app/i18n/{lang}/wizard.json',
  'src/app/i18n/{lang}/estimate.json',
  'src/app/i18n/{lang}/easyRead.json',
  'src/domain/i18n/{lang}.json',
  'src/server/models/texts/{lang}.json',
  'src/server/help/{lang}.json',
  'design-system/src/i18n/{lang}.json',
] as const;

/**
 * Server modules whose texts are string literals under a `de` or `en` property, or in a branch of
 * `locale === 'de' ? … : …` (messages, test markers, PDFs, letters, the summary's form title).
 */
export const SOURCE_TEXT_FILES = [
  'src/server/messages.ts',
  'src/server/testMarkers.ts',
  'src/server/pdf/confirmation.ts',
  'src/server/pdf/letter.ts',
  'src/server/summary/summaryHtml.ts',
] as const;

export function jsonTexts(tree: unknown, source: string, lang: Lang, validation = false): Text[] {
  const out: Text[] = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') out.push({ source: `${source}#${key}`, lang, text: node, validation });
    else if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${key}[${i}]`));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(tree, '');
  return out;
}

/** The string literals of a module that stand (at any depth) under a property named `de` or `en`, or in a branch of a test of the locale. */
export function sourceTexts(code: string, source: string): Text[] {
  const file = ts.createSourceFile(source, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: Text[] = [];
  const langOf = (node: ts.Node): Lang | null => {
    for (let n: ts.Node | undefined = node.parent, child: ts.Node = node; n; child = n, n = n.parent) {
      // locale === 'de' ? '…' : '…'
      const test = ts.isConditionalExpression(n) ? /===\s*'(de|en)'/.exec(n.condition.getText(file)) : null;
      if (test && ts.isConditionalExpression(n) && child !== n.condition) {
        const other: Lang = test[1] === 'de' ? 'en' : 'de';
        return child === n.whenTrue ? (test[1] as Lang) : other;
      }
      if (ts.isPropertyAssignment(n) && (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name)) && (n.name.text === 'de' || n.name.text === 'en')) return n.name.text;
    }
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const lang = langOf(node);
      if (lang && node.text.trim() !== '') out.push({ source: `${source}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, lang, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Every user-facing text of the product, both languages. */
export function collectTexts(base = root): Text[] {
  const texts: Text[] = [];
  for (const pattern of JSON_TEXT_FILES) {
    for (const lang of ['de', 'en'] as const) {
      const file = pattern.replace('{lang}', lang);
      texts.push(...jsonTexts(JSON.parse(readFileSync(path.join(base, file), 'utf8')), file, lang, file.startsWith('src/domain/i18n/')));
    }
  }
  for (const file of SOURCE_TEXT_FILES) texts.push(...sourceTexts(readFileSync(path.join(base, file), 'utf8'), file));
  return texts;
}

// ---- the tables of docs/content-guide.md ----

const START = '<!-- glossary:start (generated from docs/glossary.json by `npx tsx scripts/glossary.ts`) -->';
const END = '<!-- glossary:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');
const list = (words: string[]) => (words.length ? words.map((w) => `~~${w}~~`).join(', ') : '–');

export function glossaryTables(glossary: Glossary): string {
  const lines = [
    '| Concept | German | English | Retired (German) | Retired (English) |',
    '|---|---|---|---|---|',
    ...glossary.concepts.map(
      (c) => `| ${cell(c.meaning)} | **${cell(c.de.term)}** | **${cell(c.en.term)}** | ${cell(list(c.de.retired))} | ${cell(list(c.en.retired))} |`,
    ),
    '',
    'Why these words:',
    '',
    ...glossary.concepts.map((c) => `- **${c.de.term}** / **${c.en.term}**: ${c.why}`),
    '',
    'Terms we keep because they are printed on the user\'s own papers, and explain where they are used:',
    '',
    '| German | English | Explained in |',
    '|---|---|---|',
    ...glossary.explained.map((e) => `| ${cell(e.de)} | ${cell(e.en)} | ${cell(e.where)} |`),
    '',
    `Words we avoid in any text (error messages included): German ${glossary.avoid.de.map((w) => `„${w}“`).join(', ')}; English ${glossary.avoid.en.map((w) => `"${w}"`).join(', ')}.`,
  ];
  return `${START}\n${lines.join('\n')}\n${END}`;
}

/** The guide with its generated block replaced by the tables of `glossary`. */
export function withTables(guide: string, glossary: Glossary): string {
  const start = guide.indexOf(START.slice(0, 20));
  const end = guide.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${GUIDE_FILE} has no glossary block (${START} … ${END})`);
  return guide.slice(0, start) + glossaryTables(glossary) + guide.slice(end + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = path.join(root, GUIDE_FILE);
  writeFileSync(file, withTables(readFileSync(file, 'utf8'), loadGlossary()));
  const findings = findRetired(collectTexts(), loadGlossary());
  for (const f of findings) console.log(`${f.source} (${f.lang}): "${f.word}" [${f.concept}] … ${f.context} …`);
  console.log(`${findings.length} retired or avoided word(s)`);
}
