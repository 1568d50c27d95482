// Plain language, measured (docs/content-guide.md, "Measuring plain language"): each rule can fail
// (fixtures), the Leichte Sprache pages keep the rules, and every screen's German texts keep their
// readability budget.
import { describe, expect, it } from 'vitest';
import { easyReadPages, easyReadTopics } from '../src/app/easyRead/content';
import {
  EASY_READ_RULES,
  LIX_BUDGET,
  LIX_BUDGET_LEGAL,
  MAX_SENTENCE_WORDS,
  MIN_WORDS_FOR_LIX,
  abbreviations,
  checkEasyRead,
  figures,
  germanTexts,
  isParticiple,
  loadEasyRead,
  longCompounds,
  modelScreens,
  negations,
  passives,
  readabilityByScreen,
  screensOf,
  sentences,
  syllables,
  words,
  type EasyReadDocument,
} from './plainLanguage';

const doc = (lines: string[], extra: Partial<EasyReadDocument> = {}): EasyReadDocument => ({
  id: 'probe',
  title: 'Die Steuer·erklärung',
  icon: 'book',
  sections: [{ heading: 'Was ist das?', lines }],
  ...extra,
});
const rules = (d: EasyReadDocument) => checkEasyRead([d])[0].findings.map((f) => f.rule);

describe('words, sentences and syllables', () => {
  it('counts words: compounds with hyphens, dates and times are one word each; interpolations one word', () => {
    expect(words('Ihre E-Mail-Adresse, am 24.12.1950 um 14:35 Uhr.')).toEqual(['Ihre', 'E-Mail-Adresse', 'am', '24.12.1950', 'um', '14:35', 'Uhr']);
    expect(words('Steuererklärung {{year}}')).toHaveLength(2);
    expect(words('Renten\u00aderhöhungen')).toEqual(['Rentenerhöhungen']);
  });

  it('splits sentences at . ! ? … and line breaks, not after "z. B." or an ordinal', () => {
    expect(sentences('Das ist z. B. gut. Am 1. Januar 2025 geht es los. Danach? Ja! Fertig …')).toEqual([
      'Das ist z. B. gut.',
      'Am 1. Januar 2025 geht es los.',
      'Danach?',
      'Ja!',
      'Fertig …',
    ]);
    expect(sentences('Der Betrag: bei 20 sind es 384 Euro.')).toHaveLength(1);
    expect(sentences('Hilfsmittel, z. B. Brillen. Und Spenden, Beiträge usw. Dann mehr.')).toEqual(['Hilfsmittel, z. B. Brillen.', 'Und Spenden, Beiträge usw.', 'Dann mehr.']);
    expect(sentences('Erster Absatz.\n\nZweiter Absatz ohne Punkt')).toEqual(['Erster Absatz.', 'Zweiter Absatz ohne Punkt']);
    expect(sentences('Eine Überschrift')).toEqual(['Eine Überschrift']);
  });

  it('counts German syllables: diphthongs are one sound, "Steu-er" two', () => {
    expect(syllables('Sie')).toBe(1);
    expect(syllables('Steuer')).toBe(2);
    expect(syllables('vielleicht')).toBe(2);
    expect(syllables('angekommen')).toBe(4);
    expect(syllables('Steuererklärung')).toBe(5);
    expect(syllables('Einkommensteuererklärung')).toBe(8);
    expect(syllables('PDF')).toBe(1);
  });
});

describe('LIX and the Wiener Sachtextformel', () => {
  it('equal the values computed by hand for a known text', () => {
    // 6 words, 2 sentences; long words (> 6 letters): Steuererklärung, angekommen;
    // syllables 2, 5, 1, 4, 2, 1: 2 words with 3 or more, 2 with one.
    const f = figures(['Ihre Steuererklärung ist angekommen. Vielen Dank.']);
    expect(f).toMatchObject({ words: 6, sentences: 2, longWords: 2, polysyllables: 2, monosyllables: 2, longestSentence: 4 });
    // LIX = 6 / 2 + 100 × 2 / 6 = 3 + 33.33 = 36.3
    expect(f.lix).toBe(36.3);
    // WSTF = 0.1935 × 33.33 + 0.1672 × 3 + 0.1297 × 33.33 − 0.0327 × 33.33 − 0.875 = 9.31
    expect(f.wstf).toBe(9.3);
  });

  it('rise with long sentences and long words (a hard text fails the screen budget)', () => {
    const hard = figures([
      'Die Inanspruchnahme der Steuerermäßigung für haushaltsnahe Dienstleistungen setzt voraus, dass der Steuerpflichtige eine Rechnung erhalten hat und die Zahlung unbar auf das Konto des Erbringers der Leistung erfolgt ist.',
    ]);
    expect(hard.lix).toBeGreaterThan(LIX_BUDGET_LEGAL);
    expect(hard.longestSentence).toBeGreaterThan(MAX_SENTENCE_WORDS);
    const plain = figures(['Sie bezahlen die Rechnung per Überweisung. Dann senkt sie Ihre Steuer.']);
    expect(plain.lix).toBeLessThan(LIX_BUDGET);
  });
});

