// The worksheets of `npm run a11y:report` (issue 36): one per WCAG criterion a person must judge, with
// the material to decide it (images beside their text alternatives, screenshots, headings, controls,
// Orca's words on the screen) and the line to copy into a record of docs/evaluations/.
import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { criteria } from '../a11y-tests/report/criteria';
import { parseEvaluation } from '../a11y-tests/report/outcomes';
import {
  recordLine,
  textAlternative,
  transcriptStepsFor,
  worksheetIndex,
  worksheets,
  type ImageInfo,
  type WorksheetRecord,
  type WorksheetTranscript,
} from '../a11y-tests/report/worksheets';

const image = (over: Partial<ImageInfo>): ImageInfo => ({
  element: 'img',
  role: '',
  alt: null,
  ariaLabel: null,
  labelledBy: null,
  title: null,
  src: '',
  hidden: false,
  context: '',
  width: 48,
  height: 48,
  ...over,
});

const IMAGES: ImageInfo[] = [
  image({ alt: 'Ein Brief vom Finanzamt', src: '/img/brief.svg', crop: 'shots/img/easy-read-de-0.png' }),
  image({ alt: '', src: '/img/linie.svg', crop: 'shots/img/easy-read-de-1.png' }),
  image({ element: 'svg', hidden: true, context: 'button: Kontrastmodus', crop: 'shots/img/easy-read-de-2.png' }),
  image({ element: 'svg', role: 'img', crop: 'shots/img/easy-read-de-3.png' }),
  image({ element: 'svg', role: 'img', labelledBy: 'Stift', alt: null, crop: 'shots/img/easy-read-de-4.png' }),
];

function record(state: string, locale: string, theme: string, width: number, over: Partial<WorksheetRecord> = {}): WorksheetRecord {
  const de = locale === 'de';
  return {
    state,
    locale,
    theme,
    width,
    title: de ? `${state} – Einfach Erklären` : `${state} – Einfach Erklären (English)`,
    path: `/erklaerung/ui/${state}`,
    violations: [],
    incomplete: [],
    overflow: [],
    smallTargets: [],
    headingProblems: [],
    focusProblems: [],
    media: 0,
    headings: [{ level: 1, text: de ? 'Anmelden' : 'Sign in' }, { level: 2, text: de ? 'Ihre Steuer-Identifikationsnummer' : 'Your tax ID' }],
    landmarks: ['banner', 'main', 'contentinfo'],
    tabOrder: ['a Zum Inhalt springen', 'input#idNr ', 'button Weiter'],
    controls: [
      { role: 'textbox', name: de ? 'Steuer-Identifikationsnummer' : 'Tax ID', description: de ? 'Fehler: Geben Sie Ihre Steuer-ID ein. 11 Ziffern' : 'Error: Enter your tax ID. 11 digits', required: true, invalid: state.endsWith('-errors'), autocomplete: 'username' },
      { role: 'button', name: de ? 'Weiter' : 'Next', description: '', required: false, invalid: false },
      { role: 'link', name: 'Impressum', description: '', required: false, invalid: false },
    ],
    images: state === 'easy-read' ? IMAGES : [],
    forcedColoursShot: `shots/${state}-${locale}-forced-1280.png`,
    ...over,
  };
}

const STATES = ['login', 'login-errors', 'easy-read', 'registration-intro-does-not-apply-modal', 'wizard-personA'];
const RECORDS = STATES.flatMap((state) => ['de', 'en'].flatMap((locale) => ['light', 'contrast'].flatMap((theme) => [320, 1280].map((width) => record(state, locale, theme, width)))));

const TRANSCRIPTS: WorksheetTranscript[] = [
  {
    journey: 'Anmelden',
    locale: 'de',
    passed: true,
    steps: [
      { screen: 'start', action: 'Tab', heard: ['Zum Inhalt springen Link'] },
      { screen: 'login', action: 'page load', heard: ['Anmelden Überschrift Ebene 1'] },
      { screen: 'login (reloaded)', action: 'Tab', heard: ['Steuer-Identifikationsnummer Eingabefeld erforderlich'] },
      { screen: 'registration intro: does not apply', action: 'Return', heard: ['Das passt nicht Dialog'] },
      { screen: 'personA', action: 'Tab', heard: ['Vorname Eingabefeld'] },
    ],
  },
  { journey: 'Sign in', locale: 'en', passed: true, steps: [{ screen: 'login', action: 'Tab', heard: ['Tax ID edit required'] }] },
];

