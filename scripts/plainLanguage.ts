// Plain language, measured (docs/content-guide.md, "Measuring plain language"):
// - the Leichte Sprache pages (src/app/easyRead/content.ts): sentence length, abbreviations, long
//   compounds, and counts of passive voice and negation against a budget per document;
// - every other German user-facing text: LIX and the first Wiener Sachtextformel per screen, against
//   a budget per screen, and no sentence over 25 words.
// `npx tsx scripts/plainLanguage.ts [--json file] [--guide] [--check]` prints the tables and writes
// the JSON that `npm run a11y:report` shows (default test-results/plain-language.json); `--guide`
// rewrites the table in docs/content-guide.md; `--check` exits 1 when a rule or budget fails.
// scripts/plainLanguage.test.ts holds the same rules in `npm test`.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EasyReadDocument } from '../src/app/easyRead/content';
import { collectTexts, jsonTexts, root, type Text } from './glossary';

// ---- the Leichte Sprache module (src/app/easyRead/content.ts) ----

export type { EasyReadDocument, EasyReadSection } from '../src/app/easyRead/content';

export const EASY_READ_FILE = 'src/app/easyRead/content.ts';

// ---- the thresholds ----

/** The rules for Leichte Sprache (see the content guide for why each number). */
export const EASY_READ_RULES = {
  /** Mean words per sentence of a document, at most. */
  meanWords: 10,
  /** Words in any one sentence, at most. */
  maxWords: 15,
  /** Letters of a word part not split by a hyphen or a middle dot, at most. */
  compoundLetters: 14,
  /** Sentences in the passive voice per document, at most (a flag, not a ban). */
  passivePerDocument: 1,
  /** Negations (words) per document, at most (a flag, not a ban). */
  negationsPerDocument: 2,
} as const;

/**
 * Abbreviations a reader of Leichte Sprache meets as words of their own: printed on their papers
 * and cards, with no German word for them. Everything else is written out.
 */
export const ABBREVIATION_ALLOWLIST: readonly string[] = ['PDF', 'IBAN'];

/** Proper names longer than the compound limit that stay as they are written on the user's letters. */
export const COMPOUND_ALLOWLIST: readonly string[] = ['Bundeszentralamt'];

/** The LIX budget of a screen; legal pages have their own (they must name laws and bodies). */
export const LIX_BUDGET = 45;
export const LIX_BUDGET_LEGAL = 55;
/**
 * A screen with fewer words has its LIX listed, not budgeted: on a few labels one long word moves it
 * by ten points ("Protokoll einschalten"). Its sentences still keep MAX_SENTENCE_WORDS.
 */
export const MIN_WORDS_FOR_LIX = 50;
/** Words in any one sentence of a screen text, at most (the content guide: "more than 25 words is too long"). */
export const MAX_SENTENCE_WORDS = 25;

// ---- words, sentences, syllables ----

/** Interpolations become one short word ("{{year}}" is read as "2025"); soft hyphens are no characters. */
export function readable(text: string): string {
  return text
    .replace(/\u00ad/g, '')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/\{\{[^}]*\}\}/g, 'N')
    .replace(/\{\w+\}/g, 'N');
}

/** Known abbreviations written with a dot. */
const DOTTED = [
  'z. B.', 'z.B.', 'd. h.', 'd.h.', 'u. a.', 'u.a.', 'o. ä.', 'o.ä.', 'i. d. R.', 'u. U.', 'bzw.', 'usw.', 'etc.', 'ca.', 'ggf.', 'evtl.', 'inkl.', 'zzgl.',
  'vgl.', 'bspw.', 'Nr.', 'Str.', 'Tel.', 'Abs.', 'Art.', 'max.', 'min.', 'mind.', 'geb.', 'Hr.', 'Fr.', 'Dr.', 'St.', 'Jh.', 'sog.', 'bzgl.', 'lt.',
];

/** The known dotted abbreviations of a text, where they stand (longest first, none inside another). */
function dotted(plain: string): { index: number; word: string }[] {
  const found: { index: number; word: string }[] = [];
  const taken = new Set<number>();
  for (const a of [...DOTTED].sort((x, y) => y.length - x.length)) {
    const re = new RegExp(`(?<![\\p{L}])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s?')}`, 'gu');
    for (const m of plain.matchAll(re)) {
      if ([...Array(m[0].length).keys()].some((k) => taken.has(m.index + k))) continue;
      for (let k = 0; k < m[0].length; k++) taken.add(m.index + k);
      found.push({ index: m.index, word: m[0] });
    }
  }
  return found;
}

