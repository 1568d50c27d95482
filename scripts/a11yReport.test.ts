// The WCAG table of `npm run a11y:report` and the files it writes for auditors (issue 36): every WCAG 2.2
// A/AA criterion once with its EN 301 549 / BITV 2.0 number, honest outcomes (a manual part no record
// gives is never "passed"), the WCAG-EM Report Tool's JSON-LD, the OpenACR YAML and the CSV. The two
// auditors' formats are checked against the real definitions stored in a11y-tests/report/vendor/: the
// OpenACR schema (with Ajv) and catalog, the WCAG-EM Report Tool's JSON-LD context and criteria (with
// jsonld, offline).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import jsonldTyped from 'jsonld';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { auditOutcomes, axeRulesOfRun, statementCheck, suiteRun, treeState, WCAG_AXE_TAGS } from '../a11y-tests/report/audit';
import { bitvReference, criteria, en301549Clause, WCAG22_ONLY, type Criterion } from '../a11y-tests/report/criteria';
import { ADHERENCE, ASSERTOR_NAME, CONTACT, CSV_HEADER, criteriaCsv, OPENACR_CATALOG, openAcr, openAcrYaml, toYaml, wcagEm } from '../a11y-tests/report/formats';
import { outcomes, parseEvaluation, readEvaluations, suiteResults, type RunEvidence, type RunRecord } from '../a11y-tests/report/outcomes';
import openAcrSchema from '../a11y-tests/report/vendor/openacr/openacr-0.1.0.json';
import { exportContext, importContext } from '../a11y-tests/report/vendor/wai-wcag-em-report-tool/appContext.js';
import toolWcag from '../a11y-tests/report/vendor/wai-wcag-em-report-tool/wcag.json';

const ROOT = path.resolve(import.meta.dirname, '..');

/** WCAG 2.2 (W3C Recommendation, 2023/2024): Level A with 4.1.1 Parsing (obsolete, kept as always satisfied), and Level AA. */
const LEVEL_A = [
  '1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.3.1', '1.3.2', '1.3.3', '1.4.1', '1.4.2', '2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1',
  '2.4.2', '2.4.3', '2.4.4', '2.5.1', '2.5.2', '2.5.3', '2.5.4', '3.1.1', '3.2.1', '3.2.2', '3.2.6', '3.3.1', '3.3.2', '3.3.7', '4.1.1', '4.1.2',
];
const LEVEL_AA = [
  '1.2.4', '1.2.5', '1.3.4', '1.3.5', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13', '2.4.5', '2.4.6', '2.4.7', '2.4.11', '2.5.7',
  '2.5.8', '3.1.2', '3.2.3', '3.2.4', '3.3.3', '3.3.4', '3.3.8', '4.1.3',
];

const byNum = (num: string) => criteria.find((c) => c.num === num) as Criterion;

const variant = (state: string, extra: Partial<RunRecord> = {}): RunRecord => ({
  state,
  locale: 'de',
  theme: 'light',
  width: 320,
  title: `${state} – Einfach Erklären`,
  path: `/erklaerung/ui/${state}`,
  violations: [],
  incomplete: [],
  overflow: [],
  smallTargets: [],
  headingProblems: [],
  focusProblems: [],
  media: 0,
  ...extra,
});

/** A run in which every automated check passed and every `npm test` file named by a criterion passed. */
function cleanRun(overrides: Partial<RunEvidence> = {}): RunEvidence {
  const suite = new Map(criteria.flatMap((c) => c.suiteTests).map((file) => [file, true]));
  return {
    records: [variant('start'), variant('start', { theme: 'contrast', width: 1280 }), variant('login')],
    transcripts: [{ journey: 'login', locale: 'de', passed: true }],
    axeRules: axeRulesOfRun(),
    suite,
    evaluations: [],
    ...overrides,
  };
}

const outcomeOf = (run: RunEvidence, num: string) => outcomes(run).find((r) => r.criterion.num === num)!;
const META = { date: '2026-11-27T10:00:00.000Z', version: '0.1.0', description: 'File the annual German income tax declaration.' };

