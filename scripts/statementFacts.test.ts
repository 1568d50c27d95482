// The accessibility statement's facts about the WCAG criteria (issue 36, point 4): the page
// (src/app/screens/legal/statementFacts.json), docs/accessibility-statement.md and the report come from
// the same criteria and records of people, so they cannot disagree.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { criteria } from '../a11y-tests/report/criteria';
import type { CriterionResult } from '../a11y-tests/report/outcomes';
import { BLOCK_END, BLOCK_START, GERMAN_NAMES, runDisagreements, statementBlock, statementFacts } from '../a11y-tests/report/statement';
import { currentFacts, FACTS_FILE, factsJson, STATEMENT_FILE } from './statement-facts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the statement\'s facts', () => {
  it('are current on the page: statementFacts.json is what `npm run a11y:statement` writes', () => {
    expect(read(FACTS_FILE), `${FACTS_FILE} is stale: run npm run a11y:statement`).toBe(factsJson(currentFacts()));
  });

  it('are current in docs/accessibility-statement.md, between its markers', () => {
    const doc = read(STATEMENT_FILE);
    const block = doc.slice(doc.indexOf(BLOCK_START) + BLOCK_START.length, doc.indexOf(BLOCK_END)).trim();
    expect(block, `${STATEMENT_FILE} is stale: run npm run a11y:statement`).toBe(statementBlock(currentFacts()));
  });

  it('put every criterion in exactly one group, with its German name', () => {
    const facts = currentFacts();
    const groups = [facts.checkedInFull, facts.mediaOnly, facts.openForPerson, facts.failedByPerson].flat().map((c) => c.num);
    expect(groups.toSorted()).toEqual(criteria.map((c) => c.num).toSorted());
    for (const c of criteria) expect(GERMAN_NAMES[c.num], c.num).toBeTruthy();
    // A criterion with a part for a person is open until a record gives it.
    expect(facts.openForPerson.map((c) => c.num)).toContain('1.1.1');
  });

  it('follow a record of a person: passed leaves the open list, failed becomes a named failure', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'evaluations-'));
    try {
      writeFileSync(
        path.join(dir, '2027-01-10-auditor-nvda.md'),
        '# 2027-01-10: NVDA with Firefox, by an auditor\n\n## Outcome per criterion\n\n| WCAG 2.2 criterion | outcome | what was observed |\n|---|---|---|\n| 1.1.1 Non-text Content | passed | alt texts fit |\n| 2.4.6 Headings and Labels | failed | the summary heading is vague |\n',
      );
      const facts = currentFacts(dir);
      expect(facts.openForPerson.map((c) => c.num)).not.toContain('1.1.1');
      expect(facts.failedByPerson).toEqual([{ num: '2.4.6', en: 'Headings and Labels', de: 'Überschriften und Beschriftungen' }]);
      expect(facts.evaluations).toEqual([{ file: '2027-01-10-auditor-nvda.md', date: '2027-01-10' }]);
      expect(statementBlock(facts)).toContain('Failed in an evaluation by a person: 2.4.6 Headings and Labels.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a report run against the statement (runDisagreements)', () => {
  const facts = statementFacts([]);
  const result = (num: string, outcome: CriterionResult['outcome']): CriterionResult => ({
    criterion: criteria.find((c) => c.num === num)!,
    outcome,
    mode: 'automatic',
    description: '',
    automated: 'passed',
    axeRules: [],
  });

  it('agrees when the run finds what the statement says', () => {
    expect(runDisagreements([result('1.4.3', 'passed'), result('1.2.1', 'inapplicable'), result('1.1.1', 'cantTell')], facts)).toEqual([]);
  });

  it('names a failure the statement does not list, a criterion "checked in full" the run could not confirm, and media where it says there is none', () => {
    expect(runDisagreements([result('1.1.1', 'failed'), result('1.4.3', 'cantTell'), result('1.2.1', 'untested')], facts)).toEqual([
      '1.1.1 Non-text Content failed in this run; the statement does not name it as not accessible',
      '1.4.3 Contrast (Minimum): the statement says the tests check it in full, this run says cantTell',
      '1.2.1 Audio-only and Video-only (Prerecorded): the statement says it applies only to audio and video, which the service has none of; this run says untested',
    ]);
  });
});
