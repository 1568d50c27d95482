// The files `npm run a11y:report` writes for auditors beside its HTML, from the same outcomes
// (./outcomes.ts): wcag-em.json for the W3C WCAG-EM Report Tool, openacr.yaml for GSA OpenACR
// (VPAT 2.5 international edition), criteria.csv with the EN 301 549 / BITV 2.0 numbers.
import { bitvReference, en301549Clause, understandingUrl } from './criteria';
import { OUTCOME_LABEL, type CriterionResult, type Outcome, type RunRecord } from './outcomes';
import { exportContext as wcagEmExportContext } from './vendor/wai-wcag-em-report-tool/appContext.js';

export const PRODUCT = 'Einfach Erklären';
/** The contact of docs/accessibility-statement.md ("Report a barrier: contact"); a test keeps them the same. */
export const CONTACT = { email: 'barrierefreiheit@einfach-erklaeren.example', address: 'Musterstraße 1, 10115 Berlin, Germany' };
/** The assertor of every result: the software, never a person (a person's results come from docs/evaluations/). */
export const ASSERTOR_NAME = 'npm run a11y:report';

export interface ReportMeta {
  /** ISO date and time of the run. */
  date: string;
  /** package.json version. */
  version: string;
  /** package.json description. */
  description: string;
}

/** The screen states of the run, once each, with the first variant's title and path. */
export function sampleStates(records: RunRecord[]): { id: string; title: string; path?: string; variants: number }[] {
  const states = new Map<string, { id: string; title: string; path?: string; variants: number }>();
  for (const r of records) {
    const known = states.get(r.state);
    if (known) known.variants += 1;
    else states.set(r.state, { id: r.state, title: r.title ?? r.state, path: r.path, variants: 1 });
  }
  return [...states.values()];
}

/** The blank-node id of a screen state in the sample: `_:state-` and the state's id, explained in the report's `evaluationSpecifics`. */
export const STATE_ID_PREFIX = '_:state-';
const sampleId = (state: string) => `${STATE_ID_PREFIX}${state.replace(/[^\w-]/g, '-')}`;

// --- WCAG-EM Report Tool (JSON-LD) ---------------------------------------------------------------------
//
// The file is what the tool itself exports and imports (w3c/wai-wcag-em-report-tool, stored in
// ./vendor/wai-wcag-em-report-tool/, see its README.md): its import (src/stores/evaluationStore.js,
// `open`) expands the file, frames it for `@type` Evaluation with its appContext.js `importContext`,
// reads `defineScope`, `exploreTarget`, `selectSample`, `reportFindings`, then frames the assertions
// (`@type` Assertion) and matches each `test` by the part after its last colon against the ids of
// its src/data/wcag.json, each `result.outcome` by `id` (earl:passed …), the sample pages by
// `title`/`description`. Its test ids for WCAG 2.2 are `WCAG22:<id>` (src/stores/earl/testStore/index.js);
// its context defines no WCAG22 prefix, so such an id stays the IRI `WCAG22:<id>`: a full
// http://www.w3.org/TR/WCAG22/#… IRI would break the match.

/** The tool's export context (appContext.js `exportContext`), written inline as the tool writes it. */
export const WCAG_EM_CONTEXT = wcagEmExportContext;

/** The tool's test id of a criterion: `WCAG22:` and the criterion's id in the tool's wcag.json (the WCAG 2.2 anchor). */
export const wcagEmTestId = (criterion: Pick<CriterionResult['criterion'], 'slug'>) => `WCAG22:${criterion.slug}`;

/** The tool's OutcomeValue types (src/stores/earl/resultStore/models.js). */
const OUTCOME_VALUE_TYPE: Record<Outcome, string> = { passed: 'Pass', failed: 'Fail', cantTell: 'CannotTell', inapplicable: 'NotApplicable', untested: 'NotTested' };

/** The date type the tool writes for `reportFindings.date` and reads back as its `@value`. */
const W3CDTF = 'http://www.w3.org/TR/NOTE-datetime';

