// The WCAG table of `npm run a11y:report` and the files it writes for auditors (issue 36): every WCAG 2.2
// A/AA criterion once with its EN 301 549 / BITV 2.0 number, honest outcomes (a manual part no record
// gives is never "passed"), the WCAG-EM Report Tool's JSON-LD, the OpenACR YAML and the CSV.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { axeRulesOfRun, WCAG_AXE_TAGS } from '../a11y-tests/report/audit';
import { bitvReference, criteria, en301549Clause, WCAG22_ONLY, type Criterion } from '../a11y-tests/report/criteria';
import { ADHERENCE, ASSERTOR_NAME, CONTACT, CSV_HEADER, criteriaCsv, OPENACR_CATALOG, openAcr, openAcrYaml, toYaml, wcagEm, WCAG_EM_CONTEXT } from '../a11y-tests/report/formats';
import { outcomes, parseEvaluation, readEvaluations, suiteResults, type RunEvidence, type RunRecord } from '../a11y-tests/report/outcomes';

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
      record('| 2.4.5 Multiple Ways | passed | every page is linked from the header or footer and from the start page |\n| 2.4.6 Headings and Labels | passed | clear |\n| 3.2.3 Consistent Navigation | not evaluated | |'),
    );
    const before = cleanRun();
    expect(outcomeOf(before, '2.4.5').outcome).toBe('untested');
    const evaluations = readEvaluations(dir);
    const after = cleanRun({ evaluations });
    expect(outcomeOf(after, '2.4.5').outcome).toBe('passed');
    expect(outcomeOf(after, '2.4.5').mode).toBe('manual');
    expect(outcomeOf(after, '2.4.5').description).toContain(`${'docs/evaluations'}/2027-01-10-auditor-nvda.md`);
    expect(outcomeOf(after, '2.4.6').outcome).toBe('passed');
    expect(outcomeOf(after, '3.2.3').outcome).toBe('untested');
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

/** The IRI a compact id of the context stands for (prefix:rest). */
function expand(context: Record<string, unknown>, compact: string): string {
  const [prefix, ...rest] = compact.split(':');
  const base = context[prefix];
  return typeof base === 'string' && base.startsWith('http') ? base + rest.join(':') : compact;
}

interface AssertionJson {
  type: string;
  test: string;
  subject: string;
  assertedBy: string;
  result: { type: string; outcome: string; description: string; date: string };
  mode: string;
  hasPart: unknown[];
}

