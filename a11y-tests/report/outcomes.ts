// The outcome of each WCAG 2.2 A/AA criterion (./criteria.ts) in EARL terms, from the report's run and
// the evaluations by people recorded in docs/evaluations/.
//
// The rule (docs/decisions.md, "Outcomes in the report"):
// - The automated part of a criterion is the axe rules tagged for it (axe's own tags: `wcag111` is
//   1.1.1, `wcag1411` is 1.4.11), the report run's checks beyond axe named in `runChecks`, and the test
//   files named in `suiteTests`. It FAILED when any of them found something in the run; it PASSED only
//   when every one of them has a result in this run and none found anything; otherwise it cannot tell.
//   The report runs axe, its own checks and the Orca journeys; test files of `npm test` count only when
//   the run is given their results (A11Y_SUITE_RESULTS: a Playwright or Vitest JSON report). axe's
//   "needs review" (incomplete) on a rule of the criterion leaves the automated part undecided.
//   Rules tagged only `best-practice` are no criterion's evidence.
// - `failed`: the automated part failed, or the latest record gives "failed".
// - `passed`: the criterion has no manual part and its automated part passed, or the latest record of
//   a person gives "passed" and no automated check failed. Never for a criterion whose manual part no
//   record gives.
// - `inapplicable`: a record says so (with its reason), or, for time-based media (1.2.x, 1.4.2), no
//   variant of the run has an audio, video, object, embed or iframe element.
// - `cantTell`: automated checks exist and did not fail, but a manual part is open or not every check
//   has a result in this run.
// - `untested`: nothing automated checks it and no record gives an outcome.
// - 4.1.1 Parsing is `passed` by definition (WCAG 2.2 says so), with that reason.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { axeTag, criteria as allCriteria, type Criterion, type RunCheck } from './criteria';

export type Outcome = 'passed' | 'failed' | 'cantTell' | 'inapplicable' | 'untested';
export type Mode = 'automatic' | 'semiAuto' | 'manual';

/** One variant of the report run (a11y-tests/report/states.collect.ts writes one JSON per variant). */
export interface RunRecord {
  state: string;
  locale: string;
  theme: string;
  width: number;
  title?: string;
  path?: string;
  violations: { id: string; tags?: string[] }[];
  incomplete?: { id: string; nodes?: number; tags?: string[] }[];
  /** axe's needs review decided by our own checks (a11y-tests/support/axeReview.ts); missing in older runs. */
  review?: { id: string; nodes: number; passed: number; inactive?: number; failed: string[]; undecided: string[] }[];
  overflow: string[];
  smallTargets: string[];
  headingProblems: string[];
  focusProblems: string[];
  /** Audio, video, object, embed and iframe elements on the page; missing in runs from before it was counted. */
  media?: number;
}

/** An Orca journey's result (scripts/orca.mjs writes one JSON per journey into the report). */
export interface TranscriptResult {
  journey: string;
  locale: string;
  passed: boolean;
}

/** axe-core's rule metadata (`axe.getRules(tags)`): which criteria each rule is evidence for. */
export interface AxeRule {
  ruleId: string;
  tags: string[];
}

/** One criterion's outcome in an evaluation by a person (a row of a record's "Outcome per criterion" table). */
export interface HumanResult {
  num: string;
  outcome: Exclude<Outcome, 'untested'>;
  observed: string;
  /** The record's file name in docs/evaluations/ (it starts with the date) and that date. */
  file: string;
  date: string;
}

export interface RunEvidence {
  records: RunRecord[];
  /** The Orca journeys of this run; null when they did not run (Orca missing). */
  transcripts: TranscriptResult[] | null;
  /** The axe rules the run used (the tags of a11y-tests/support/axe.ts). */
  axeRules: AxeRule[];
  /** Results of test files of `npm test`, by path from the repository root; absent when not given. */
  suite?: Map<string, boolean>;
  /** Outcomes recorded by people (readEvaluations). */
  evaluations: HumanResult[];
}

