// No document claims an evaluation by a person without its record (issue 36): the accessibility
// statement (the document and its page, German and English) and the accessibility report may name a
// screen reader other than Orca only to say it was not tested, unless docs/evaluations/ holds a
// record of an evaluation with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const ASSISTIVE = ['NVDA', 'JAWS', 'VoiceOver', 'TalkBack', 'Dragon', 'ZoomText'] as const;
/** A sentence that says a tool was not used. */
const NOT_TESTED = /\bnot (been )?(tested|evaluated|used)\b|noch nicht geprüft|nicht geprüft|nicht getestet/i;

/** The records in docs/evaluations/ (one file per evaluation; README.md describes the form). */
export function evaluationRecords(dir = path.join(ROOT, 'docs/evaluations')): { file: string; text: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
}

/** Sentences of `text` that name an assistive technology no record covers and do not say it was not tested. */
export function unsupportedClaims(text: string, records: { text: string }[]): string[] {
  const sentences = text.replace(/\s+/g, ' ').split(/(?<=[.!?:])\s+/);
  return sentences.filter((sentence) => ASSISTIVE.some((tool) => sentence.includes(tool) && !records.some((record) => record.text.includes(tool))) && !NOT_TESTED.test(sentence));
}

/** What the statement's page says about testing, in one language. */
function statementPage(locale: 'de' | 'en'): string {
  const page = JSON.parse(read(`src/app/i18n/${locale}/app.json`)).pages.accessibility;
  return [page.status, page.testing, ...Object.values(page.testingMethods as Record<string, string>)].join(' ');
}

describe('claims of evaluations by people', () => {
  const records = evaluationRecords();

  it.each([
    ['docs/accessibility-statement.md', () => read('docs/accessibility-statement.md')],
    ['the statement page (de)', () => statementPage('de')],
    ['the statement page (en)', () => statementPage('en')],
    ['the accessibility report', () => read('scripts/a11y-report.mjs')],
    ['the report\'s criteria and auditor files', () => ['criteria.ts', 'outcomes.ts', 'formats.ts'].map((file) => read(`a11y-tests/report/${file}`)).join('\n')],
  ])('%s names no screen reader as tested without a record in docs/evaluations/', (_name, text) => {
    expect(unsupportedClaims(text(), records)).toEqual([]);
  });

  it('finds the claim the statement made before any record existed', () => {
    const before =
      'For each new version, a fixed protocol covers tests by hand: with the screen readers NVDA, JAWS, VoiceOver and TalkBack, with magnification, Windows high contrast and voice control.';
    expect(unsupportedClaims(before, [])).toHaveLength(1);
    expect(unsupportedClaims('Für jede neue Version gibt es ein festes Prüfprotokoll. Wir prüfen mit den Bildschirmlesern NVDA, JAWS, VoiceOver und TalkBack.', [])).toHaveLength(1);
    // A record that names the tool makes the claim one the repository can show.
    expect(unsupportedClaims(before, [{ text: '# 2027-01-10: NVDA 2025.3, JAWS 2026, VoiceOver (macOS 15), TalkBack 15, by an auditor' }])).toEqual([]);
  });

  it('keeps every record in the form docs/evaluations/README.md gives', () => {
    for (const { file, text } of records) {
      expect(file, file).toMatch(/^\d{4}-\d{2}-\d{2}-[\w-]+\.md$/);
      for (const part of ['Who:', 'Assistive technology and version:', 'Browser and platform:', 'Steps:', '## Outcome per criterion']) expect(text, `${file}: ${part}`).toContain(part);
    }
  });
});