describe('wcag-em.json (W3C WCAG-EM Report Tool)', () => {
  const run = cleanRun();
  const results = outcomes(run);
  const doc = JSON.parse(JSON.stringify(wcagEm(results, run.records, META)));

  it('is an Evaluation in an @graph with the tool\'s context, WCAG2 pointing at WCAG 2.2', () => {
    expect(doc['@graph']).toHaveLength(2);
    const evaluation = doc['@graph'][0];
    expect(evaluation.type).toBe('Evaluation');
    for (const prefix of ['wcagem', 'earl', 'dct', 'sch', 'wai']) expect(evaluation['@context'][prefix], prefix).toMatch(/^http/);
    expect(evaluation['@context']).toEqual(WCAG_EM_CONTEXT);
    expect(evaluation['@context'].WCAG2).toBe('http://www.w3.org/TR/WCAG22/#');
    expect(evaluation.evaluationScope.conformanceTarget).toBe('wai:WCAG2AA-Conformance');
    expect(evaluation.evaluationScope.website).toMatchObject({ id: '_:website', siteName: 'Einfach Erklären', type: ['TestSubject', 'WebSite'] });
    expect(evaluation.reliedUponTechnology.map((t: { title: string }) => t.title)).toEqual(['HTML', 'CSS', 'WAI-ARIA', 'JavaScript']);
  });

  it('has one assertion per criterion with its outcome, mode and description', () => {
    const evaluation = doc['@graph'][0];
    const assertions = evaluation.auditResult as AssertionJson[];
    expect(assertions).toHaveLength(LEVEL_A.length + LEVEL_AA.length);
    expect(new Set(assertions.map((a) => a.test)).size).toBe(assertions.length);
    for (const [i, a] of assertions.entries()) {
      const r = results[i];
      expect(a.type).toBe('Assertion');
      expect(a.test).toBe(`WCAG2:${r.criterion.slug}`);
      expect(expand(evaluation['@context'], a.test)).toBe(`http://www.w3.org/TR/WCAG22/#${r.criterion.slug}`);
      expect(a.subject).toBe('_:website');
      expect(a.assertedBy).toBe('_:assertor');
      expect(a.result.type).toBe('TestResult');
      expect(a.result.outcome).toBe(`earl:${r.outcome}`);
      expect(a.result.outcome).toMatch(/^earl:(passed|failed|cantTell|inapplicable|untested)$/);
      expect(a.result.description).toBe(r.description);
      expect(a.result.date).toBe(META.date);
      expect(a.mode).toMatch(/^earl:(automatic|semiAuto|manual)$/);
      expect(a.hasPart).toEqual([]);
    }
  });

  it('lists the matrix states as web pages and names the software, not a person, as the assertor', () => {
    const evaluation = doc['@graph'][0];
    const pages = evaluation.structuredSample.webpage as { id: string; type: string[]; description: string }[];
    expect(pages.map((p) => p.id)).toEqual(['_:state-start', '_:state-login']);
    for (const p of pages) {
      expect(p.type).toEqual(['TestSubject', 'WebPage']);
      expect(p.description).toMatch(/^Screen state "(start|login)" of a11y-tests\/support\/states\.ts at \/erklaerung\/ui\//);
    }
    expect(evaluation.creator).toBe('_:assertor');
    const assertor = doc['@graph'][1];
    expect(assertor).toMatchObject({ id: '_:assertor', name: ASSERTOR_NAME });
    expect(assertor.type).toContain('earl:Assertor');
    expect(assertor.type).not.toContain('Person');
  });
});

/**
 * A reader for the YAML toYaml writes (block maps and sequences, double-quoted strings, booleans,
 * integers, [] and {}); anything else is an error. Returns the value, so the file can be compared
 * with the object it was written from.
 */
function readYaml(text: string): unknown {
  const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  let i = 0;
  const scalar = (raw: string): unknown => {
    if (raw === 'true' || raw === 'false') return raw === 'true';
    if (raw === '[]') return [];
    if (raw === '{}') return {};
    if (/^-?\d+$/.test(raw)) return Number(raw);
    if (/^".*"$/.test(raw)) return JSON.parse(raw);
    throw new Error(`line ${i + 1}: not a scalar this form writes: ${raw}`);
  };
  const indentOf = (line: string) => line.length - line.trimStart().length;
  const block = (indent: number): unknown => {
    const first = lines[i];
    if (indentOf(first) !== indent) throw new Error(`line ${i + 1}: indentation ${indentOf(first)}, expected ${indent}`);
    if (first.slice(indent).startsWith('- ')) {
      const list: unknown[] = [];
      while (i < lines.length && indentOf(lines[i]) === indent && lines[i].slice(indent).startsWith('- ')) {
        const rest = lines[i].slice(indent + 2);
        if (/^[A-Za-z_][\w-]*:( |$)/.test(rest)) {
          lines[i] = ' '.repeat(indent + 2) + rest; // the item's first key, on the dash's line
          list.push(block(indent + 2));
        } else {
          list.push(scalar(rest));
          i += 1;
        }
      }
      return list;
    }
    const map: Record<string, unknown> = {};
    while (i < lines.length && indentOf(lines[i]) === indent && !lines[i].slice(indent).startsWith('- ')) {
      const match = /^([A-Za-z_][\w-]*):(?: (.*))?$/.exec(lines[i].slice(indent));
      if (!match) throw new Error(`line ${i + 1}: not a key: ${lines[i]}`);
      if (match[1] in map) throw new Error(`line ${i + 1}: duplicate key ${match[1]}`);
      i += 1;
      map[match[1]] = match[2] === undefined ? block(indentOf(lines[i])) : scalar(match[2]);
      if (match[2] === undefined && indentOf(lines[i - 1]) <= indent) throw new Error(`line ${i}: empty block`);
    }
    return map;
  };
  const value = block(0);
  if (i !== lines.length) throw new Error(`line ${i + 1}: left over: ${lines[i]}`);
  return value;
}

describe('openacr.yaml (GSA OpenACR)', () => {
  const run = cleanRun();
  const results = outcomes(run);

  it('round-trips: the YAML reads back as the report object', () => {
    const yaml = openAcrYaml(results, META);
    expect(readYaml(yaml)).toEqual(openAcr(results, META));
    // Strings that YAML would otherwise read as something else stay strings.
    const tricky = openAcr(results, { ...META, version: '1.0', description: 'yes: no # "quoted" \\ back\nslash – ü' });
    expect(readYaml(toYaml(tricky))).toEqual(tricky);
  });

  it('has the form and the catalog of the VPAT 2.5 international edition, WCAG 2.2', () => {
    const acr = openAcr(results, META);
    expect(acr.catalog).toBe(OPENACR_CATALOG);
    expect(acr.product).toEqual({ name: 'Einfach Erklären', version: META.version, description: META.description });
    expect(acr.author.email).toBe(CONTACT.email);
    expect(acr.evaluation_methods_used).toMatch(/No evaluation by a person/);
    expect(acr.evaluation_methods_used).not.toMatch(/NVDA|JAWS|VoiceOver|TalkBack/);
    const a = acr.chapters.success_criteria_level_a.criteria;
    const aa = acr.chapters.success_criteria_level_aa.criteria;
    expect(a.map((c) => c.num)).toEqual(LEVEL_A.filter((n) => a.some((c) => c.num === n)));
    expect(a.map((c) => c.num).sort()).toEqual([...LEVEL_A].sort());
    expect(aa.map((c) => c.num).sort()).toEqual([...LEVEL_AA].sort());
    for (const id of ['success_criteria_level_aaa', 'functional_performance_criteria', 'hardware', 'software', 'en_301_549_non-web-documents']) {
      expect((acr.chapters as Record<string, { disabled?: boolean; notes: string }>)[id], id).toMatchObject({ disabled: true, notes: expect.any(String) });
    }
  });

  it('maps outcomes to adherence levels and never says "supports" for an open manual part', () => {
    const acr = openAcr(results, META);
    const rows = [...acr.chapters.success_criteria_level_a.criteria, ...acr.chapters.success_criteria_level_aa.criteria];
    for (const row of rows) {
      const r = results.find((x) => x.criterion.num === row.num)!;
      const { level, notes } = row.components[0].adherence;
      expect(row.components[0].name).toBe('web');
      expect(level, row.num).toBe(ADHERENCE[r.outcome]);
      if (r.criterion.manual && !r.record) expect(level, row.num).not.toBe('supports');
      if (r.outcome === 'cantTell') expect(notes, row.num).toMatch(/^Not evaluated in full: .*Automated: /);
      expect(notes, row.num).toMatch(/EN 301 549 9\.|No EN 301 549 V3\.2\.1 clause/);
    }
    expect(ADHERENCE).toEqual({ passed: 'supports', failed: 'does-not-support', cantTell: 'not-evaluated', untested: 'not-evaluated', inapplicable: 'not-applicable' });
  });

  it('names the contact of the accessibility statement', () => {
    const statement = readFileSync(path.join(ROOT, 'docs/accessibility-statement.md'), 'utf8');
    expect(statement).toContain(CONTACT.email);
    expect(statement).toContain(CONTACT.address.split(',')[0]);
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
