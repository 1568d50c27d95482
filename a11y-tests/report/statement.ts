// What the accessibility statement says about the WCAG criteria, from the same source as the report's
// outcomes: the criteria and how they are checked (./criteria.ts) and the records of people
// (docs/evaluations/, ./outcomes.ts readEvaluations). `npm run a11y:statement` writes it into
// src/app/screens/legal/statementFacts.json (the statement page) and into the marked block of
// docs/accessibility-statement.md; scripts/statementFacts.test.ts fails when either is stale, and the
// report (`npm run a11y:report`) names every outcome of its run that the statement does not cover.
import { criteria as allCriteria, type Criterion } from './criteria';
import type { CriterionResult, HumanResult } from './outcomes';

/** The criteria's names in the German translation of WCAG (2.1, authorised; 2.2's new ones as the W3C's German drafts name them). */
export const GERMAN_NAMES: Record<string, string> = {
  '1.1.1': 'Nicht-Text-Inhalt',
  '1.2.1': 'Reine Audio- und reine Videoinhalte (aufgezeichnet)',
  '1.2.2': 'Untertitel (aufgezeichnet)',
  '1.2.3': 'Audiodeskription oder Medienalternative (aufgezeichnet)',
  '1.2.4': 'Untertitel (live)',
  '1.2.5': 'Audiodeskription (aufgezeichnet)',
  '1.3.1': 'Info und Beziehungen',
  '1.3.2': 'Bedeutungstragende Reihenfolge',
  '1.3.3': 'Sensorische Eigenschaften',
  '1.3.4': 'Ausrichtung',
  '1.3.5': 'Eingabezweck bestimmen',
  '1.4.1': 'Benutzung von Farbe',
  '1.4.2': 'Audio-Steuerelement',
  '1.4.3': 'Kontrast (Minimum)',
  '1.4.4': 'Textgröße ändern',
  '1.4.5': 'Bilder eines Textes',
  '1.4.10': 'Umbruch (Reflow)',
  '1.4.11': 'Nicht-Text-Kontrast',
  '1.4.12': 'Textabstand',
  '1.4.13': 'Inhalt bei Hover oder Fokus',
  '2.1.1': 'Tastatur',
  '2.1.2': 'Keine Tastaturfalle',
  '2.1.4': 'Tastaturkürzel',
  '2.2.1': 'Zeiteinteilung anpassbar',
  '2.2.2': 'Pausieren, beenden, ausblenden',
  '2.3.1': 'Grenzwert von dreimaligem Blitzen oder weniger',
  '2.4.1': 'Blöcke umgehen',
  '2.4.2': 'Seite mit Titel',
  '2.4.3': 'Fokus-Reihenfolge',
  '2.4.4': 'Linkzweck (im Kontext)',
  '2.4.5': 'Verschiedene Methoden',
  '2.4.6': 'Überschriften und Beschriftungen',
  '2.4.7': 'Fokus sichtbar',
  '2.4.11': 'Fokus nicht verdeckt (Minimum)',
  '2.5.1': 'Zeigergesten',
  '2.5.2': 'Zeigeraktion abbrechen',
  '2.5.3': 'Beschriftung im Namen',
  '2.5.4': 'Betätigung durch Bewegung',
  '2.5.7': 'Ziehbewegungen',
  '2.5.8': 'Zielgröße (Minimum)',
  '3.1.1': 'Sprache der Seite',
  '3.1.2': 'Sprache von Teilen',
  '3.2.1': 'Bei Fokus',
  '3.2.2': 'Bei Eingabe',
  '3.2.3': 'Konsistente Navigation',
  '3.2.4': 'Konsistente Erkennung',
  '3.2.6': 'Konsistente Hilfe',
  '3.3.1': 'Fehlererkennung',
  '3.3.2': 'Beschriftungen oder Anweisungen',
  '3.3.3': 'Fehlerempfehlung',
  '3.3.4': 'Fehlervermeidung (rechtlich, finanziell, Daten)',
  '3.3.7': 'Redundante Einträge',
  '3.3.8': 'Barrierefreie Authentifizierung (Minimum)',
  '4.1.1': 'Syntaxanalyse',
  '4.1.2': 'Name, Rolle, Wert',
  '4.1.3': 'Statusmeldungen',
};

export interface NamedCriterion {
  num: string;
  en: string;
  de: string;
}

/** The facts the statement states about the criteria (the JSON the statement page reads). */
export interface StatementFacts {
  /** How many WCAG 2.2 Level A and AA criteria there are (4.1.1 included, as EN 301 549 V3.2.1 lists it). */
  criteria: number;
  /** Decided in full by the tests of `npm test` on every change (coverage `auto`, or always satisfied). */
  checkedInFull: NamedCriterion[];
  /** Apply only to audio and video (the report's run checks that no page has any). */
  mediaOnly: NamedCriterion[];
  /** A part only a person can judge, and no record of a person gives it. */
  openForPerson: NamedCriterion[];
  /** A person's latest record says failed: a known limitation. */
  failedByPerson: NamedCriterion[];
  /** The evaluations by people the statement may name (docs/evaluations/). */
  evaluations: { file: string; date: string }[];
}

