// What scripts/a11y-report.mjs calls: the outcomes of its run and the auditors' files beside its HTML.
import axe from 'axe-core';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { criteriaCsv, openAcrYaml, wcagEm, type ReportMeta } from './formats';
import { runDisagreements, statementFacts, unconfirmedWithoutSuite } from './statement';
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
  /** Playwright or Vitest JSON reports of `npm test` files (`suiteRun` finds them), if any. */
  suiteFiles?: string[];
  /** Defaults to docs/evaluations/ of `root`. */
  evaluationsDir?: string;
}

export function auditOutcomes(input: AuditInput): { results: CriterionResult[]; run: RunEvidence } {
  const files = (input.suiteFiles ?? []).filter((file) => existsSync(file));
  let suite: Map<string, boolean> | undefined;
  for (const file of files) {
    suite ??= new Map();
    for (const [test, ok] of suiteResults(JSON.parse(readFileSync(file, 'utf8')), input.root)) suite.set(test, (suite.get(test) ?? true) && ok);
  }
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

/** Where `npm test` leaves its results for the report (scripts/test.sh), and the file that says which tree they are of. */
export const SUITE_DIR = 'test-results/suite';
export const SUITE_STAMP = 'run.json';

/** The commit and the state of the working tree (a fingerprint of `git status`), to tell whether results are of this tree. */
export function treeState(root: string): { commit: string; changes: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  try {
    return { commit: git('rev-parse', 'HEAD').trim(), changes: createHash('sha256').update(git('status', '--porcelain')).digest('hex').slice(0, 16) };
  } catch {
    return { commit: 'unknown', changes: 'unknown' };
  }
}

export interface SuiteRun {
  /** The JSON reports the report counts (empty when none may be used). */
  files: string[];
  /** What the report says about them. */
  note: string;
}

/**
 * The results of `npm test` that the report may count: the files named in A11Y_SUITE_RESULTS
 * (comma-separated), or else the ones the last `npm test` left in test-results/suite/ when that run
 * was of this very tree (same commit, same uncommitted changes) and finished.
 */
export function suiteRun(root: string, given = process.env.A11Y_SUITE_RESULTS, dir = path.join(root, SUITE_DIR)): SuiteRun {
  if (given) {
    const files = given.split(',').map((f) => path.resolve(root, f.trim())).filter(Boolean);
    const missing = files.filter((f) => !existsSync(f));
    return { files: files.filter((f) => existsSync(f)), note: `Results of npm test given in A11Y_SUITE_RESULTS: ${files.map((f) => path.relative(root, f)).join(', ')}${missing.length ? ` (not found: ${missing.map((f) => path.relative(root, f)).join(', ')})` : ''}.` };
  }
  const stampFile = path.join(dir, SUITE_STAMP);
  const rerun = 'Rows that rest on those tests say "cannot tell"; run npm test, then this report, on the same tree.';
  if (!existsSync(stampFile)) return { files: [], note: `No results of npm test were found (${SUITE_DIR}/). ${rerun}` };
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { commit: string; changes: string; started: string; finished?: string; files: string[] };
  const now = treeState(root);
  if (stamp.commit !== now.commit || stamp.changes !== now.changes) {
    return { files: [], note: `The results of npm test in ${SUITE_DIR}/ are of another tree (commit ${stamp.commit.slice(0, 10)}, started ${stamp.started}), not of this one (commit ${now.commit.slice(0, 10)}${now.changes === stamp.changes ? '' : ', other uncommitted changes'}). ${rerun}` };
  }
  if (!stamp.finished) return { files: [], note: `The npm test run of this tree that started ${stamp.started} did not finish. ${rerun}` };
  const files = stamp.files.map((f) => path.join(dir, f)).filter((f) => existsSync(f));
  return { files, note: `Results of npm test of this tree (commit ${stamp.commit.slice(0, 10)}, ${stamp.started} to ${stamp.finished}): ${files.map((f) => path.relative(root, f)).join(', ') || 'none written'}.` };
}

/**
 * This run against the accessibility statement (its facts come from the criteria and docs/evaluations/,
 * a11y-tests/report/statement.ts): what it found that the statement does not say (`disagreements`,
 * empty when they agree), and what it could not confirm only for want of npm test's results (`unconfirmed`).
 */
export function statementCheck(results: CriterionResult[], root: string): { disagreements: string[]; unconfirmed: string[] } {
  const facts = statementFacts(readEvaluations(path.join(root, 'docs/evaluations')));
  return { disagreements: runDisagreements(results, facts), unconfirmed: unconfirmedWithoutSuite(results, facts) };
}