export interface CriterionResult {
  criterion: Criterion;
  outcome: Outcome;
  mode: Mode;
  /** What the evidence showed, in one paragraph: the automated part, then the manual part. */
  description: string;
  /** The automated part alone: 'none' when nothing automated checks it. */
  automated: 'passed' | 'failed' | 'cantTell' | 'none';
  /** The axe rules tagged for this criterion. */
  axeRules: string[];
  /** The record that gave the manual outcome, if any. */
  record?: HumanResult;
  /** The test files of `npm test` whose missing results alone keep the automated part from passing. */
  suiteMissing?: string[];
}

// --- Evaluations by people -------------------------------------------------------------------------

const OUTCOME_WORDS: Record<string, Exclude<Outcome, 'untested'> | null> = {
  passed: 'passed',
  pass: 'passed',
  failed: 'failed',
  fail: 'failed',
  'cannot tell': 'cantTell',
  "can't tell": 'cantTell',
  canttell: 'cantTell',
  'not applicable': 'inapplicable',
  inapplicable: 'inapplicable',
  'not evaluated': null,
  untested: null,
};

/**
 * The rows of a record's "## Outcome per criterion" table (docs/evaluations/README.md): a row whose
 * first cell starts with a WCAG number. An outcome word the form does not know is an error, so a typo
 * never silently leaves a criterion unevaluated.
 */
export function parseEvaluation(file: string, text: string): HumanResult[] {
  const date = /^(\d{4}-\d{2}-\d{2})-/.exec(file)?.[1];
  if (!date) throw new Error(`${file}: an evaluation's file name starts with its date (YYYY-MM-DD-…)`);
  const section = text.split(/^## Outcome per criterion\s*$/m)[1]?.split(/^## /m)[0];
  if (section === undefined) throw new Error(`${file}: no "## Outcome per criterion" section`);
  const results: HumanResult[] = [];
  for (const line of section.split('\n')) {
    const cells = line.trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
    const num = /^(\d\.\d\.\d{1,2})\b/.exec(cells[0] ?? '')?.[1];
    if (!num || cells.length < 2) continue;
    const word = cells[1].toLowerCase().replace(/\s+/g, ' ');
    if (!(word in OUTCOME_WORDS)) throw new Error(`${file}: ${num} has the outcome "${cells[1]}"; use passed, failed, cannot tell, not applicable or not evaluated`);
    const outcome = OUTCOME_WORDS[word];
    if (!allCriteria.some((c) => c.num === num)) throw new Error(`${file}: ${num} is not a WCAG 2.2 A or AA criterion`);
    if (outcome) results.push({ num, outcome, observed: cells.slice(2).join(' | '), file, date });
  }
  return results;
}

/** Every outcome recorded in a folder of evaluations (README.md is the form, not a record). */
export function readEvaluations(dir: string): HumanResult[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .flatMap((file) => parseEvaluation(file, readFileSync(path.join(dir, file), 'utf8')));
}

/** The latest record's result for a criterion (a later evaluation supersedes an earlier one). */
function latestRecord(evaluations: HumanResult[], num: string): HumanResult | undefined {
  return evaluations
    .filter((r) => r.num === num)
    .sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file))
    .at(-1);
}

// --- Results of `npm test` files ---------------------------------------------------------------------

interface PlaywrightSuite {
  file?: string;
  specs?: { ok: boolean }[];
  suites?: PlaywrightSuite[];
}

/**
 * Test file results from a Playwright JSON report (`--reporter=json`, files relative to its testDir,
 * here a11y-tests/) or a Vitest JSON report (`--reporter=json`, absolute file names): path from the
 * repository root → every test in it passed.
 */
export function suiteResults(json: unknown, root: string): Map<string, boolean> {
  const results = new Map<string, boolean>();
  const note = (file: string, ok: boolean) => results.set(file, (results.get(file) ?? true) && ok);
  const report = json as { suites?: PlaywrightSuite[]; config?: { rootDir?: string }; testResults?: { name: string; status: string }[] };
  if (Array.isArray(report.testResults)) {
    for (const t of report.testResults) note(path.relative(root, t.name), t.status === 'passed');
  }
  const testDir = report.config?.rootDir ? path.relative(root, report.config.rootDir) : 'a11y-tests';
  const walk = (suite: PlaywrightSuite, file?: string) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) if (here) note(path.join(testDir, here), spec.ok);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return results;
}

// --- The automated part ------------------------------------------------------------------------------