export function wcagEm(results: CriterionResult[], records: RunRecord[], meta: ReportMeta) {
  const counts = countOutcomes(results);
  const states = sampleStates(records);
  const website = {
    id: '_:website',
    type: ['TestSubject', 'Website'],
    title: PRODUCT,
    description: 'The web application at /erklaerung/ui: every screen, dialog and error state of a11y-tests/support/states.ts, in German and English, light and contrast theme.',
  };
  const assertor = {
    id: '_:assertor',
    type: ['earl:Assertor', 'earl:Software'],
    title: ASSERTOR_NAME,
    description: `The accessibility report script of ${PRODUCT} (scripts/a11y-report.mjs): software, not a person.`,
  };
  return {
    '@context': WCAG_EM_CONTEXT,
    type: 'Evaluation',
    id: '_:evaluation',
    defineScope: {
      id: '_:defineScope',
      scope: website,
      wcagVersion: '2.2',
      conformanceTarget: 'AA',
      accessibilitySupportBaseline: 'Debian Chromium with GNOME Orca 43 (the only screen reader run); no other browser or assistive technology has been evaluated.',
      additionalEvaluationRequirements: 'EN 301 549 V3.2.1 clause 9 and BITV 2.0: the same criteria, numbered 9 + the WCAG number (criteria.csv); WCAG 2.2-only criteria have no clause yet.',
    },
    exploreTarget: {
      id: '_:exploreTarget',
      technologiesReliedUpon: [
        { title: 'HTML', id: 'https://html.spec.whatwg.org/' },
        { title: 'CSS', id: 'http://www.w3.org/Style/CSS/specs/' },
        { title: 'WAI-ARIA', id: 'https://www.w3.org/TR/wai-aria/' },
        { title: 'JavaScript', id: 'https://tc39.es/ecma262/' },
      ],
      essentialFunctionality: 'Sign in, fill in the income tax return step by step, check it and submit it.',
      pageTypeVariety: 'Every screen state of the matrix: forms, dialogs, error states, help and the easy-read pages.',
    },
    selectSample: {
      id: '_:selectSample',
      structuredSample: states.map((s) => ({
        id: sampleId(s.id),
        type: ['TestSubject', 'Webpage'],
        title: s.title,
        description: `Screen state "${s.id}" of a11y-tests/support/states.ts${s.path ? ` at ${s.path}` : ''}; ${s.variants} variants (locale, theme, width) in a11y-report/index.html#${s.id}.`,
      })),
      randomSample: [],
    },
    auditSample: results.map((r) => ({
      type: 'Assertion',
      assertedBy: assertor,
      subject: website,
      test: { id: wcagEmTestId(r.criterion), type: ['TestCriterion', 'TestRequirement'] },
      result: {
        type: 'TestResult',
        outcome: { id: `earl:${r.outcome}`, type: ['OutcomeValue', OUTCOME_VALUE_TYPE[r.outcome]] },
        description: r.description,
        date: meta.date,
      },
      mode: { id: `earl:${r.mode}` },
      hasPart: [],
    })),
    reportFindings: {
      title: `${PRODUCT}: WCAG 2.2 AA, automated evidence (${meta.date.slice(0, 10)})`,
      commissioner: PRODUCT,
      evaluator: ASSERTOR_NAME,
      date: { '@value': meta.date, '@type': W3CDTF },
      summary:
        `Written by ${ASSERTOR_NAME} (version ${meta.version}) from its own run: axe-core, checks beyond axe and GNOME Orca on every screen state of the matrix. ` +
        `${counts.passed} passed, ${counts.failed} failed, ${counts.cantTell} cannot tell, ${counts.inapplicable} not applicable, ${counts.untested} not evaluated. ` +
        'No outcome is the judgement of a person unless its description names a record in docs/evaluations/.',
      evaluationSpecifics:
        'Each outcome follows the rule of docs/decisions.md ("Outcomes in the report"): passed only where the automated checks decide the whole criterion and passed in this run, or a record of a person gives it. ' +
        `The sample's web pages are screen states, not URLs: each is named "${STATE_ID_PREFIX}" and its state id in a11y-tests/support/states.ts, and a11y-report/index.html#<state id> shows its variants.`,
    },
  };
}

export function countOutcomes(results: CriterionResult[]): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { passed: 0, failed: 0, cantTell: 0, inapplicable: 0, untested: 0 };
  for (const r of results) counts[r.outcome] += 1;
  return counts;
}

// --- OpenACR (YAML) ------------------------------------------------------------------------------------