const WORD = /[\p{L}\p{N}]+(?:[-‐'’·.:/@][\p{L}\p{N}]+)*/gu;

/** The words of a text: letters and digits, joined by hyphens, middle dots, dots or colons inside ("E-Mail-Adresse", "24.12.1950", "14:35"). */
export function words(text: string): string[] {
  return readable(text).match(WORD) ?? [];
}

/**
 * The sentences of a text. A sentence ends at . ! ? … or a line break, or at the end of the text (a
 * heading or label is a sentence of its own). Not an end: the dot of a known abbreviation ("z. B."),
 * or of an ordinal ("am 1. Januar"); a colon never ends one.
 */
export function sentences(text: string): string[] {
  const plain = readable(text);
  const out: string[] = [];
  const inAbbreviation = new Set<number>();
  // "usw." and "etc." may end a sentence with their dot; the others never do ("z. B. Brillen").
  for (const m of dotted(plain)) for (let k = m.index; k < m.index + m.word.length - (/^(usw|etc)\.$/.test(m.word) ? 1 : 0); k++) inAbbreviation.add(k);
  let start = 0;
  const push = (end: number) => {
    const s = plain.slice(start, end).trim();
    if (words(s).length > 0) out.push(s);
    start = end;
  };
  for (let i = 0; i < plain.length; i++) {
    const c = plain[i];
    if (c === '\n') {
      push(i);
      continue;
    }
    if (!'.!?…'.includes(c)) continue;
    // the end of a sentence: followed by space(s) and something that starts one, or by the end
    let j = i + 1;
    while (j < plain.length && '.!?…"“”»«)’\''.includes(plain[j])) j++;
    if (j < plain.length && !/\s/.test(plain[j])) continue;
    if (c === '.') {
      if (inAbbreviation.has(i)) continue;
      const before = plain.slice(0, i + 1);
      const next = plain.slice(j).trimStart();
      if (/(?:^|[\s(])\d{1,2}\.$/u.test(before) && next !== '') continue;
      if (next !== '' && !/^[\p{Lu}\p{N}„"“»(]/u.test(next)) continue;
    }
    push(j);
    i = j - 1;
  }
  push(plain.length);
  return out;
}

/** Two vowels read as one sound in German. */
const NUCLEI = ['äu', 'eu', 'ei', 'ai', 'au', 'ie', 'ey', 'ay', 'aa', 'ee', 'oo'];

/**
 * German syllables of a word: its vowel sounds. A run of vowels counts a diphthong or long vowel
 * ("ei", "eu", "ie", "aa") as one sound and every other vowel as one ("Steu-er": 2). A word without
 * a vowel (a number, "PDF") has one. A heuristic: "Fa-mi-li-e" counts 3, not 4.
 */
export function syllables(word: string): number {
  let count = 0;
  for (const run of word.toLowerCase().match(/[aeiouyäöü]+/g) ?? []) {
    for (let i = 0; i < run.length; ) {
      i += NUCLEI.includes(run.slice(i, i + 2)) ? 2 : 1;
      count++;
    }
  }
  return Math.max(1, count);
}

const letters = (word: string) => (word.match(/\p{L}/gu) ?? []).length;

export interface Figures {
  words: number;
  sentences: number;
  /** Words of more than 6 letters. */
  longWords: number;
  /** Words of 3 or more syllables. */
  polysyllables: number;
  /** Words of one syllable. */
  monosyllables: number;
  /** Words of the longest sentence. */
  longestSentence: number;
  /** LIX: words per sentence + percent of long words. */
  lix: number;
  /** The first Wiener Sachtextformel: about the school year (4 to 15) a text suits. */
  wstf: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** LIX and the first Wiener Sachtextformel of some texts, pooled (each text ends its last sentence). */
export function figures(texts: readonly string[]): Figures {
  const all = texts.flatMap((t) => sentences(t));
  const ws = all.flatMap((s) => words(s));
  const n = ws.length;
  const longWords = ws.filter((w) => letters(w) > 6).length;
  const syl = ws.map(syllables);
  const polysyllables = syl.filter((s) => s >= 3).length;
  const monosyllables = syl.filter((s) => s === 1).length;
  const sl = all.length ? n / all.length : 0;
  const pct = (k: number) => (n ? (100 * k) / n : 0);
  return {
    words: n,
    sentences: all.length,
    longWords,
    polysyllables,
    monosyllables,
    longestSentence: Math.max(0, ...all.map((s) => words(s).length)),
    lix: round(sl + pct(longWords)),
    wstf: round(0.1935 * pct(polysyllables) + 0.1672 * sl + 0.1297 * pct(longWords) - 0.0327 * pct(monosyllables) - 0.875),
  };
}

// ---- the rules of Leichte Sprache ----

/**
 * Abbreviations in a text: the known dotted ones ("z. B.", "usw.", "Abs."), a short word with a dot
 * that the sentence goes on after in lower case ("Std. lang"), and letter acronyms ("BGG", "IdNr");
 * not those of the allowlist.
 */
export function abbreviations(text: string, allow: readonly string[] = ABBREVIATION_ALLOWLIST): string[] {
  const plain = readable(text);
  const found = dotted(plain).map((m) => ({ at: m.index, word: m.word }));
  const taken = new Set(found.flatMap((f) => [...Array(f.word.length).keys()].map((k) => f.at + k)));
  // a short word with a dot, and the sentence goes on in lower case ("ca. fünf", "Std. lang")
  for (const m of plain.matchAll(/(?<![\p{L}\p{N}.])(\p{L}{1,4})\.(?=\s*\p{Ll})/gu)) {
    if (!taken.has(m.index)) found.push({ at: m.index, word: `${m[1]}.` });
  }
  // acronyms: two or more capitals in a word (BGG, PDF, IdNr, EU), not a word in capitals of its own length > 5 (a shout is another rule)
  for (const m of plain.matchAll(/(?<![\p{L}\p{N}])(?=\p{L}*\p{Lu}\p{L}*\p{Lu})[\p{L}]{2,6}(?![\p{L}\p{N}])/gu)) {
    if (!/^\p{Lu}\p{Ll}+$/u.test(m[0]) && !allow.includes(m[0])) found.push({ at: m.index, word: m[0] });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.word);
}

/**
 * Words with a part longer than `max` letters: a compound not split by a hyphen or a middle dot
 * ("Steuererklärung", not "Steuer-Erklärung", "Steuer·erklärung"). The linking s before a hyphen
 * belongs to the joint, not to the part: "Identifikations-Nummer" has a part of 14 letters.
 */
export function longCompounds(text: string, max: number = EASY_READ_RULES.compoundLetters, allow: readonly string[] = COMPOUND_ALLOWLIST): string[] {
  return words(text).filter((w) => {
    const parts = w.split(/[-‐·.:/@]/);
    return parts.some((part, i) => {
      const stem = i < parts.length - 1 && part.endsWith('s') ? part.slice(0, -1) : part;
      return letters(stem) > max && !allow.some((a) => part.toLowerCase() === a.toLowerCase());
    });
  });
}

/** Forms of "werden" that make a passive with a past participle (not "wird" + infinitive, the future). */
const WERDEN = new Set(['werde', 'wirst', 'wird', 'werden', 'werdet', 'wurde', 'wurdest', 'wurden', 'wurdet', 'würde', 'würden', 'worden']);
/** Infinitives and other words that look like a participle "ge…en" or "ge…t". */
const NOT_PARTICIPLES = new Set(['geben', 'gehen', 'gelten', 'gewinnen', 'genießen', 'gehören', 'gewähren', 'gestalten', 'gesamt', 'gerecht', 'genug', 'gegen', 'gestern', 'gern', 'gewiss', 'gleich']);
/** Participles without "ge" that are no infinitive too ("erhalten", "bekommen" are both: left out). */
const STRONG_PARTICIPLES = new Set(['überwiesen', 'verloren', 'entschieden', 'verschrieben', 'vergessen', 'unterschrieben', 'beschrieben', 'verstanden', 'verboten', 'gestohlen']);
const PREFIXES = ['ab', 'an', 'auf', 'aus', 'bei', 'durch', 'ein', 'fest', 'fort', 'her', 'hin', 'los', 'mit', 'nach', 'vor', 'weg', 'weiter', 'wieder', 'zu', 'zurück', 'zusammen', 'frei', 'hoch', 'heraus', 'herunter', 'hinzu', 'um', 'über'];

/** A past participle, by its form: ge…t / ge…en (also after a separable prefix: "abgeschickt"), be-/er-/ver-/ent-/zer-/emp-/miss-…t, …iert. */
export function isParticiple(word: string): boolean {
  const w = word.toLowerCase();
  if (word !== w || NOT_PARTICIPLES.has(w) || w.length < 5) return false;
  if (w.endsWith('iert')) return true;
  const rest = PREFIXES.find((p) => w.startsWith(`${p}ge`) && w.length > p.length + 5);
  const core = rest ? w.slice(rest.length) : w;
  if (/^ge\p{L}{2,}(t|en)$/u.test(core) && !NOT_PARTICIPLES.has(core)) return true;
  return STRONG_PARTICIPLES.has(w) || /^(be|er|ver|ent|zer|emp|miss|über|unter|hinter|wider|voll)\p{L}{2,}t$/u.test(w);
}

/** The passive sentences of a text ("Der Brief wird verschickt.", "Sie werden abgemeldet.", "… ist geprüft worden."). */
export function passives(text: string): string[] {
  return sentences(text).filter((s) => {
    const ws = words(s);
    if (ws.some((w) => w.toLowerCase() === 'worden')) return true;
    return ws.some((w) => WERDEN.has(w.toLowerCase())) && ws.some(isParticiple);
  });
}

const NEGATION = /^(nicht|nichts|nie|niemals|niemand\p{L}*|kein\p{L}*|nirgends|weder)$/iu;

/** The negations of a text: nicht, nichts, nie, niemals, niemand, kein…, nirgends, weder. */
export function negations(text: string): string[] {
  return words(text).filter((w) => NEGATION.test(w));
}

export interface EasyReadFinding {
  document: string;
  /** "title", "section 2 heading", "section 2 line 3", "section 2 picture". */
  where: string;
  rule: 'sentence length' | 'one sentence per line' | 'abbreviation' | 'compound' | 'mean sentence length' | 'passive' | 'negation';
  detail: string;
}

export interface EasyReadResult {
  id: string;
  title: string;
  sentences: number;
  meanWords: number;
  maxWords: number;
  passives: number;
  negations: number;
  findings: EasyReadFinding[];
}

/** Checks documents of Leichte Sprache against EASY_READ_RULES; every finding breaks a rule or a budget. */
export function checkEasyRead(docs: readonly EasyReadDocument[]): EasyReadResult[] {
  const R = EASY_READ_RULES;
  return docs.map((doc) => {
    const findings: EasyReadFinding[] = [];
    const add = (where: string, rule: EasyReadFinding['rule'], detail: string) => findings.push({ document: doc.id, where, rule, detail });
    const texts: { where: string; text: string; line: boolean }[] = [{ where: 'title', text: doc.title, line: false }];
    doc.sections.forEach((s, i) => {
      texts.push({ where: `section ${i + 1} heading`, text: s.heading, line: false });
      s.lines.forEach((l, k) => texts.push({ where: `section ${i + 1} line ${k + 1}`, text: l, line: true }));
      if (s.picture) texts.push({ where: `section ${i + 1} picture`, text: s.picture.alt, line: false });
    });
    const lengths: number[] = [];
    let passiveCount = 0;
    let negationCount = 0;
    for (const { where, text, line } of texts) {
      const parts = sentences(text);
      if (line && parts.length > 1) add(where, 'one sentence per line', `${parts.length} sentences: „${text}“`);
      for (const s of parts) {
        const n = words(s).length;
        if (line) lengths.push(n);
        if (n > R.maxWords) add(where, 'sentence length', `${n} words (at most ${R.maxWords}): „${s}“`);
      }
      for (const a of abbreviations(text)) add(where, 'abbreviation', `„${a}“`);
      for (const c of longCompounds(text)) add(where, 'compound', `„${c}“ (split parts longer than ${R.compoundLetters} letters with a hyphen or ·)`);
      passiveCount += passives(text).length;
      negationCount += negations(text).length;
    }
    const mean = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0;
    if (mean > R.meanWords) add('all lines', 'mean sentence length', `${round(mean)} words per sentence (at most ${R.meanWords})`);
    if (passiveCount > R.passivePerDocument) add('all lines', 'passive', `${passiveCount} passive sentences (at most ${R.passivePerDocument})`);
    if (negationCount > R.negationsPerDocument) add('all lines', 'negation', `${negationCount} negations (at most ${R.negationsPerDocument})`);
    return {
      id: doc.id,
      title: doc.title,
      sentences: lengths.length,
      meanWords: round(mean),
      maxWords: Math.max(0, ...lengths),
      passives: passiveCount,
      negations: negationCount,
      findings,
    };
  });
}

/** The Leichte Sprache documents of the app, or null while src/app/easyRead/content.ts does not exist. */
export async function loadEasyRead(base = root): Promise<{ pages: readonly EasyReadDocument[]; topics: readonly EasyReadDocument[] } | null> {
  const file = path.join(base, EASY_READ_FILE);
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { easyReadPages: readonly EasyReadDocument[]; easyReadTopics: readonly EasyReadDocument[] };
  return { pages: mod.easyReadPages, topics: mod.easyReadTopics };
}

// ---- the screens of the other texts ----

/** The form models' text keys per wizard screen: what each screen of any year's model shows. */
export function modelScreens(base = root): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  const add = (key: string, screen: string) => {
    const list = byKey.get(key) ?? [];
    if (!list.includes(screen)) list.push(screen);
    byKey.set(key, list);
  };
  for (const year of ['2023', '2024', '2025']) {
    const file = path.join(base, `src/server/models/ESt${year}.json`);
    if (!existsSync(file)) continue;
    const model = JSON.parse(readFileSync(file, 'utf8')) as {
      screens: { name: string }[];
      enumerations?: { internal?: { id: string; options: { labelKey?: string }[] }[] };
    };
    const enums = new Map((model.enumerations?.internal ?? []).map((e) => [e.id, e.options.flatMap((o) => (o.labelKey ? [o.labelKey] : []))]));
    for (const screen of model.screens) {
      const visit = (node: unknown, prop: string) => {
        if (typeof node === 'string') {
          if (prop.endsWith('Key') || prop === 'errorMessages' || prop === 'field-group-validation-msg') add(node, screen.name);
          if (prop === 'help_link') {
            const [topic, element] = node.split('#');
            add(`help.${topic}.${element}.title`, screen.name);
            add(`help.${topic}.${element}.text`, screen.name);
          }
          if (prop === 'id') for (const key of enums.get(node) ?? []) add(key, screen.name);
        } else if (Array.isArray(node)) node.forEach((n) => visit(n, prop));
        else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, prop === 'errorMessages' ? prop : k);
      };
      visit(screen, '');
    }
  }
  return byKey;
}

/** Which screen (or screens) a text belongs to, by its file and key. */
const SCREEN_RULES: [RegExp, string][] = [
  [/i18n\/de\/app\.json#start\./, 'start'],
  [/i18n\/de\/app\.json#registration\.intro\./, 'registration: eligibility'],
  [/i18n\/de\/app\.json#registration\.form\./, 'registration: form'],
  [/i18n\/de\/app\.json#registration\.success\./, 'registration: success'],
  [/i18n\/de\/app\.json#login\./, 'login'],
  [/i18n\/de\/app\.json#(errorPage|error|enumerations)\./, 'errors'],
  [/i18n\/de\/app\.json#session\./, 'session dialogs'],
  [/i18n\/de\/app\.json#clientLog\./, 'browser logging'],
  [/i18n\/de\/app\.json#pages\.accessibility\./, 'legal: accessibility statement'],
  [/i18n\/de\/app\.json#pages\.imprint\./, 'legal: imprint'],
  [/i18n\/de\/app\.json#pages\.dataProtection\./, 'legal: data protection'],
  [/i18n\/de\/app\.json#declaration\.(year|placeholder)$/, 'year'],
  [/i18n\/de\/app\.json#declaration\.info$/, 'year: conditions'],
  [/i18n\/de\/app\.json#declaration\.wizard$/, 'wizard: frame'],
  [/i18n\/de\/app\.json#declaration\.summary$/, 'summary'],
  [/i18n\/de\/app\.json#declaration\.confirmation$/, 'confirmation'],
  [/i18n\/de\/app\.json#declaration\.confirmationSuccess$/, 'new access code'],
  [/i18n\/de\/app\.json#help\./, 'help dialog'],
  [/i18n\/de\/app\.json#easyRead\./, 'Leichte Sprache: frame'],
  [/i18n\/de\/easyRead\.json#/, 'Leichte Sprache: frame'],
  [/i18n\/de\/app\.json#/, 'layout and loading'],
  [/i18n\/de\/wizard\.json#year\./, 'year'],
  [/i18n\/de\/wizard\.json#info\./, 'year: conditions'],
  [/i18n\/de\/wizard\.json#summary\./, 'summary'],
  [/i18n\/de\/wizard\.json#confirmation\./, 'confirmation'],
  [/i18n\/de\/wizard\.json#success\./, 'new access code'],
  [/i18n\/de\/wizard\.json#/, 'wizard: frame'],
  [/i18n\/de\/estimate\.json#/, 'estimate'],
  [/src\/domain\/i18n\/de\.json#/, 'errors: validation'],
  [/src\/server\/help\/de\.json#registration\./, 'registration: form'],
  [/src\/server\/help\/de\.json#login\./, 'login'],
  [/src\/server\/help\/de\.json#declarationYear\./, 'year'],
  [/src\/server\/help\/de\.json#documents\./, 'registration: success'],
  [/src\/server\/help\/de\.json#signing\./, 'summary'],
  [/design-system\/src\/i18n\/de\.json#/, 'design system'],
  [/src\/server\/messages\.ts:/, 'errors: server'],
  [/src\/server\/testMarkers\.ts:/, 'test mode'],
  [/src\/server\/pdf\/confirmation\.ts:/, 'confirmation PDF'],
  [/src\/server\/pdf\/letter\.ts:/, 'letter'],
  [/src\/server\/summary\/summaryHtml\.ts:/, 'summary'],
];

export function screensOf(text: Text, models: Map<string, string[]>): string[] {
  const model = /^src\/server\/models\/texts\/de\.json#(.+)$/.exec(text.source);
  if (model) return (models.get(model[1]) ?? ['common']).map((s) => `wizard: ${s}`);
  const rule = SCREEN_RULES.find(([re]) => re.test(text.source));
  return rule ? [rule[1]] : ['other'];
}

/**
 * The texts the glossary check reads (`collectTexts`), and every further German namespace of the
 * app (`src/app/i18n/de/*.json`), so that a new namespace is measured from its first text.
 */
export function germanTexts(base = root): Text[] {
  const texts = collectTexts(base).filter((t) => t.lang === 'de');
  const dir = path.join(base, 'src/app/i18n/de');
  const read = new Set(texts.map((t) => t.source.split('#')[0]));
  for (const name of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : []) {
    const file = `src/app/i18n/de/${name}`;
    if (!read.has(file)) texts.push(...jsonTexts(JSON.parse(readFileSync(path.join(base, file), 'utf8')), file, 'de'));
  }
  return texts;
}

export const isLegal = (screen: string) => screen.startsWith('legal:');
export const budgetOf = (screen: string) => (isLegal(screen) ? LIX_BUDGET_LEGAL : LIX_BUDGET);

export interface ScreenResult extends Figures {
  screen: string;
  texts: number;
  budget: number;
  /** Sentences over MAX_SENTENCE_WORDS words. */
  longSentences: string[];
  /** The texts of the screen with the highest LIX (of those with 10 or more words). */
  worst: { source: string; lix: number; text: string }[];
  passed: boolean;
}

/** Test mode's own texts are for testers, not users: measured, never budgeted. */
export const UNBUDGETED = new Set(['test mode']);

/** LIX and WSTF per screen of the German texts, worst first. */
export function readabilityByScreen(texts: readonly Text[], models: Map<string, string[]> = modelScreens()): ScreenResult[] {
  const groups = new Map<string, Text[]>();
  for (const t of texts) {
    if (t.lang !== 'de') continue;
    for (const s of screensOf(t, models)) groups.set(s, [...(groups.get(s) ?? []), t]);
  }
  return [...groups.entries()]
    .map(([screen, list]) => {
      const f = figures(list.map((t) => t.text));
      const longSentences = list.flatMap((t) => sentences(t.text)).filter((s) => words(s).length > MAX_SENTENCE_WORDS);
      const worst = list
        .filter((t) => words(t.text).length >= 10)
        .map((t) => ({ source: t.source, lix: figures([t.text]).lix, text: t.text }))
        .sort((a, b) => b.lix - a.lix)
        .slice(0, 3);
      const budget = budgetOf(screen);
      const passed = UNBUDGETED.has(screen) || ((f.lix <= budget || f.words < MIN_WORDS_FOR_LIX) && longSentences.length === 0);
      return { screen, texts: list.length, ...f, budget, longSentences, worst, passed };
    })
    .sort((a, b) => b.lix - a.lix);
}

export interface Report {
  generated: string;
  rules: typeof EASY_READ_RULES & { lixBudget: number; lixBudgetLegal: number; minWordsForLix: number; maxSentenceWords: number };
  screens: ScreenResult[];
  /** null: the Leichte Sprache module does not exist yet. */
  easyRead: EasyReadResult[] | null;
}

export async function report(base = root): Promise<Report> {
  const easy = await loadEasyRead(base);
  return {
    generated: new Date().toISOString(),
    rules: { ...EASY_READ_RULES, lixBudget: LIX_BUDGET, lixBudgetLegal: LIX_BUDGET_LEGAL, minWordsForLix: MIN_WORDS_FOR_LIX, maxSentenceWords: MAX_SENTENCE_WORDS },
    screens: readabilityByScreen(germanTexts(base), modelScreens(base)),
    easyRead: easy ? checkEasyRead([...easy.pages, ...easy.topics]) : null,
  };
}

/** The budget column: the LIX budget, "–" for test mode, "(short)" under MIN_WORDS_FOR_LIX words, ✗ when failed. */
export function budgetCell(s: ScreenResult): string {
  if (UNBUDGETED.has(s.screen)) return '–';
  return `${s.words < MIN_WORDS_FOR_LIX ? '(short)' : s.budget}${s.passed ? '' : ' ✗'}`;
}

/** The per-screen table as Markdown (the content guide shows it). */
export function screenTable(screens: readonly ScreenResult[]): string {
  return [
    '| Screen | Texts | Words | Sentences | Words per sentence | Longest sentence | Long words | LIX | WSTF | Budget |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...screens.map(
      (s) =>
        `| ${s.screen} | ${s.texts} | ${s.words} | ${s.sentences} | ${round(s.words / Math.max(1, s.sentences))} | ${s.longestSentence} | ${Math.round((100 * s.longWords) / Math.max(1, s.words))} % | ${s.lix} | ${s.wstf} | ${budgetCell(s)} |`,
    ),
  ].join('\n');
}

const TABLE_START = '<!-- plain-language:start (generated by `npx tsx scripts/plainLanguage.ts --guide`) -->';
const TABLE_END = '<!-- plain-language:end -->';

/** The guide with its per-screen table replaced by `table`. */
export function withScreenTable(guide: string, table: string): string {
  const start = guide.indexOf(TABLE_START.slice(0, 26));
  const end = guide.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/content-guide.md has no plain-language block (${TABLE_START} … ${TABLE_END})`);
  return `${guide.slice(0, start)}${TABLE_START}\n${table}\n${guide.slice(end)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const out = path.resolve(root, jsonAt >= 0 ? args[jsonAt + 1] : 'test-results/plain-language.json');
  const result = await report();
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(screenTable(result.screens));
  for (const s of result.screens) {
    for (const w of s.worst) console.log(`${s.screen}: LIX ${w.lix} ${w.source}: ${w.text.replace(/\s+/g, ' ')}`);
    for (const l of s.longSentences) console.log(`${s.screen}: ${words(l).length} words: ${l}`);
  }
  if (result.easyRead === null) console.log(`Leichte Sprache: ${EASY_READ_FILE} does not exist yet.`);
  else for (const d of result.easyRead) console.log(`Leichte Sprache ${d.id}: ${d.sentences} sentences, mean ${d.meanWords}, max ${d.maxWords}, passive ${d.passives}, negation ${d.negations}, ${d.findings.length} finding(s)${d.findings.map((f) => `\n  ${f.where}: ${f.rule}: ${f.detail}`).join('')}`);
  console.log(`Written ${path.relative(root, out)}`);
  if (args.includes('--guide')) {
    const guide = path.join(root, 'docs/content-guide.md');
    writeFileSync(guide, withScreenTable(readFileSync(guide, 'utf8'), screenTable(result.screens)));
    console.log('Written the table into docs/content-guide.md');
  }
  const failed = result.screens.some((s) => !s.passed) || (result.easyRead ?? []).some((d) => d.findings.length > 0);
  if (args.includes('--check') && failed) process.exit(1);
}