describe('the criteria (a11y-tests/report/criteria.ts)', () => {
  it('lists every WCAG 2.2 Level A and AA criterion exactly once, at its level', () => {
    expect(LEVEL_A).toHaveLength(32); // 31 in WCAG 2.2, plus 4.1.1 Parsing
    expect(LEVEL_AA).toHaveLength(24);
    const nums = criteria.map((c) => c.num);
    expect(new Set(nums).size).toBe(nums.length);
    expect([...nums].sort()).toEqual([...LEVEL_A, ...LEVEL_AA].sort());
    for (const c of criteria) expect(c.level, c.num).toBe(LEVEL_A.includes(c.num) ? 'A' : 'AA');
    expect(new Set(criteria.map((c) => c.slug)).size).toBe(criteria.length);
    for (const c of criteria) expect(c.slug, c.num).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(byNum('1.1.1').slug).toBe('non-text-content');
    expect(byNum('3.3.8').slug).toBe('accessible-authentication-minimum');
    expect(byNum('4.1.1').alwaysSatisfied).toMatch(/always satisfied/);
  });

  it('numbers EN 301 549 V3.2.1 clauses 9 + the WCAG number, none for the WCAG 2.2-only criteria, and BITV 2.0 the same', () => {
    expect([...WCAG22_ONLY].sort()).toEqual(['2.4.11', '2.5.7', '2.5.8', '3.2.6', '3.3.7', '3.3.8']);
    for (const c of criteria) {
      const clause = en301549Clause(c.num);
      if ((WCAG22_ONLY as readonly string[]).includes(c.num)) {
        expect(clause, c.num).toBeNull();
        expect(bitvReference(c.num), c.num).toMatch(/no clause yet/);
      } else {
        expect(clause, c.num).toBe(`9.${c.num}`);
        expect(bitvReference(c.num), c.num).toContain(`EN 301 549 ${clause}`);
      }
    }
    expect(en301549Clause('1.4.10')).toBe('9.1.4.10');
  });

  it('calls a criterion manual exactly when nothing automated checks it, and names what is left for a person otherwise', () => {
    const rules = axeRulesOfRun();
    for (const c of criteria) {
      const automated = rules.some((rule) => rule.tags.includes(`wcag${c.num.replace(/\./g, '')}`)) || c.runChecks.length > 0 || c.suiteTests.length > 0 || Boolean(c.media) || Boolean(c.alwaysSatisfied);
      expect(c.coverage === 'manual', `${c.num}: coverage ${c.coverage}, automated evidence ${automated}`).toBe(!automated);
      expect(c.manual === '', `${c.num}: what is left for a person`).toBe(c.coverage === 'auto');
      expect(c.how, c.num).not.toBe('');
    }
  });

  it('names test files that exist, and axe tags the run uses', () => {
    for (const file of new Set(criteria.flatMap((c) => c.suiteTests))) expect(() => readFileSync(path.join(ROOT, file)), file).not.toThrow();
    const axeSupport = readFileSync(path.join(ROOT, 'a11y-tests/support/axe.ts'), 'utf8');
    for (const tag of WCAG_AXE_TAGS) expect(axeSupport, tag).toContain(`'${tag}'`);
  });
});

describe('the outcomes (a11y-tests/report/outcomes.ts)', () => {
  it('never says passed for a criterion with a manual part that no record gives, even when every check passed', () => {
    const results = outcomes(cleanRun());
    for (const r of results) {
      if (r.criterion.manual && !r.criterion.alwaysSatisfied) expect(r.outcome, r.criterion.num).not.toBe('passed');
    }
    // The criteria without a manual part pass when all their checks passed in the run.
    for (const c of criteria.filter((x) => x.coverage === 'auto')) expect(outcomeOf(cleanRun(), c.num).outcome, c.num).toBe('passed');
    expect(outcomeOf(cleanRun(), '2.4.5').outcome).toBe('untested');
    expect(outcomeOf(cleanRun(), '1.3.2').outcome).toBe('cantTell');
    expect(outcomeOf(cleanRun(), '2.4.6').outcome).toBe('cantTell');
    expect(outcomeOf(cleanRun(), '2.4.6').description).toMatch(/For a person: wording/);
  });

  it('does not say passed for checks this run did not make', () => {
    const withoutSuite = cleanRun({ suite: undefined });
    expect(outcomeOf(withoutSuite, '2.1.2').outcome).toBe('cantTell');
    expect(outcomeOf(withoutSuite, '2.1.2').description).toContain('a11y-tests/keyboard.e2e.ts (npm test) is not part of this run');
    // Decided by the report's own checks alone.
    expect(outcomeOf(withoutSuite, '2.5.8').outcome).toBe('passed');
    expect(outcomeOf(cleanRun({ transcripts: null }), '4.1.2').outcome).toBe('cantTell');
    const empty = outcomes(cleanRun({ records: [], transcripts: null, suite: undefined }));
    expect(empty.filter((r) => r.outcome === 'passed').map((r) => r.criterion.num)).toEqual(['4.1.1']);
    expect(empty.filter((r) => r.outcome === 'inapplicable')).toEqual([]);
  });

  it('fails a criterion when a check mapped to it found something', () => {
    const contrast = cleanRun({ records: [variant('start', { violations: [{ id: 'color-contrast' }] }), variant('login')] });
    expect(outcomeOf(contrast, '1.4.3').outcome).toBe('failed');
    expect(outcomeOf(contrast, '1.4.3').description).toContain('color-contrast in 1 variant');
    expect(outcomeOf(contrast, '1.4.12').outcome).toBe('passed');
    const headings = cleanRun({ records: [variant('start', { headingProblems: ['two h1'] })] });
    expect(outcomeOf(headings, '1.3.1').outcome).toBe('failed');
    expect(outcomeOf(headings, '2.4.6').outcome).toBe('failed');
    expect(outcomeOf(cleanRun({ records: [variant('start', { smallTargets: ['a.help 30 x 20'] })] }), '2.5.8').outcome).toBe('failed');
    expect(outcomeOf(cleanRun({ transcripts: [{ journey: 'login', locale: 'de', passed: false }] }), '4.1.2').outcome).toBe('failed');
    const suite = cleanRun().suite!;
    expect(outcomeOf(cleanRun({ suite: new Map([...suite, ['a11y-tests/keyboard.e2e.ts', false]]) }), '2.1.2').outcome).toBe('failed');
    // axe's "needs review" leaves the automated part undecided.
    expect(outcomeOf(cleanRun({ records: [variant('start', { incomplete: [{ id: 'color-contrast', nodes: 2 }] })] }), '1.4.3').outcome).toBe('cantTell');
    // ... unless our own check (a11y-tests/support/axeReview.ts) judged every node it left open.
    const reviewed = (review: NonNullable<RunRecord['review']>[number]) => cleanRun({ records: [variant('start', { incomplete: [{ id: 'color-contrast', nodes: 2 }], review: [review] })] });
    const decided = outcomeOf(reviewed({ id: 'color-contrast', nodes: 2, passed: 1, inactive: 1, failed: [], undecided: [] }), '1.4.3');
    expect(decided.outcome).toBe(outcomeOf(cleanRun(), '1.4.3').outcome);
    expect(decided.description).toContain("axe's needs review decided by our own check");
    const wrong = outcomeOf(reviewed({ id: 'color-contrast', nodes: 2, passed: 1, failed: ['.mark: rgb(176, 176, 176) on rgb(255, 255, 255): 2.09:1, 4.5:1 needed'], undecided: [] }), '1.4.3');
    expect(wrong.outcome).toBe('failed');
    expect(wrong.description).toContain('2.09:1, 4.5:1 needed');
    expect(outcomeOf(reviewed({ id: 'color-contrast', nodes: 2, passed: 1, failed: [], undecided: ['.mark: covered by div'] }), '1.4.3').outcome).toBe('cantTell');
    // A best-practice rule is no criterion's evidence.
    expect(outcomes(cleanRun({ records: [variant('start', { violations: [{ id: 'region' }] })] })).filter((r) => r.outcome === 'failed')).toEqual([]);
  });

  it('calls media criteria not applicable only when every variant counted no media element', () => {
    const media = ['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.4.2'];
    for (const num of media) {
      expect(outcomeOf(cleanRun(), num).outcome, num).toBe('inapplicable');
      expect(outcomeOf(cleanRun(), num).description, num).toMatch(/No audio or video: none of the 3 screen variants/);
      expect(outcomeOf(cleanRun({ records: [variant('start'), variant('login', { media: 1 })] }), num).outcome, num).not.toBe('inapplicable');
      expect(outcomeOf(cleanRun({ records: [variant('start', { media: undefined })] }), num).outcome, num).not.toBe('inapplicable');
    }
    expect(outcomes(cleanRun()).filter((r) => r.outcome === 'inapplicable').map((r) => r.criterion.num).sort()).toEqual(media.sort());
  });
});