export const OPENACR_CATALOG = '2.5-edition-wcag-2.2-508-eu-en';
export type AdherenceLevel = 'supports' | 'partially-supports' | 'does-not-support' | 'not-applicable' | 'not-evaluated';

/**
 * passed → supports, failed → does-not-support, cannot tell and not evaluated → not-evaluated, inapplicable → not-applicable:
 * the `terms` of the catalog (./vendor/openacr/2.5-edition-wcag-2.2-508-eu-en.yaml).
 */
export const ADHERENCE: Record<Outcome, AdherenceLevel> = {
  passed: 'supports',
  failed: 'does-not-support',
  cantTell: 'not-evaluated',
  untested: 'not-evaluated',
  inapplicable: 'not-applicable',
};

function adherenceNotes(r: CriterionResult): string {
  const clause = en301549Clause(r.criterion.num);
  const en = clause ? `EN 301 549 ${clause}.` : 'No EN 301 549 V3.2.1 clause (WCAG 2.2 only).';
  const lead = r.outcome === 'cantTell' ? 'Not evaluated in full: the automated part did not fail, and what it showed is below. ' : '';
  return `${lead}${r.description} ${en}`;
}

/** Chapters of the catalog this ACR does not fill, each with why (ids as in the catalog's `chapters`). */
const OTHER_CHAPTERS: Record<string, string> = {
  success_criteria_level_aaa: 'Not assessed: the target is WCAG 2.2 AA. Two AAA measures are checked anyway: 7:1 text contrast (see 1.4.3) and 44 px targets (see 2.5.8).',
  functional_performance_criteria: 'Section 508 does not apply: a German public-sector service.',
  hardware: 'Section 508 does not apply; and the product is no hardware.',
  software: 'Section 508 does not apply; and the product is web content, reported in the WCAG tables.',
  support_documentation_and_services: 'Section 508 does not apply.',
  en_301_549_functional_performance: 'Not evaluated: no person has evaluated the functional performance statements.',
  en_301_549_generic_requirements: 'Not applicable: no closed functionality; the product is web content.',
  'en_301_549_ict_with_two-way_voice': 'Not applicable: no two-way voice communication.',
  en_301_549_ict_with_video: 'Not applicable: no video.',
  en_301_549_hardware: 'Not applicable: the product is no hardware.',
  'en_301_549_non-web-documents': 'Applies to the confirmation PDF; not evaluated: it has not been checked against clause 10 or PDF/UA (docs/accessibility-statement.md, "What is not accessible yet?").',
  en_301_549_software: 'Not applicable: the product is web content (clause 9), not software in the sense of clause 11.',
  en_301_549_documentation_and_support_services: 'Not evaluated: the accessibility statement and the help are not assessed against clause 12 yet.',
  en_301_549_ict_providing_relay_or_emergency_service_access: 'Not applicable: no relay or emergency service.',
};

export function openAcr(results: CriterionResult[], meta: ReportMeta) {
  const chapter = (level: 'A' | 'AA') => ({
    notes: `WCAG 2.2 Level ${level}, web content; the same rows are EN 301 549 V3.2.1 clause 9 (9 + the WCAG number) and BITV 2.0, which refers to EN 301 549. Outcomes of ${ASSERTOR_NAME}, ${meta.date.slice(0, 10)}.`,
    criteria: results
      .filter((r) => r.criterion.level === level)
      .map((r) => ({ num: r.criterion.num, components: [{ name: 'web', adherence: { level: ADHERENCE[r.outcome], notes: adherenceNotes(r) } }] })),
  });
  return {
    title: `${PRODUCT} Accessibility Conformance Report`,
    product: { name: PRODUCT, version: meta.version, description: meta.description },
    author: { name: ASSERTOR_NAME, company_name: PRODUCT, email: CONTACT.email },
    vendor: { company_name: PRODUCT, address: CONTACT.address, email: CONTACT.email },
    report_date: meta.date.slice(0, 10),
    notes:
      `Written by ${ASSERTOR_NAME} from its own run. "Supports" only where the automated checks decide the whole criterion and passed, or a recorded evaluation by a person gives it; ` +
      '"Not Evaluated" where a part is left for a person and no record in docs/evaluations/ gives it (each note says what the automated part showed). No person has evaluated the product unless a note names a record. ' +
      'The catalog (VPAT 2.5) reserves "Not Evaluated" for Level AAA; this report uses it for A and AA rows as well, because it states automated evidence, not a conformance claim: such a row waits for the evaluation of a person.',
    evaluation_methods_used:
      'Automated only: axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules) on every screen state in German and English, light and contrast theme, in Debian Chromium with Playwright; ' +
      'checks beyond axe (reflow at 320 px, 44 px targets, heading outline, visible focus); GNOME Orca 43 reading the journeys, with the speech asserted. No evaluation by a person; no other screen reader.',
    legal_disclaimer:
      'This report states the results of automated checks at the date above. It is not a conformance claim and not the result of an evaluation by a person. Report a barrier: ' + CONTACT.email + '.',
    catalog: OPENACR_CATALOG,
    chapters: {
      success_criteria_level_a: chapter('A'),
      success_criteria_level_aa: chapter('AA'),
      en_301_549_web: { notes: 'Clause 9 is reported in the WCAG 2.2 tables above (clause 9.x.x.x is WCAG x.x.x; criteria new in WCAG 2.2 have no clause in V3.2.1).' },
      ...Object.fromEntries(Object.entries(OTHER_CHAPTERS).map(([id, notes]) => [id, { disabled: true, notes }])),
    },
  };
}