describe('the rules of Leichte Sprache (each can fail)', () => {
  it('sentence length: 15 words pass, 16 fail; a mean over 10 fails', () => {
    const fifteen = 'Ich habe eine Frage zu meiner Rente und zu meiner Steuer in diesem Jahr heute.';
    const sixteen = 'Ich habe eine Frage zu meiner Rente und zu meiner Steuer in diesem Jahr heute hier.';
    expect(words(fifteen)).toHaveLength(15);
    expect(words(sixteen)).toHaveLength(16);
    expect(rules(doc([fifteen, 'Das ist kurz.', 'Das auch.']))).toEqual([]);
    expect(rules(doc([sixteen, 'Das ist kurz.', 'Das auch.']))).toEqual(['sentence length']);
    expect(rules(doc([fifteen, fifteen]))).toEqual(['mean sentence length']);
    expect(checkEasyRead([doc([fifteen, 'Das ist kurz.', 'Das auch.'])])[0]).toMatchObject({ sentences: 3, maxWords: 15, meanWords: 6.7 });
  });

  it('one sentence per line', () => {
    expect(rules(doc(['Das ist gut. Das ist schön.']))).toEqual(['one sentence per line']);
  });

  it('abbreviations fail: "z. B.", "usw.", acronyms; PDF and IBAN are allowed', () => {
    expect(abbreviations('Das ist z. B. gut.')).toEqual(['z. B.']);
    expect(abbreviations('Das ist z.B. gut.')).toEqual(['z.B.']);
    expect(abbreviations('Spenden, Brillen usw.')).toEqual(['usw.']);
    expect(abbreviations('Nach § 16 Abs. 3 BGG.')).toEqual(['Abs.', 'BGG']);
    expect(abbreviations('Ihre IdNr')).toEqual(['IdNr']);
    expect(abbreviations('Sie bekommen ein PDF. Ihre IBAN.')).toEqual([]);
    expect(abbreviations('Am 24.12.1950 um 14:35 Uhr. Am 1. Januar.')).toEqual([]);
    expect(abbreviations('Zum Beispiel eine Brille.')).toEqual([]);
    expect(abbreviations('Das dauert ca. fünf Tage, je Std. etwas.')).toEqual(['ca.', 'Std.']);
    expect(abbreviations('Das ist neu. 5 Tage später.')).toEqual([]);
    expect(rules(doc(['Das ist z. B. gut.']))).toEqual(['abbreviation']);
  });

  it(`long compounds fail: a word part over ${EASY_READ_RULES.compoundLetters} letters not split by a hyphen or a middle dot`, () => {
    expect(longCompounds('Ihre Steuererklärung')).toEqual(['Steuererklärung']);
    expect(longCompounds('Ihre Steuer-Erklärung')).toEqual([]);
    expect(longCompounds('Ihre Steuer·erklärung')).toEqual([]);
    expect(longCompounds('Ihr Freischaltcode')).toEqual([]);
    expect(longCompounds('Die Steuer-Identifikationsnummer')).toEqual(['Steuer-Identifikationsnummer']);
    // the linking s before a hyphen belongs to the joint: "Identifikation" has 14 letters
    expect(longCompounds('Die Steuer-Identifikations-Nummer')).toEqual([]);
    expect(longCompounds('Die Krankenversicherungs-Karte')).toEqual(['Krankenversicherungs-Karte']);
    expect(longCompounds('Das Bundeszentralamt für Steuern')).toEqual([]);
    expect(rules(doc(['Das ist die Steuererklärung.']))).toEqual(['compound']);
    expect(rules(doc(['Das ist die Steuer-Erklärung.']))).toEqual([]);
    expect(rules(doc(['Gut.'], { title: 'Die Steuererklärung' }))).toEqual(['compound']);
  });

  it('flags the passive voice: a form of "werden" with a past participle, not the future', () => {
    expect(passives('Der Brief wird verschickt.')).toHaveLength(1);
    expect(passives('Sie werden abgemeldet.')).toHaveLength(1);
    expect(passives('Die Daten werden gelöscht.')).toHaveLength(1);
    expect(passives('Das Geld wird überwiesen.')).toHaveLength(1);
    expect(passives('Es ist geprüft worden.')).toHaveLength(1);
    expect(passives('Wir schicken Ihnen den Brief.')).toEqual([]);
    expect(passives('Sie werden Ihre Rente bekommen.')).toEqual([]);
    expect(passives('Er wird das Geld geben.')).toEqual([]);
    expect(isParticiple('zugeschickt')).toBe(true);
    expect(isParticiple('informiert')).toBe(true);
    expect(isParticiple('Geschenk')).toBe(false);
    const two = ['Der Brief wird verschickt.', 'Die Daten werden gelöscht.'];
    expect(rules(doc(two.slice(0, EASY_READ_RULES.passivePerDocument)))).toEqual([]);
    expect(rules(doc(two))).toEqual(['passive']);
  });

  it('flags negations: nicht, kein…, nie, niemand, nichts', () => {
    expect(negations('Das ist nicht gut. Keine Angst. Nie wieder. Niemand kommt. Nichts geht. Niedersachsen.')).toEqual(['nicht', 'Keine', 'Nie', 'Niemand', 'Nichts']);
    expect(rules(doc(['Das ist nicht gut.', 'Das ist keine Frage.']))).toEqual([]);
    expect(rules(doc(['Das ist nicht gut.', 'Das ist keine Frage.', 'Das geht nie.']))).toEqual(['negation']);
    expect(checkEasyRead([doc(['Das ist nicht gut.', 'Der Brief wird verschickt.'])])[0]).toMatchObject({ passives: 1, negations: 1 });
  });

  it('checks headings and picture descriptions too', () => {
    const d: EasyReadDocument = {
      id: 'probe',
      title: 'Hilfe',
      icon: 'book',
      sections: [{ heading: 'Die Abk. usw.', lines: ['Gut.'], picture: { name: 'brief', alt: 'Ein Brief vom Finanzamt z. B.' } }],
    };
    expect(checkEasyRead([d])[0].findings.map((f) => `${f.where}: ${f.rule}`)).toEqual([
      'section 1 heading: abbreviation',
      'section 1 heading: abbreviation',
      'section 1 picture: abbreviation',
    ]);
  });
});