describe('evaluation records (docs/evaluations/)', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  const record = (outcomes: string) => `# 2027-01-10: NVDA 2025.3 with Firefox 145, by an auditor

- Who: an auditor, daily NVDA user
- Assistive technology and version: NVDA 2025.3
- Browser and platform: Firefox 145 on Windows 11
- Build: 0.1.0
- Steps: Journeys A to C of the manual protocol

## Outcome per criterion

| WCAG 2.2 criterion | outcome (passed / failed / cannot tell / not applicable / not evaluated) | what was observed |
|---|---|---|
${outcomes}

## Findings

None.
`;

  it('reads the table of the form docs/evaluations/README.md gives', () => {
    const readme = readFileSync(path.join(ROOT, 'docs/evaluations/README.md'), 'utf8');
    const form = /```markdown\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(parseEvaluation('2027-01-10-auditor-nvda.md', form)).toEqual([
      { num: '1.3.2', outcome: 'passed', observed: '…', file: '2027-01-10-auditor-nvda.md', date: '2027-01-10' },
    ]);
    expect(readEvaluations(path.join(ROOT, 'docs/evaluations')).length).toBeGreaterThanOrEqual(0);
  });

  it('flips an outcome with a record in a folder of evaluations, and a later record supersedes an earlier one', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'evaluations-'));
    writeFileSync(path.join(dir, 'README.md'), '| 1.3.3 Sensory Characteristics | failed | the form is not a record |');
    writeFileSync(
      path.join(dir, '2027-01-10-auditor-nvda.md'),
      record('| 2.4.5 Multiple Ways | passed | every page is linked from the header or footer and from the start page |\n| 2.4.6 Headings and Labels | passed | clear |\n| 3.2.4 Consistent Identification | not evaluated | |'),
    );
    const before = cleanRun();
    expect(outcomeOf(before, '2.4.5').outcome).toBe('untested');
    const evaluations = readEvaluations(dir);
    const after = cleanRun({ evaluations });
    expect(outcomeOf(after, '2.4.5').outcome).toBe('passed');
    expect(outcomeOf(after, '2.4.5').mode).toBe('manual');
    expect(outcomeOf(after, '2.4.5').description).toContain(`${'docs/evaluations'}/2027-01-10-auditor-nvda.md`);
    expect(outcomeOf(after, '2.4.6').outcome).toBe('passed');
    expect(outcomeOf(after, '3.2.4').outcome).toBe('untested');
    expect(outcomeOf(after, '1.3.3').outcome).toBe('untested');
    // A check that fails outweighs a person's pass.
    expect(outcomeOf(cleanRun({ evaluations, records: [variant('start', { headingProblems: ['skipped h3'] })] }), '2.4.6').outcome).toBe('failed');

    writeFileSync(path.join(dir, '2027-03-01-auditor-jaws.md'), record('| 2.4.5 Multiple Ways | failed | the imprint is reached from the footer only |'));
    expect(outcomeOf(cleanRun({ evaluations: readEvaluations(dir) }), '2.4.5').outcome).toBe('failed');
  });

  it('refuses a record with an outcome word the form does not know, or a criterion outside A/AA', () => {
    expect(() => parseEvaluation('2027-01-10-x.md', record('| 1.3.2 Meaningful Sequence | ok | |'))).toThrow(/outcome "ok"/);
    expect(() => parseEvaluation('2027-01-10-x.md', record('| 1.4.6 Contrast (Enhanced) | passed | |'))).toThrow(/not a WCAG 2.2 A or AA/);
    expect(() => parseEvaluation('auditor-without-date', record(''))).toThrow(/date/);
  });
});

describe('suite results (A11Y_SUITE_RESULTS)', () => {
  it('reads a Playwright JSON report and a Vitest JSON report', () => {
    const playwright = {
      config: { rootDir: path.join(ROOT, 'a11y-tests') },
      suites: [
        { title: 'keyboard.e2e.ts', file: 'keyboard.e2e.ts', specs: [{ ok: true }], suites: [{ title: 'dialog', specs: [{ ok: false }] }] },
        { title: 'journeys.e2e.ts', file: 'journeys.e2e.ts', specs: [{ ok: true }] },
      ],
    };
    const fromPlaywright = suiteResults(playwright, ROOT);
    expect(fromPlaywright.get('a11y-tests/keyboard.e2e.ts')).toBe(false);
    expect(fromPlaywright.get('a11y-tests/journeys.e2e.ts')).toBe(true);
    const vitest = { testResults: [{ name: path.join(ROOT, 'tokens/src/contrast.test.ts'), status: 'passed' }] };
    expect(suiteResults(vitest, ROOT).get('tokens/src/contrast.test.ts')).toBe(true);
  });
});

describe('the results npm test leaves for the report (suiteRun)', () => {
  afterAll(() => rmSync(path.join(ROOT, 'test-results/suite-check'), { recursive: true, force: true }));
  /** A copy of the folder npm test writes (scripts/suite-stamp.mjs), in a temporary root whose git answers are this repository's. */
  function leftBy(stamp: Record<string, unknown>, reports: Record<string, unknown> = {}) {
    const dir = path.join(ROOT, 'test-results/suite-check', String(Math.random()).slice(2));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'run.json'), JSON.stringify(stamp));
    for (const [name, json] of Object.entries(reports)) writeFileSync(path.join(dir, name), JSON.stringify(json));
    return dir;
  }
  const vitestAll = { testResults: [{ name: path.join(ROOT, 'tokens/src/contrast.test.ts'), status: 'passed' }] };

  it('counts the reports of a finished run of this very tree, and says so', () => {
    const dir = leftBy({ ...treeState(ROOT), started: '2026-11-28T01:00:00Z', finished: '2026-11-28T01:22:00Z', files: ['vitest.json'] }, { 'vitest.json': vitestAll });
    const found = suiteRun(ROOT, undefined, dir);
    expect(found.files).toEqual([path.join(dir, 'vitest.json')]);
    expect(found.note).toMatch(/^Results of npm test of this tree/);
  });

  it('counts nothing from another commit, other uncommitted changes, or a run that did not finish', () => {
    const other = leftBy({ commit: '0'.repeat(40), changes: treeState(ROOT).changes, started: 'x', finished: 'y', files: ['vitest.json'] }, { 'vitest.json': vitestAll });
    expect(suiteRun(ROOT, undefined, other)).toMatchObject({ files: [], note: expect.stringMatching(/of another tree/) });
    const changed = leftBy({ ...treeState(ROOT), changes: 'something else', started: 'x', finished: 'y', files: ['vitest.json'] }, { 'vitest.json': vitestAll });
    expect(suiteRun(ROOT, undefined, changed).note).toMatch(/other uncommitted changes/);
    const unfinished = leftBy({ ...treeState(ROOT), started: 'x', files: [] });
    expect(suiteRun(ROOT, undefined, unfinished)).toMatchObject({ files: [], note: expect.stringMatching(/did not finish/) });
    expect(suiteRun(ROOT, undefined, path.join(ROOT, 'test-results/suite-check/none')).note).toMatch(/No results of npm test were found/);
  });

  it('takes the files named in A11Y_SUITE_RESULTS first', () => {
    const dir = leftBy({ commit: 'other', changes: '', started: 'x', files: [] }, { 'e2e.json': { suites: [] } });
    expect(suiteRun(ROOT, `${path.join(dir, 'e2e.json')}, ${path.join(dir, 'gone.json')}`, dir)).toMatchObject({ files: [path.join(dir, 'e2e.json')], note: expect.stringMatching(/not found: .*gone\.json/) });
  });

  it('without them, a criterion the statement checks in full is "not confirmed", not a disagreement; with them, it passes', () => {
    const records: RunRecord[] = [{ state: 'start', locale: 'de', theme: 'light', width: 1280, violations: [], overflow: [], smallTargets: [], headingProblems: [], focusProblems: [], media: 0 }];
    const { results } = auditOutcomes({ root: ROOT, records, transcripts: null, suiteFiles: [] });
    const check = statementCheck(results, ROOT);
    expect(check.unconfirmed.find((line) => line.startsWith('1.3.4 '))).toBe('1.3.4 Orientation: rests on a11y-tests/matrix.e2e.ts');
    expect(check.disagreements.some((line) => line.startsWith('1.3.4 '))).toBe(false);
    // Without a screen variant the run could not confirm it for another reason too: that is a disagreement.
    const empty = statementCheck(auditOutcomes({ root: ROOT, records: [], transcripts: null, suiteFiles: [] }).results, ROOT);
    expect(empty.disagreements).toContain('1.3.4 Orientation: the statement says the tests check it in full, this run says cantTell');
    const suite = { suites: [{ title: 'matrix.e2e.ts', file: 'matrix.e2e.ts', specs: [{ ok: false }] }], config: { rootDir: path.join(ROOT, 'a11y-tests') } };
    const dir = leftBy({ commit: 'x', changes: '', started: 'x', files: [] }, { 'e2e.json': suite });
    const failing = statementCheck(auditOutcomes({ root: ROOT, records, transcripts: null, suiteFiles: [path.join(dir, 'e2e.json')] }).results, ROOT);
    expect(failing.disagreements).toContain('1.3.4 Orientation failed in this run; the statement does not name it as not accessible');
  });
});

// --- The real definitions (a11y-tests/report/vendor/, README.md there says where each comes from) ---------

const VENDOR = path.join(ROOT, 'a11y-tests/report/vendor');

interface CatalogCriterion {
  id: string;
  components: string[];
}
interface Catalog {
  chapters: { id: string; label: string; criteria?: CatalogCriterion[] }[];
  components: { id: string }[];
  terms: { id: string; label: string }[];
}
/** GSA OpenACR's catalog 2.5-edition-wcag-2.2-508-eu-en (VPAT 2.5 international edition), read with a real YAML parser. */
const CATALOG = parseYaml(readFileSync(path.join(VENDOR, 'openacr/2.5-edition-wcag-2.2-508-eu-en.yaml'), 'utf8')) as Catalog;

/** The WCAG-EM Report Tool's criteria per WCAG version (src/data/wcag.json): `num` and the tool's `id`. */
const TOOL_WCAG = toolWcag as Record<string, Record<string, { num: string; id: string; conformanceLevel: string }>>;
/** The tool's getCriterionById (src/stores/wcagStore.js): the first criterion of any version with that id. */
const toolCriterionById = (id: string) => Object.values(TOOL_WCAG).flatMap((version) => Object.values(version)).find((c) => c.id === id);
/** The tool's id of a criterion: from the latest version that has it (4.1.1 is in 2.0 and 2.1 only). */
const toolIdOf = (num: string) => Object.values(TOOL_WCAG).reverse().find((version) => version[num])?.[num].id;

// --- OpenACR --------------------------------------------------------------------------------------------

/** What GSA OpenACR's validator checks against the catalog (src/validateOpenACRCatalogValues.ts), and that every A/AA criterion is there once. */
function openAcrCatalogProblems(acr: { catalog?: string; chapters: Record<string, { notes?: string; disabled?: boolean; criteria?: { num: string; components?: { name: string; adherence?: { level: string; notes?: string } }[] }[] }> }): string[] {
  const problems: string[] = [];
  if (acr.catalog !== '2.5-edition-wcag-2.2-508-eu-en') problems.push(`catalog ${acr.catalog}`);
  const terms = CATALOG.terms.map((t) => t.id);
  const components = CATALOG.components.map((c) => c.id);
  for (const [id, chapter] of Object.entries(acr.chapters)) {
    const known = CATALOG.chapters.find((c) => c.id === id);
    if (!known) {
      problems.push(`chapter ${id} is not in the catalog`);
      continue;
    }
    for (const row of chapter.criteria ?? []) {
      const criterion = known.criteria?.find((c) => c.id === row.num);
      if (!criterion) problems.push(`criterion ${row.num} is not in ${known.label}`);
      for (const component of row.components ?? []) {
        if (!components.includes(component.name)) problems.push(`component ${component.name} of ${row.num} has no definition in the catalog`);
        else if (criterion && !criterion.components.includes(component.name)) problems.push(`component ${component.name} is not supported by ${row.num}`);
        const level = component.adherence?.level;
        if (level !== undefined && !terms.includes(level)) problems.push(`level "${level}" of ${row.num} is no term of the catalog`);
        if ((level === 'supports' || level === 'partially-supports') && !component.adherence?.notes) problems.push(`level ${level} of ${row.num} requires notes`);
      }
    }
  }
  for (const id of ['success_criteria_level_a', 'success_criteria_level_aa']) {
    const rows = (acr.chapters[id]?.criteria ?? []).map((r) => r.num);
    for (const c of CATALOG.chapters.find((x) => x.id === id)!.criteria!) {
      const n = rows.filter((num) => num === c.id).length;
      if (n !== 1) problems.push(`criterion ${c.id} is in ${id} ${n} times`);
    }
  }
  return problems;
}

const validateOpenAcr = new Ajv({ allErrors: true }).compile(openAcrSchema);
const schemaErrors = (data: unknown) => (validateOpenAcr(data) ? [] : (validateOpenAcr.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

describe('openacr.yaml (GSA OpenACR, validated against its schema and catalog)', () => {
  const run = cleanRun();
  const results = outcomes(run);
  const text = openAcrYaml(results, META);
  const acr = parseYaml(text) as ReturnType<typeof openAcr>;

  it('reads back with a YAML parser as the report object, tricky strings staying strings', () => {
    expect(acr).toEqual(openAcr(results, META));
    const tricky = openAcr(results, { ...META, version: '1.0', description: 'yes: no # "quoted" \\ back\nslash – ü' });
    expect(parseYaml(toYaml(tricky))).toEqual(tricky);
  });

  it("is valid against OpenACR's schema (openacr-0.1.0.json) and its catalog", () => {
    expect(schemaErrors(acr)).toEqual([]);
    expect(openAcrCatalogProblems(acr)).toEqual([]);
    expect(CATALOG.terms.map((t) => t.id)).toEqual(['supports', 'partially-supports', 'does-not-support', 'not-applicable', 'not-evaluated']);
    // The catalog's WCAG 2.2 tables are the criteria of this project, at the same level.
    expect(CATALOG.chapters.find((c) => c.id === 'success_criteria_level_a')!.criteria!.map((c) => c.id)).toEqual(LEVEL_A);
    expect(CATALOG.chapters.find((c) => c.id === 'success_criteria_level_aa')!.criteria!.map((c) => c.id)).toEqual(LEVEL_AA);
  });

  it('names what is wrong in a faulty report', () => {
    const faulty = structuredClone(acr) as unknown as { product: { version: unknown }; author: Record<string, unknown>; chapters: Record<string, { criteria: { num: string; components: { name: string; adherence: { level: string; notes?: string } }[] }[] }> };
    faulty.product.version = 1;
    delete faulty.author.email;
    expect(schemaErrors(faulty)).toEqual(expect.arrayContaining(['/product/version must be string', "/author must have required property 'email'"]));

    const a = faulty.chapters.success_criteria_level_a.criteria;
    a[0].components[0].adherence.level = 'Not Evaluated';
    a[1].components[0].name = 'website';
    a.find((r) => r.num === '1.3.2')!.num = '1.4.6';
    const supported = a.find((r) => r.components[0].adherence.level === 'supports')!;
    delete supported.components[0].adherence.notes;
    faulty.chapters.en_301_549_chapter_9 = { criteria: [] };
    expect(openAcrCatalogProblems(faulty as never)).toEqual(
      expect.arrayContaining([
        'chapter en_301_549_chapter_9 is not in the catalog',
        'level "Not Evaluated" of 1.1.1 is no term of the catalog',
        'component website of 1.2.1 has no definition in the catalog',
        'criterion 1.4.6 is not in Table 1: Success Criteria, Level A',
        'criterion 1.3.2 is in success_criteria_level_a 0 times',
        `level supports of ${supported.num} requires notes`,
      ]),
    );
  });

  it('has the form of the VPAT 2.5 international edition: the WCAG tables filled, every other chapter disabled with why', () => {
    expect(acr.catalog).toBe(OPENACR_CATALOG);
    expect(acr.product).toEqual({ name: 'Einfach Erklären', version: META.version, description: META.description });
    expect(acr.author.email).toBe(CONTACT.email);
    expect(acr.evaluation_methods_used).toMatch(/No evaluation by a person/);
    expect(acr.evaluation_methods_used).not.toMatch(/NVDA|JAWS|VoiceOver|TalkBack/);
    const a = acr.chapters.success_criteria_level_a.criteria;
    expect(a.map((c) => c.num)).toEqual(LEVEL_A);
    expect(acr.chapters.success_criteria_level_aa.criteria.map((c) => c.num)).toEqual(LEVEL_AA);
    // Every chapter of the catalog, once; the ones without rows disabled with a reason, except clause 9 (in the WCAG tables).
    expect(Object.keys(acr.chapters).sort()).toEqual(CATALOG.chapters.map((c) => c.id).sort());
    for (const [id, chapter] of Object.entries(acr.chapters as Record<string, { disabled?: boolean; notes: string; criteria?: unknown[] }>)) {
      expect(chapter.notes, id).not.toBe('');
      if (!chapter.criteria && id !== 'en_301_549_web') expect(chapter.disabled, id).toBe(true);
    }
    expect(acr.notes).toMatch(/reserves "Not Evaluated" for Level AAA/);
  });

  it('maps outcomes to adherence levels, "Not Evaluated" where no evidence decides, never "supports" for an open manual part', () => {
    const rows = [...acr.chapters.success_criteria_level_a.criteria, ...acr.chapters.success_criteria_level_aa.criteria];
    for (const row of rows) {
      const r = results.find((x) => x.criterion.num === row.num)!;
      const { level, notes } = row.components[0].adherence;
      expect(row.components).toHaveLength(1);
      expect(row.components[0].name).toBe('web');
      expect(level, row.num).toBe(ADHERENCE[r.outcome]);
      if (r.outcome === 'untested' || r.outcome === 'cantTell') expect(level, row.num).toBe('not-evaluated');
      if (r.criterion.manual && !r.record) expect(level, row.num).not.toBe('supports');
      if (r.outcome === 'cantTell') expect(notes, row.num).toMatch(/^Not evaluated in full: .*Automated: /);
      expect(notes, row.num).toMatch(/EN 301 549 9\.|No EN 301 549 V3\.2\.1 clause/);
    }
    expect(rows.some((row) => row.components[0].adherence.level === 'not-evaluated')).toBe(true);
    expect(ADHERENCE).toEqual({ passed: 'supports', failed: 'does-not-support', cantTell: 'not-evaluated', untested: 'not-evaluated', inapplicable: 'not-applicable' });
  });

  it('names the contact of the accessibility statement', () => {
    const statement = readFileSync(path.join(ROOT, 'docs/accessibility-statement.md'), 'utf8');
    expect(statement).toContain(CONTACT.email);
    expect(statement).toContain(CONTACT.address.split(',')[0]);
  });
});

// --- WCAG-EM Report Tool --------------------------------------------------------------------------------

const EARL = 'http://www.w3.org/ns/earl#';
const WCAGEM = 'http://www.w3.org/TR/WCAG-EM/#';
const DCT = 'http://purl.org/dc/terms/';
const OUTCOME_IRIS = ['passed', 'failed', 'cantTell', 'inapplicable', 'untested'].map((o) => EARL + o);
const MODE_IRIS = ['automatic', 'semiAuto', 'manual'].map((m) => EARL + m);

/** Where the stored context is served from, offline; any other document is refused (no network). */
const CONTEXT_URL = 'http://github.com/w3c/wai-wcag-em-report-tool/src/data/jsonld/appContext.js#exportContext';
const documentLoader = async (url: string) => {
  if (url === CONTEXT_URL) return { contextUrl: undefined, documentUrl: url, document: { '@context': exportContext } };
  throw new Error(`offline: no document ${url}`);
};

type Expanded = Record<string, unknown[] | string | undefined>;
/** jsonld's API as used here (its published types do not take an expanded document or a frame as they are). */
const jsonld = jsonldTyped as unknown as {
  expand(input: unknown, options: { documentLoader: typeof documentLoader }): Promise<Expanded[]>;
  frame(input: unknown, frame: object, options: { documentLoader: typeof documentLoader }): Promise<Record<string, unknown>>;
};
const nodes = (value: unknown) => (Array.isArray(value) ? value : []) as Expanded[];
const iri = (value: unknown) => nodes(value)[0]?.['@id'] as string | undefined;
const text = (value: unknown) => nodes(value)[0]?.['@value'] as string | undefined;
const types = (node: Expanded) => (node['@type'] ?? []) as string[];

/**
 * The checks of the expanded file, in full IRIs: one evaluation (wcagem:procedure); one earl:Assertion per
 * WCAG 2.2 A/AA criterion, its earl:test the tool's id (matched as the tool matches it); an outcome and a
 * mode of EARL's; the website as subject, a sample web page for a page-level result (dct:hasPart); every
 * sample page a URL or a state id the report's description explains.
 */
function wcagEmProblems(expanded: Expanded[]): string[] {
  const problems: string[] = [];
  const evaluations = expanded.filter((n) => types(n).includes(`${WCAGEM}procedure`));
  if (evaluations.length !== 1) return [`${evaluations.length} evaluations`];
  const evaluation = evaluations[0];
  const scope = nodes(nodes(evaluation[`${WCAGEM}step1`])[0]?.[`${WCAGEM}step1a`])[0];
  const specifics = text(nodes(evaluation[`${WCAGEM}step5`])[0]?.[`${WCAGEM}step5b`]) ?? '';
  const pages = nodes(nodes(evaluation[`${WCAGEM}step3`])[0]?.[`${WCAGEM}step3a`]);
  const pageIds = pages.map((p) => p['@id'] as string);
  for (const page of pages) {
    const id = page['@id'] as string;
    if (!types(page).includes(`${EARL}TestSubject`) || !types(page).includes(`${WCAGEM}webpage`)) problems.push(`sample page ${id} is no earl:TestSubject wcagem:webpage`);
    const state = /^_:state-(.+)$/.exec(id)?.[1];
    const explained = state !== undefined && (text(page[`${DCT}description`]) ?? '').includes(`Screen state "${state}"`) && specifics.includes('"_:state-"');
    if (!/^https?:\/\//.test(id) && !explained) problems.push(`sample page ${id} has neither a URL nor a state id the report explains`);
  }
  if (pages.length === 0) problems.push('no sample pages');
  const count = new Map<string, number>();
  const check = (assertion: Expanded, where: string, subjects: string[]) => {
    if (!types(assertion).includes(`${EARL}Assertion`)) problems.push(`${where} is no earl:Assertion`);
    const test = iri(assertion[`${EARL}test`]) ?? '';
    // The tool's import: the id's part after the last colon, looked up in its wcag.json.
    const num = toolCriterionById(test.split(':').slice(-1)[0])?.num;
    if (!num || test !== `WCAG22:${toolIdOf(num)}`) problems.push(`${where}: earl:test ${test} is no criterion id of the tool`);
    const result = nodes(assertion[`${EARL}result`])[0];
    if (!result || !types(result).includes(`${EARL}TestResult`)) problems.push(`${where} (${test}): no earl:result`);
    else if (!OUTCOME_IRIS.includes(iri(result[`${EARL}outcome`]) ?? '')) problems.push(`${where} (${test}): outcome ${iri(result[`${EARL}outcome`])}`);
    if (!MODE_IRIS.includes(iri(assertion[`${EARL}mode`]) ?? '')) problems.push(`${where} (${test}): mode ${iri(assertion[`${EARL}mode`])}`);
    const subject = iri(assertion[`${EARL}subject`]) ?? '';
    if (!subjects.includes(subject)) problems.push(`${where} (${test}): subject ${subject} is not ${where === 'assertion' ? 'the website' : 'a sample web page'}`);
    return num;
  };
  for (const assertion of nodes(evaluation[`${WCAGEM}step4`])) {
    const num = check(assertion, 'assertion', [scope?.['@id'] as string]);
    if (num) count.set(num, (count.get(num) ?? 0) + 1);
    for (const part of nodes(assertion[`${DCT}hasPart`])) check(part, 'page-level result', pageIds);
  }
  for (const num of [...LEVEL_A, ...LEVEL_AA]) if (count.get(num) !== 1) problems.push(`criterion ${num} has ${count.get(num) ?? 0} assertions`);
  for (const num of count.keys()) if (![...LEVEL_A, ...LEVEL_AA].includes(num)) problems.push(`criterion ${num} is not WCAG 2.2 A or AA`);
  return problems;
}

describe('wcag-em.json (W3C WCAG-EM Report Tool, expanded as JSON-LD with its stored context)', () => {
  const run = cleanRun();
  const results = outcomes(run);
  /** As scripts/a11y-report.mjs writes it (audit.ts writeAuditFiles) and reads back. */
  const written = JSON.parse(`${JSON.stringify(wcagEm(results, run.records, META), null, 2)}\n`);
  const expandedOf = (doc: unknown) => jsonld.expand(doc, { documentLoader });

  it("carries the tool's own export context, and expands offline the same with the stored context served", async () => {
    expect(written['@context']).toEqual(exportContext);
    const inline = await expandedOf(written);
    const served = await expandedOf({ ...written, '@context': CONTEXT_URL });
    expect(served).toEqual(inline);
    await expect(expandedOf({ ...written, '@context': 'https://example.org/context.jsonld' })).rejects.toThrow();
  });

  it('has one assertion per WCAG 2.2 A/AA criterion with an EARL outcome and mode, and sample pages the report explains', async () => {
    const expanded = await expandedOf(written);
    expect(wcagEmProblems(expanded)).toEqual([]);
    const evaluation = expanded[0];
    const assertions = nodes(evaluation[`${WCAGEM}step4`]);
    expect(assertions.map((a) => iri(a[`${EARL}test`]))).toEqual(results.map((r) => `WCAG22:${r.criterion.slug}`));
    for (const [i, a] of assertions.entries()) {
      const r = results[i];
      expect(toolIdOf(r.criterion.num), r.criterion.num).toBe(r.criterion.slug);
      const result = nodes(a[`${EARL}result`])[0];
      expect(iri(result[`${EARL}outcome`])).toBe(EARL + r.outcome);
      expect(text(result[`${DCT}description`])).toBe(r.description);
      expect(iri(a[`${EARL}mode`])).toBe(EARL + r.mode);
      const assertor = nodes(a[`${EARL}assertedBy`])[0];
      expect(types(assertor)).toEqual([`${EARL}Assertor`, `${EARL}Software`]);
      expect(text(assertor[`${DCT}title`])).toBe(ASSERTOR_NAME);
    }
    const pages = nodes(nodes(evaluation[`${WCAGEM}step3`])[0][`${WCAGEM}step3a`]);
    expect(pages.map((p) => p['@id'])).toEqual(['_:state-start', '_:state-login']);
    expect(text(pages[0][`${DCT}description`])).toMatch(/^Screen state "start" of a11y-tests\/support\/states\.ts at \/erklaerung\/ui\/start; 2 variants/);
  });

  it('names the missing criterion, a wrong test id, outcome or mode, and a page-level result outside the sample', async () => {
    const faulty = structuredClone(written);
    const dropped = faulty.auditSample.findIndex((a: { test: { id: string } }) => a.test.id === 'WCAG22:reflow');
    faulty.auditSample.splice(dropped, 1);
    const [first, second, third] = faulty.auditSample;
    first.test.id = 'http://www.w3.org/TR/WCAG22/#non-text-content';
    second.result.outcome = 'earl:passed';
    third.mode = 'earl:automatic';
    faulty.auditSample[3].hasPart = [{ ...faulty.auditSample[4], subject: { id: '_:state-unknown' }, hasPart: [] }];
    faulty.selectSample.structuredSample[0].description = 'A screen.';
    expect(wcagEmProblems(await expandedOf(faulty))).toEqual([
      'sample page _:state-start has neither a URL nor a state id the report explains',
      'assertion: earl:test http://www.w3.org/TR/WCAG22/#non-text-content is no criterion id of the tool',
      'assertion (WCAG22:audio-only-and-video-only-prerecorded): outcome undefined',
      'assertion (WCAG22:captions-prerecorded): mode undefined',
      `page-level result (WCAG22:${results[4].criterion.slug}): subject _:state-unknown is not a sample web page`,
      'criterion 1.1.1 has 0 assertions',
      'criterion 1.4.10 has 0 assertions',
    ]);
  });

  it("opens in the tool: its import's framing finds the scope, the sample and every assertion by the tool's ids", async () => {
    const expanded = await expandedOf(written);
    // src/stores/evaluationStore.js open(): frame for the Evaluation, then for the assertions, with its importContext.
    const framed = await jsonld.frame(expanded, { '@context': importContext, '@type': ['Evaluation', 'wcagem:Evaluation'] }, { documentLoader });
    const { defineScope, selectSample, reportFindings } = framed as Record<string, Record<string, unknown>>;
    expect(defineScope.conformanceTarget).toBe('AA');
    expect(defineScope.wcagVersion).toBe('2.2');
    expect((defineScope.scope as Record<string, string>).title).toBe('Einfach Erklären');
    expect((selectSample.structuredSample as { title: string }[]).map((p) => p.title)).toEqual(['start – Einfach Erklären', 'login – Einfach Erklären']);
    expect((reportFindings.date as Record<string, string>)['@value']).toBe(META.date);
    expect(reportFindings.evaluator).toBe(ASSERTOR_NAME);
    const framedAssertions = (await jsonld.frame(expanded, { '@context': importContext, '@type': ['Assertion'] }, { documentLoader })) as { '@graph': { test: { id: string }; result: { outcome: { id: string } } }[] };
    const items = framedAssertions['@graph'];
    expect(items).toHaveLength(LEVEL_A.length + LEVEL_AA.length);
    const nums = items.map((a) => toolCriterionById(a.test.id.split(':').slice(-1)[0])?.num);
    expect([...nums].sort()).toEqual([...LEVEL_A, ...LEVEL_AA].sort());
    // The tool's OutcomeValue ids (src/stores/earl/resultStore/models.js).
    for (const a of items) expect(['earl:passed', 'earl:failed', 'earl:cantTell', 'earl:inapplicable', 'earl:untested']).toContain(a.result.outcome.id);
  });
});

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

describe('criteria.csv (EN 301 549 / BITV 2.0 numbers)', () => {
  it('has one row per criterion with its clause and outcome', () => {
    const results = outcomes(cleanRun());
    const rows = readCsv(criteriaCsv(results));
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows).toHaveLength(results.length + 1);
    for (const [i, row] of rows.slice(1).entries()) {
      const r = results[i];
      expect(row, r.criterion.num).toHaveLength(CSV_HEADER.length);
      expect(row[0]).toBe(r.criterion.num);
      expect(row[3]).toBe(en301549Clause(r.criterion.num) ?? 'none (WCAG 2.2 only)');
      expect(row[5]).toBe(r.outcome);
      expect(row[10]).toBe(r.description);
    }
  });
});