type Yaml = string | number | boolean | Yaml[] | { [key: string]: Yaml };

/**
 * YAML for the fixed shapes above, without a YAML library: every string is a double-quoted scalar
 * written as a JSON string (a JSON string is a valid YAML double-quoted scalar: the same escapes),
 * keys are plain names, lists are block sequences.
 */
export function toYaml(value: Yaml, indent = 0): string {
  const pad = ' '.repeat(indent);
  const scalar = (v: string | number | boolean) => (typeof v === 'string' ? JSON.stringify(v) : String(v));
  const isScalar = (v: Yaml): v is string | number | boolean => typeof v !== 'object';
  const key = (k: string) => {
    if (!/^[A-Za-z_][\w-]*$/.test(k)) throw new Error(`YAML key ${k} is not a plain name`);
    return k;
  };
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (isScalar(item)) return `${pad}- ${scalar(item)}\n`;
        const body = toYaml(item, indent + 2);
        return `${pad}- ${body.slice(indent + 2)}`;
      })
      .join('');
  }
  if (isScalar(value)) return `${pad}${scalar(value)}\n`;
  return Object.entries(value)
    .map(([k, v]) => {
      if (isScalar(v)) return `${pad}${key(k)}: ${scalar(v)}\n`;
      if (Array.isArray(v) && v.length === 0) return `${pad}${key(k)}: []\n`;
      if (!Array.isArray(v) && Object.keys(v).length === 0) return `${pad}${key(k)}: {}\n`;
      return `${pad}${key(k)}:\n${toYaml(v, indent + 2)}`;
    })
    .join('');
}

export function openAcrYaml(results: CriterionResult[], meta: ReportMeta): string {
  return `# OpenACR (GSA), catalog ${OPENACR_CATALOG}: written by ${ASSERTOR_NAME}; load it in the OpenACR editor or check it with its validator.\n${toYaml(openAcr(results, meta))}`;
}

// --- CSV for German auditors -----------------------------------------------------------------------------

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const CSV_HEADER = ['WCAG 2.2', 'Criterion', 'Level', 'EN 301 549 V3.2.1', 'BITV 2.0', 'Outcome (EARL)', 'Outcome', 'Mode', 'How this project checks it', 'Left for a person', 'Evidence', 'Understanding'];

/** One row per criterion (RFC 4180: comma-separated, quoted where needed, CRLF). */
export function criteriaCsv(results: CriterionResult[]): string {
  const rows = results.map((r) => [
    r.criterion.num,
    r.criterion.handle,
    r.criterion.level,
    en301549Clause(r.criterion.num) ?? 'none (WCAG 2.2 only)',
    bitvReference(r.criterion.num),
    r.outcome,
    OUTCOME_LABEL[r.outcome],
    r.mode,
    r.criterion.how,
    r.criterion.manual,
    r.description,
    understandingUrl(r.criterion),
  ]);
  return [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