const named = (c: Criterion): NamedCriterion => ({ num: c.num, en: c.handle, de: GERMAN_NAMES[c.num] ?? c.handle });

function latest(evaluations: HumanResult[], num: string): HumanResult | undefined {
  return evaluations
    .filter((r) => r.num === num)
    .sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file))
    .at(-1);
}

/**
 * The statement's facts from the criteria and the records of people. The automated parts are those of
 * `npm test`, which must pass for a change to land; the report's run checks them again
 * (`runDisagreements`).
 */
export function statementFacts(evaluations: HumanResult[], list: Criterion[] = allCriteria): StatementFacts {
  const facts: StatementFacts = { criteria: list.length, checkedInFull: [], mediaOnly: [], openForPerson: [], failedByPerson: [], evaluations: [] };
  for (const c of list) {
    const record = latest(evaluations, c.num);
    if (record?.outcome === 'failed') facts.failedByPerson.push(named(c));
    else if (c.alwaysSatisfied || c.coverage === 'auto') facts.checkedInFull.push(named(c));
    else if (c.media) facts.mediaOnly.push(named(c));
    else if (record?.outcome === 'passed' || record?.outcome === 'inapplicable') continue;
    else facts.openForPerson.push(named(c));
  }
  const files = new Map<string, string>();
  for (const r of evaluations) files.set(r.file, r.date);
  facts.evaluations = [...files].map(([file, date]) => ({ file, date })).sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file));
  return facts;
}

/**
 * Where a run of the report says something the statement does not: a failed criterion the statement
 * does not list as failed, a criterion the statement calls checked in full that the run could not
 * confirm, or audio or video where the statement says the media criteria do not apply. A criterion the
 * run could not confirm only because it was not given the results of the `npm test` files it rests on
 * is not a disagreement: `unconfirmedWithoutSuite` names those.
 */
export function runDisagreements(results: CriterionResult[], facts: StatementFacts): string[] {
  const found: string[] = [];
  const has = (list: NamedCriterion[], num: string) => list.some((c) => c.num === num);
  for (const r of results) {
    const { num, handle } = r.criterion;
    if (r.outcome === 'failed' && !has(facts.failedByPerson, num)) found.push(`${num} ${handle} failed in this run; the statement does not name it as not accessible`);
    if (has(facts.checkedInFull, num) && r.outcome !== 'passed' && !onlySuiteMissing(r)) found.push(`${num} ${handle}: the statement says the tests check it in full, this run says ${r.outcome}`);
    if (has(facts.mediaOnly, num) && r.outcome !== 'inapplicable') found.push(`${num} ${handle}: the statement says it applies only to audio and video, which the service has none of; this run says ${r.outcome}`);
  }
  return found;
}

/** A criterion that is "cannot tell" only because the run was not given results of npm test files. */
const onlySuiteMissing = (r: CriterionResult) => r.outcome === 'cantTell' && (r.suiteMissing?.length ?? 0) > 0;

/**
 * The criteria the statement calls checked in full that this run could not confirm only because it was
 * not given the results of the `npm test` files they rest on, each with those files.
 */
export function unconfirmedWithoutSuite(results: CriterionResult[], facts: StatementFacts): string[] {
  return results
    .filter((r) => facts.checkedInFull.some((c) => c.num === r.criterion.num) && onlySuiteMissing(r))
    .map((r) => `${r.criterion.num} ${r.criterion.handle}: rests on ${r.suiteMissing!.join(', ')}`);
}

const list = (items: NamedCriterion[]) => (items.length ? items.map((c) => `${c.num} ${c.en}`).join(', ') : 'none');

/** The block of docs/accessibility-statement.md between the markers, in English. */
export function statementBlock(facts: StatementFacts): string {
  const people = facts.evaluations.length
    ? `Evaluations by people: ${facts.evaluations.map((e) => `${e.date} (docs/evaluations/${e.file})`).join(', ')}.`
    : 'No evaluation by a person is recorded yet (docs/evaluations/).';
  return [
    `Of the ${facts.criteria} WCAG 2.2 Level A and AA success criteria, the tests decide ${facts.checkedInFull.length} in full on every change: ${list(facts.checkedInFull)}.`,
    `${facts.mediaOnly.length} apply only to audio or video, which the service does not have: ${list(facts.mediaOnly)}.`,
    `For ${facts.openForPerson.length}, the tests check a part or nothing, and the rest needs a person's judgement that no record gives yet: ${list(facts.openForPerson)}.`,
    `Failed in an evaluation by a person: ${list(facts.failedByPerson)}. ${people}`,
  ].join('\n\n');
}

export const BLOCK_START = '<!-- statement-facts: written by `npm run a11y:statement` from a11y-tests/report/criteria.ts and docs/evaluations/; do not edit by hand -->';
export const BLOCK_END = '<!-- /statement-facts -->';

/** `markdown` with its marked block replaced by `block`; throws when the markers are missing. */
export function withBlock(markdown: string, block: string): string {
  const start = markdown.indexOf(BLOCK_START);
  const end = markdown.indexOf(BLOCK_END);
  if (start < 0 || end < start) throw new Error('docs/accessibility-statement.md has no statement-facts markers');
  return `${markdown.slice(0, start + BLOCK_START.length)}\n\n${block}\n\n${markdown.slice(end)}`;
}
