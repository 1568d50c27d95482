// What scripts/a11y-report.mjs calls: the outcomes of its run and the auditors' files beside its HTML.
import axe from 'axe-core';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { criteriaCsv, openAcrYaml, wcagEm, type ReportMeta } from './formats';
import { runDisagreements, statementFacts } from './statement';
import { outcomes, readEvaluations, suiteResults, type CriterionResult, type RunEvidence, type RunRecord, type TranscriptResult } from './outcomes';

export { en301549Clause } from './criteria';
export { OUTCOME_LABEL } from './outcomes';

/** The WCAG tags of the run's axe (a11y-tests/support/axe.ts `axeTags` without best-practice, which maps to no criterion). */
export const WCAG_AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The axe rules the run used that are evidence for a criterion, with their tags (axe-core's metadata). */
export const axeRulesOfRun = () => axe.getRules(WCAG_AXE_TAGS).map((rule) => ({ ruleId: rule.ruleId, tags: rule.tags }));

export interface AuditInput {
  root: string;
  records: RunRecord[];
  /** The Orca journeys of the run; null when they did not run. */
  transcripts: TranscriptResult[] | null;
  /** A Playwright or Vitest JSON report of `npm test` files (A11Y_SUITE_RESULTS), if given. */
  suiteFile?: string;
  /** Defaults to docs/evaluations/ of `root`. */
  evaluationsDir?: string;
}

export function auditOutcomes(input: AuditInput): { results: CriterionResult[]; run: RunEvidence } {
  const suite = input.suiteFile && existsSync(input.suiteFile) ? suiteResults(JSON.parse(readFileSync(input.suiteFile, 'utf8')), input.root) : undefined;
  const run: RunEvidence = {
    records: input.records,
    transcripts: input.transcripts,
    axeRules: axeRulesOfRun(),
    suite,
    evaluations: readEvaluations(input.evaluationsDir ?? path.join(input.root, 'docs/evaluations')),
  };
  return { results: outcomes(run), run };
}

/** Writes wcag-em.json, openacr.yaml and criteria.csv into `out`; returns their names. */
export function writeAuditFiles(out: string, results: CriterionResult[], records: RunRecord[], meta: ReportMeta): string[] {
  const files: [string, string][] = [
    ['wcag-em.json', `${JSON.stringify(wcagEm(results, records, meta), null, 2)}\n`],
    ['openacr.yaml', openAcrYaml(results, meta)],
    ['criteria.csv', criteriaCsv(results)],
  ];
  for (const [name, text] of files) writeFileSync(path.join(out, name), text);
  return files.map(([name]) => name);
}

/**
 * What this run found that the accessibility statement does not say (its facts come from the criteria and
 * docs/evaluations/, a11y-tests/report/statement.ts): empty when the statement, its page and the report agree.
 */
export function statementDisagreements(results: CriterionResult[], root: string): string[] {
  return runDisagreements(results, statementFacts(readEvaluations(path.join(root, 'docs/evaluations'))));
}