describe('the Leichte Sprache pages of the app (src/app/easyRead/content.ts)', () => {
  it('are what the checker reads', async () => {
    const easy = await loadEasyRead();
    expect(easy?.pages.map((d) => d.id)).toEqual(easyReadPages.map((d) => d.id));
    expect(easy?.topics.map((d) => d.id)).toEqual(easyReadTopics.map((d) => d.id));
  });

  it('keep every rule of Leichte Sprache', () => {
    const docs = [...easyReadPages, ...easyReadTopics];
    expect(docs.length).toBeGreaterThan(0);
    const findings = checkEasyRead(docs).flatMap((d) => d.findings.map((f) => `${f.document}, ${f.where}: ${f.rule}: ${f.detail}`));
    expect(findings).toEqual([]);
  });
});

describe('the readability of every other German text, per screen', () => {
  const texts = germanTexts();
  const models = modelScreens();
  const screens = readabilityByScreen(texts, models);

  it('puts every text on a screen, the form models\' texts on the wizard screens that show them', () => {
    const of = (source: string) => screensOf({ source, lang: 'de', text: '' }, models);
    expect(of('src/app/i18n/de/app.json#login.lead')).toEqual(['login']);
    expect(of('src/server/models/texts/de.json#screens.bank.title')).toEqual(['wizard: bank']);
    expect(of('src/server/models/texts/de.json#help.person.idNr.text')).toEqual(['wizard: personA', 'wizard: personB']);
    expect(of('src/server/models/texts/de.json#enums.disabilityMarkers.G')).toEqual(['wizard: disability']);
    expect(of('src/app/i18n/de/app.json#pages.imprint.provider')).toEqual(['legal: imprint']);
    expect(screens.find((s) => s.screen === 'other')).toBeUndefined();
    // every German namespace of the app, also one the glossary check does not list yet
    expect(texts.some((t) => t.source.startsWith('src/app/i18n/de/wizard.json#'))).toBe(true);
    expect(texts.every((t) => t.lang === 'de')).toBe(true);
    for (const name of ['start', 'login', 'year', 'summary', 'confirmation', 'errors: server', 'design system', 'legal: data protection', 'wizard: filing']) {
      expect(screens.map((s) => s.screen)).toContain(name);
    }
  });

  it(`keep their budget: LIX at most ${LIX_BUDGET} (legal pages ${LIX_BUDGET_LEGAL}; screens of ${MIN_WORDS_FOR_LIX} words or more), no sentence over ${MAX_SENTENCE_WORDS} words`, () => {
    const failed = screens
      .filter((s) => !s.passed)
      .map((s) => `${s.screen}: LIX ${s.lix} (budget ${s.budget})${s.longSentences.map((l) => `; ${words(l).length} words: ${l}`).join('')}`);
    expect(failed).toEqual([]);
  });
});