const RUN_CHECKS: Record<Exclude<RunCheck, 'orca'>, { field: 'overflow' | 'smallTargets' | 'headingProblems' | 'focusProblems'; what: string }> = {
  overflow: { field: 'overflow', what: 'horizontal scrolling at 320 px' },
  smallTargets: { field: 'smallTargets', what: 'targets under 44 × 44 px' },
  headingProblems: { field: 'headingProblems', what: 'heading outline (one h1, no skipped levels)' },
  focusProblems: { field: 'focusProblems', what: 'tab stops without a visible focus indicator' },
};

/** The axe rules of the run that are evidence for a criterion. */
export function axeRulesFor(c: Criterion, rules: AxeRule[]): string[] {
  const tag = axeTag(c.num);
  return rules.filter((rule) => rule.tags.includes(tag)).map((rule) => rule.ruleId).sort();
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function automatedPart(c: Criterion, run: RunEvidence): { status: CriterionResult['automated']; notes: string[]; rules: string[]; suiteMissing: string[] } {
  const rules = axeRulesFor(c, run.axeRules);
  const failed: string[] = [];
  const passed: string[] = [];
  const unknown: string[] = [];
  const variants = run.records.length;
  if (rules.length || c.runChecks.some((check) => check !== 'orca')) {
    if (variants === 0) unknown.push('the run recorded no screen variant (axe and the report checks did not run)');
  }
  if (rules.length && variants) {
    const hits = new Map<string, number>();
    const review = new Map<string, number>();
    const decided = new Map<string, number>();
    const wrong = new Map<string, { variants: number; first: string }>();
    const count = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);
    for (const record of run.records) {
      for (const v of record.violations) if (rules.includes(v.id)) count(hits, v.id);
      for (const v of record.incomplete ?? []) {
        if (!rules.includes(v.id)) continue;
        // Our own check decides a needs-review answer when it judged every node axe left open.
        const ours = record.review?.find((r) => r.id === v.id);
        if (!ours || ours.undecided.length) count(review, v.id);
        else if (ours.failed.length) wrong.set(v.id, { variants: (wrong.get(v.id)?.variants ?? 0) + 1, first: wrong.get(v.id)?.first ?? `${record.state} ${record.locale} ${record.theme} ${record.width}: ${ours.failed[0]}` });
        else count(decided, v.id);
      }
    }
    if (hits.size) failed.push(`axe found violations: ${[...hits].map(([id, n]) => `${id} in ${plural(n, 'variant')}`).join(', ')}`);
    else passed.push(`axe (${rules.join(', ')}): no violation in ${plural(variants, 'variant')}`);
    if (wrong.size) failed.push(`axe's needs review, decided by our own check, found faults: ${[...wrong].map(([id, w]) => `${id} in ${plural(w.variants, 'variant')} (${w.first})`).join(', ')}`);
    if (decided.size) passed.push(`axe's needs review decided by our own check (a11y-tests/support/axeReview.ts), nothing wrong: ${[...decided].map(([id, n]) => `${id} in ${plural(n, 'variant')}`).join(', ')}`);
    if (review.size) unknown.push(`axe could not decide (needs review): ${[...review].map(([id, n]) => `${id} in ${plural(n, 'variant')}`).join(', ')}`);
  }
  for (const check of c.runChecks) {
    if (check === 'orca') {
      if (!run.transcripts || run.transcripts.length === 0) unknown.push('the GNOME Orca journeys did not run');
      else {
        const bad = run.transcripts.filter((t) => !t.passed);
        if (bad.length) failed.push(`GNOME Orca journeys failed: ${bad.map((t) => `${t.journey} (${t.locale})`).join(', ')}`);
        else passed.push(`GNOME Orca: ${plural(run.transcripts.length, 'journey')} passed`);
      }
      continue;
    }
    if (!variants) continue;
    const { field, what } = RUN_CHECKS[check];
    const bad = run.records.filter((r) => r[field].length > 0);
    if (bad.length) failed.push(`${what}: found in ${plural(bad.length, 'variant')} (${bad.slice(0, 3).map((r) => `${r.state} ${r.locale} ${r.theme} ${r.width}`).join('; ')})`);
    else passed.push(`${what}: none in ${plural(variants, 'variant')}`);
  }
  for (const file of c.suiteTests) {
    const result = run.suite?.get(file);
    if (result === undefined) unknown.push(`${file} (npm test) is not part of this run`);
    else if (result) passed.push(`${file} passed`);
    else failed.push(`${file} failed`);
  }
  const notes = [...failed, ...passed, ...unknown];
  // The npm test files without results, when they alone keep the automated part from passing.
  const missing = c.suiteTests.filter((file) => run.suite?.get(file) === undefined);
  const suiteMissing = !failed.length && missing.length === unknown.length ? missing : [];
  if (!rules.length && !c.runChecks.length && !c.suiteTests.length) return { status: 'none', notes: ['nothing automated checks it'], rules, suiteMissing };
  return { status: failed.length ? 'failed' : unknown.length ? 'cantTell' : 'passed', notes, rules, suiteMissing };
}