// The project's declaration of jsdom (src/server/__tests__/jsdom.d.ts) names only the HTML argument;
// running axe in the page needs jsdom's runScripts option.
const JsDom = JSDOM as unknown as new (html: string, options?: { runScripts?: 'outside-only' }) => JSDOM;

const SHEETS = worksheets({ records: RECORDS, transcripts: TRANSCRIPTS, generated: '2026-11-27T12:00:00Z' });
const sheet = (num: string) => {
  const found = SHEETS.find((s) => s.num === num);
  if (!found) throw new Error(`no worksheet for ${num}`);
  return new JsDom(found.html, { runScripts: 'outside-only' }).window;
};
const byCaption = (doc: Document, pattern: RegExp) => byCaptionIn(doc, pattern);
/** The section a heading names (the states' and locales' sections are labelled by their heading). */
const sectionOf = (doc: Document, id: string) => doc.querySelector(`section[aria-labelledby="${id}"]`);
const byCaptionIn = (root: ParentNode, pattern: RegExp) => Array.from(root.querySelectorAll('table')).filter((t) => pattern.test(t.caption?.textContent ?? ''));

describe('which criteria get a worksheet', () => {
  it('one for every criterion with a part left for a person, none for those the automated checks decide', () => {
    const manual = criteria.filter((c) => c.coverage !== 'auto').map((c) => c.num);
    expect(manual.length).toBeGreaterThan(20);
    expect(SHEETS.map((s) => s.num)).toEqual(manual);
    expect(SHEETS.map((s) => s.file)).toEqual(manual.map((num) => `${num}.html`));
    for (const c of criteria.filter((c) => c.coverage === 'auto')) expect(SHEETS.some((s) => s.num === c.num), c.num).toBe(false);
  });

  it('each says what to decide (the criterion’s manual text), links its Understanding page, and shows the record line', () => {
    for (const c of criteria.filter((c) => c.coverage !== 'auto')) {
      const doc = sheet(c.num).document;
      expect(doc.querySelector('h1')?.textContent).toBe(`Worksheet: ${c.num} ${c.handle} (Level ${c.level})`);
      const decide = doc.getElementById('decide')?.nextElementSibling?.textContent?.toLowerCase();
      expect(decide).toContain(c.manual.toLowerCase());
      expect(doc.querySelector(`a[href="https://www.w3.org/WAI/WCAG22/Understanding/${c.slug}.html"]`)).not.toBeNull();
      expect(doc.querySelector('pre code')?.textContent).toBe(recordLine(c));
    }
  });

  it('the index lists every worksheet by its file', () => {
    const doc = new JSDOM(worksheetIndex({})).window.document;
    const links = Array.from(doc.querySelectorAll('tbody a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(SHEETS.map((s) => s.file));
  });
});

describe('the record line', () => {
  it('is a row the report reads: as copied it changes nothing, with an outcome it gives that outcome', () => {
    const c = criteria.find((x) => x.num === '1.1.1')!;
    const form = (line: string) => `# 2026-12-01: NVDA with Firefox, by an auditor\n\n## Outcome per criterion\n\n| WCAG 2.2 criterion | outcome | what was observed |\n|---|---|---|\n${line}\n\n## Findings\n`;
    expect(parseEvaluation('2026-12-01-auditor-nvda.md', form(recordLine(c)))).toEqual([]);
    const filled = recordLine(c).replace('not evaluated', 'failed').replace(/\| \|$/, '| the letter pictogram says only "Bild" |');
    expect(parseEvaluation('2026-12-01-auditor-nvda.md', form(filled))).toEqual([
      { num: '1.1.1', outcome: 'failed', observed: 'the letter pictogram says only "Bild"', file: '2026-12-01-auditor-nvda.md', date: '2026-12-01' },
    ]);
  });
});

describe('1.1.1: the images beside their text alternatives', () => {
  it('says what assistive technology gets, by the order of the name computation', () => {
    expect(textAlternative(IMAGES[0])).toEqual({ kind: 'text', text: 'Ein Brief vom Finanzamt' });
    expect(textAlternative(IMAGES[1]).kind).toBe('decorative');
    expect(textAlternative(IMAGES[2]).kind).toBe('hidden');
    expect(textAlternative(IMAGES[3])).toEqual({ kind: 'missing', text: 'no text alternative' });
    expect(textAlternative(IMAGES[4])).toEqual({ kind: 'text', text: 'Stift' });
    expect(textAlternative(image({ alt: '', ariaLabel: 'Haus' }))).toEqual({ kind: 'text', text: 'Haus' });
    // Hidden behind an open dialog says nothing about the image: not called decorative.
    expect(textAlternative(image({ alt: 'Haus', hidden: true, hiddenBy: 'inert on an ancestor (behind an open dialog)' }))).toEqual({
      kind: 'hidden',
      text: 'hidden from assistive technology: inert on an ancestor (behind an open dialog)',
    });
    expect(textAlternative(image({ element: 'svg', hidden: true, hiddenBy: 'aria-hidden="true"' })).text).toBe('decorative: hidden from assistive technology (aria-hidden="true")');
  });

  it('each row holds the crop of the image and its alternative text; empty alt is marked decorative, a missing one stands out', () => {
    const doc = sheet('1.1.1').document;
    const [table] = byCaption(doc, /^Images of easy-read, German/);
    expect(table).toBeDefined();
    const rows = Array.from(table.tBodies[0].rows);
    expect(rows).toHaveLength(IMAGES.length);
    const cells = (row: HTMLTableRowElement) => ({ crop: row.cells[1].querySelector('img')?.getAttribute('src'), said: row.cells[2].textContent, strong: row.cells[2].querySelector('strong') });
    expect(cells(rows[0])).toMatchObject({ crop: '../shots/img/easy-read-de-0.png', said: '“Ein Brief vom Finanzamt”' });
    expect(rows[0].cells[2].querySelector('span')?.getAttribute('lang')).toBe('de');
    expect(cells(rows[1])).toMatchObject({ crop: '../shots/img/easy-read-de-1.png', said: 'decorative: empty alt' });
    expect(cells(rows[2]).said).toMatch(/^decorative: hidden from assistive technology/);
    expect(rows[2].cells[4].textContent).toBe('button: Kontrastmodus');
    expect(cells(rows[3]).strong?.textContent).toBe('no text alternative');
    expect(cells(rows[4]).said).toBe('“Stift”');
    // Every crop has an alternative text of its own.
    for (const img of table.querySelectorAll('img')) expect(img.getAttribute('alt')).toMatch(/^Image \d+ as shown on the page/);
  });

  it('a screen without images says so, and a run without the field says it was not collected', () => {
    const doc = sheet('1.1.1').document;
    expect(sectionOf(doc, 'state-login-de')?.textContent).toContain('No images on this screen.');
    const old = worksheets({ records: [record('login', 'de', 'light', 1280, { images: undefined })], transcripts: [] }).find((s) => s.num === '1.1.1')!;
    expect(old.html).toContain('Images were not collected in this run.');
  });
});

describe('the material per criterion', () => {
  it('visual criteria show light, contrast, forced colours and 320 px (400 % zoom) screenshots of each state', () => {
    const doc = sheet('1.4.1').document;
    const section = sectionOf(doc, 'state-login-de')!;
    const shots = Array.from(section.querySelectorAll('figure img')).map((img) => [img.getAttribute('src'), img.getAttribute('alt')]);
    expect(shots).toEqual([
      ['../shots/login-de-light-1280.png', 'Screenshot of login, German, light theme, 1280 px wide'],
      ['../shots/login-de-contrast-1280.png', 'Screenshot of login, German, contrast theme, 1280 px wide'],
      ['../shots/login-de-forced-1280.png', 'Screenshot of login, German, forced colours (a Windows contrast theme), 1280 px wide'],
      ['../shots/login-de-light-320.png', 'Screenshot of login, German, light theme, 320 px wide: a 1280 px window at 400 % zoom'],
    ]);
  });

  it('2.4.2 lists every state’s title beside its main heading, German marked as German', () => {
    const doc = sheet('2.4.2').document;
    const [table] = byCaption(doc, /^Page titles/);
    const rows = Array.from(table.tBodies[0].rows);
    expect(rows).toHaveLength(STATES.length * 2);
    expect(Array.from(rows[0].cells).map((cell) => cell.textContent)).toEqual(['login', 'German', 'login – Einfach Erklären', 'Anmelden', '/erklaerung/ui/login']);
    expect(rows[0].cells[2].getAttribute('lang')).toBe('de');
    expect(rows[1].cells[3].textContent).toBe('Sign in');
    expect(rows[1].cells[3].getAttribute('lang')).toBe('en');
  });

  it('2.4.6 lists the headings and each control’s name with its tied hint and error', () => {
    const doc = sheet('2.4.6').document;
    const section = sectionOf(doc, 'state-login-errors-de')!;
    expect(Array.from(section.querySelectorAll('ul li')).map((li) => li.textContent)).toEqual(['h1: Anmelden', 'h2: Ihre Steuer-Identifikationsnummer']);
    const [controls] = byCaptionIn(section, /^Controls of login-errors, German/);
    const field = controls.tBodies[0].rows[0];
    expect(field.cells[1].textContent).toBe('Steuer-Identifikationsnummer');
    expect(field.cells[2].textContent).toBe('Fehler: Geben Sie Ihre Steuer-ID ein. 11 Ziffern');
    expect(field.cells[3].textContent).toBe('required, invalid');
  });

  it('3.3.3 covers the error states only, with the invalid fields and their error text', () => {
    const doc = sheet('3.3.3').document;
    expect(doc.getElementById('state-login-errors')).not.toBeNull();
    expect(doc.getElementById('state-login')).toBeNull();
    const [table] = byCaption(doc, /^Fields marked invalid on login-errors, German/);
    expect(Array.from(table.tBodies[0].rows).map((row) => [row.cells[1].textContent, row.cells[2].textContent])).toEqual([
      ['Steuer-Identifikationsnummer', 'Fehler: Geben Sie Ihre Steuer-ID ein. 11 Ziffern'],
    ]);
  });

  it('1.3.5 shows each text field’s autocomplete token', () => {
    const doc = sheet('1.3.5').document;
    const [table] = byCaption(doc, /^Text fields and selects of login, German/);
    expect(table.tBodies[0].rows).toHaveLength(1);
    expect(table.tBodies[0].rows[0].cells[4].textContent).toBe('username');
  });

  it('media criteria count the audio and video elements per state', () => {
    const doc = sheet('1.2.1').document;
    const [table] = byCaption(doc, /^Audio, video/);
    expect(Array.from(table.tBodies[0].rows).map((r) => r.cells[1].textContent)).toEqual(STATES.map(() => '0'));
  });
});

describe('Orca’s words on a screen', () => {
  it('finds a state’s screen in the journeys by its name in words, in the state’s language', () => {
    const screens = (state: string, locale = 'de') => transcriptStepsFor(state, locale, TRANSCRIPTS).map((p) => p.screen);
    expect(screens('login')).toEqual(['login', 'login (reloaded)']);
    expect(screens('login', 'en')).toEqual(['login']);
    // The journeys hear a screen's errors on the screen itself.
    expect(screens('login-errors')).toEqual(['login', 'login (reloaded)']);
    expect(screens('error-server')).toEqual([]);
    expect(screens('login-errors', 'fr')).toEqual([]);
    expect(screens('registration-intro-does-not-apply-modal')).toEqual(['registration intro: does not apply']);
    expect(screens('wizard-personA')).toEqual(['personA']);
    expect(screens('start')).toEqual(['start']);
  });

  it('the worksheet shows what the user pressed and what Orca said, in the transcript’s language', () => {
    const doc = sheet('2.4.6').document;
    const tables = byCaption(doc, /^What Orca said on login, German/);
    expect(tables).toHaveLength(2);
    expect(tables[0].getAttribute('lang')).toBe('de');
    expect(tables[0].caption?.getAttribute('lang')).toBe('en');
    expect(tables[1].tBodies[0].rows[0].cells[1].textContent).toBe('Steuer-Identifikationsnummer Eingabefeld erforderlich');
    expect(sectionOf(doc, 'state-easy-read-de')?.textContent).toContain('No Orca transcript of this screen in German');
  });
});

describe('the worksheets are accessible to their readers', () => {
  it.each(['1.1.1', '1.4.1', '2.4.2', '2.4.6', '1.2.1', '3.3.3'])('%s: axe finds nothing; skip link, one h1, no skipped heading level', async (num) => {
    const window = sheet(num);
    const doc = window.document;
    window.eval(axe.source);
    const run = (window as unknown as { axe: typeof axe }).axe;
    // jsdom has no layout: colour contrast is not measurable here (the style block is index.html's).
    const result = await run.run(doc, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const skip = doc.querySelector('a');
    expect(skip?.getAttribute('href')).toBe('#main');
    expect(doc.getElementById('main')?.tagName).toBe('MAIN');
    const levels = Array.from(doc.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    levels.forEach((level, i) => i > 0 && expect(level, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1] + 1));
    for (const table of doc.querySelectorAll('table')) {
      expect(table.caption?.textContent?.trim()).toBeTruthy();
      for (const th of table.querySelectorAll('th')) expect(['col', 'row']).toContain(th.getAttribute('scope'));
    }
    for (const img of doc.querySelectorAll('img')) expect(img.getAttribute('alt')).toBeTruthy();
  });
});