/** Time-based media in the run: 'none' only when every variant counted zero media elements. */
function mediaInRun(records: RunRecord[]): 'none' | 'present' | 'unknown' {
  if (!records.length || records.some((r) => typeof r.media !== 'number')) return 'unknown';
  return records.some((r) => (r.media ?? 0) > 0) ? 'present' : 'none';
}

// --- The outcome -------------------------------------------------------------------------------------

export function outcomeOf(c: Criterion, run: RunEvidence): CriterionResult {
  const auto = automatedPart(c, run);
  const record = latestRecord(run.evaluations, c.num);
  const baseMode: Mode = c.coverage === 'auto' ? 'automatic' : c.coverage === 'manual' ? 'manual' : 'semiAuto';
  const mode: Mode = record && baseMode === 'automatic' ? 'semiAuto' : baseMode;
  const automatedText = `Automated: ${auto.notes.join('; ')}.`;
  const recordText = record ? ` Evaluated by a person (docs/evaluations/${record.file}): ${record.outcome}${record.observed ? `: ${record.observed}` : ''}.` : '';
  const openText = c.manual ? ` For a person: ${c.manual}; no record in docs/evaluations/ gives it yet.` : '';
  const result = (outcome: Outcome, description: string): CriterionResult => ({ criterion: c, outcome, mode, description, automated: auto.status, axeRules: auto.rules, record, ...(auto.suiteMissing.length ? { suiteMissing: auto.suiteMissing } : {}) });

  if (c.alwaysSatisfied) return result('passed', c.alwaysSatisfied);
  if (auto.status === 'failed') return result('failed', `${automatedText}${recordText}`);
  if (record?.outcome === 'failed') return result('failed', `${automatedText}${recordText}`);
  if (record?.outcome === 'passed') return result('passed', `${automatedText}${recordText}`);
  if (record?.outcome === 'inapplicable') return result('inapplicable', `${automatedText}${recordText}`);
  if (record?.outcome === 'cantTell') return result('cantTell', `${automatedText}${recordText}`);
  if (c.media) {
    const media = mediaInRun(run.records);
    if (media === 'none') {
      return result(
        'inapplicable',
        `No audio or video: none of the ${plural(run.records.length, 'screen variant')} of this run has an audio, video, object, embed or iframe element (the record field \`media\` of a11y-tests/report/states.collect.ts). ${automatedText}`,
      );
    }
    const mediaText = media === 'present' ? ' A variant of this run has an audio, video, object, embed or iframe element.' : ' This run did not count media elements.';
    return result(auto.status === 'none' ? 'untested' : 'cantTell', `${automatedText}${mediaText}${openText}`);
  }
  if (auto.status === 'none') return result('untested', `${automatedText}${openText}`);
  if (c.coverage === 'auto' && auto.status === 'passed') return result('passed', automatedText);
  return result('cantTell', `${automatedText}${openText}`);
}

/** Every criterion's outcome, in the order of ./criteria.ts. */
export function outcomes(run: RunEvidence, list: Criterion[] = allCriteria): CriterionResult[] {
  return list.map((c) => outcomeOf(c, run));
}

/** The outcome as the report's table says it (the words of docs/evaluations/README.md). */
export const OUTCOME_LABEL: Record<Outcome, string> = {
  passed: 'passed',
  failed: 'failed',
  cantTell: 'cannot tell',
  inapplicable: 'not applicable',
  untested: 'not evaluated',
};
