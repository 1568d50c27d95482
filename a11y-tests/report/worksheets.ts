// Worksheets of `npm run a11y:report` (issue 36): for each WCAG 2.2 A/AA criterion with a part only a
// person can judge (./criteria.ts, coverage `auto+manual` or `manual`), one HTML page with what the
// auditor must decide and the material to decide it in minutes, taken from the report's run: the
// screenshots (light, contrast theme, forced colours, 320 px = 400 % zoom), the headings, titles and
// the controls' names as lists, the images beside their text alternatives, and what GNOME Orca said on
// that screen. Pure functions from the run's records and transcripts to HTML; scripts/a11y-report.mjs
// writes the files (a11y-report/worksheets/), scripts/a11yWorksheets.test.ts checks them.
import { criteria as allCriteria, understandingUrl, type Criterion } from './criteria';
import { OUTCOME_LABEL, type CriterionResult, type RunRecord } from './outcomes';

/** The roles states.collect.ts lists as controls: form fields, their named groups, buttons and links. */
export const CONTROL_ROLES = ['textbox', 'searchbox', 'combobox', 'listbox', 'checkbox', 'radio', 'radiogroup', 'group', 'switch', 'spinbutton', 'slider', 'button', 'link'] as const;

/** A control as Chromium's accessibility tree gives it to assistive technology (states.collect.ts). */
export interface ControlInfo {
  role: string;
  /** The accessible name (label, legend, aria-labelledby, text). */
  name: string;
  /** The accessible description: the hint and error text tied by aria-describedby. */
  description: string;
  required: boolean;
  invalid: boolean;
  /** The HTML autocomplete token of a text field, when it has one. */
  autocomplete?: string;
}

/** An image of the page (img, svg, role="img", input type="image", canvas) with its text alternative as written. */
export interface ImageInfo {
  /** The element: img, svg, span (role="img"), canvas, input type="image". */
  element: string;
  role: string;
  /** The alt attribute: null when absent, '' when empty (decorative). */
  alt: string | null;
  ariaLabel: string | null;
  /** The text of the elements aria-labelledby names; null without the attribute. */
  labelledBy: string | null;
  /** An svg's <title>, or the title attribute. */
  title: string | null;
  src: string;
  /** Hidden from assistive technology: aria-hidden or inert on it or an ancestor, or role none/presentation. */
  hidden: boolean;
  /** What hides it, e.g. 'aria-hidden="true"', 'inert on an ancestor (behind an open dialog)'. */
  hiddenBy?: string;
  /** The link, button, label or heading it sits in, with that element's text; else the text beside it ('' when none). */
  context: string;
  width: number;
  height: number;
  /** Its crop, relative to the report folder (shots/img/…); absent when it was not visible. */
  crop?: string;
}

/** One variant of the run as states.collect.ts writes it, with the fields the worksheets read. */
export interface WorksheetRecord extends RunRecord {
  headings?: { level: number; text: string }[];
  landmarks?: string[];
  tabOrder?: string[];
  /** Per state × locale; missing in runs from before they were collected. */
  controls?: ControlInfo[];
  images?: ImageInfo[];
  /** The full-page screenshot in forced colours, relative to the report folder. */
  forcedColoursShot?: string;
}

/** An Orca journey's transcript (scripts/orca.mjs, a11y-tests/orca/screenReader.ts). */
export interface WorksheetTranscript {
  journey: string;
  locale: string;
  passed?: boolean;
  steps: { screen: string; action: string; heard: string[] }[];
}

type Material = 'images' | 'screens' | 'headings' | 'landmarks' | 'controls' | 'errors' | 'links' | 'tabOrder' | 'transcript' | 'titles' | 'media' | 'autocomplete';

interface Plan {
  /** The material, in the order shown. */
  material: Material[];
  /** Which screen states the material covers (all when absent). */
  states?: (id: string) => boolean;
  /** What the material cannot show, said in the worksheet. */
  note?: string;
}

const FALLBACK: Plan = { material: ['screens', 'headings', 'controls'] };
const errors = (id: string) => id.endsWith('-errors');
const authentication = (id: string) => /^(login|registration|access-code|confirmation-new-code)/.test(id);

/** The material per criterion; a criterion not named here gets FALLBACK (the screens, headings and controls). */
export const PLANS: Record<string, Plan> = {
  '1.1.1': { material: ['images', 'transcript'] },
  '1.2.1': { material: ['media'] },
  '1.2.2': { material: ['media'] },
  '1.2.3': { material: ['media'] },
  '1.2.4': { material: ['media'] },
  '1.2.5': { material: ['media'] },
  '1.4.2': { material: ['media'] },
  '1.3.1': { material: ['headings', 'landmarks', 'controls', 'screens', 'transcript'] },
  '1.3.2': { material: ['screens', 'transcript', 'tabOrder'] },
  '1.3.5': { material: ['autocomplete'] },
  '1.4.1': { material: ['screens'] },
  '1.4.4': {
    material: ['screens'],
    note: 'The run does not shoot the browser’s text-only zoom at 200 %; the 320 px shots (a 1280 px window at 400 % zoom) are the nearest. Set the browser’s font size to 200 % to judge overlapping text.',
  },
  '1.4.5': { material: ['images', 'screens'] },
  '1.4.11': { material: ['images', 'screens'] },
  '1.4.13': { material: ['screens', 'controls'], note: 'Screenshots show no hover or focus; hover with a real pointer and wait a few seconds to judge this.' },
  '2.1.1': { material: ['tabOrder', 'controls'] },
  '2.4.2': { material: ['titles'] },
  '2.4.3': { material: ['tabOrder', 'transcript', 'screens'] },
  '2.4.4': { material: ['links', 'transcript'] },
  '2.4.5': { material: ['landmarks', 'links'] },
  '2.4.6': { material: ['headings', 'controls', 'transcript'] },
  '2.4.11': { material: ['screens', 'tabOrder'] },
  '3.1.2': { material: ['transcript', 'headings', 'controls'] },
  '3.2.2': { material: ['controls', 'screens'] },
  '3.2.3': { material: ['landmarks', 'tabOrder'] },
  '3.2.4': { material: ['controls'] },
  '3.3.2': { material: ['controls', 'headings', 'screens'] },
  '3.3.3': { material: ['errors', 'transcript', 'screens'], states: errors },
  '3.3.4': { material: ['screens', 'headings', 'controls'], states: (id) => /^(summary|confirmation)/.test(id) },
  '3.3.7': { material: ['controls', 'screens'], states: authentication },
  '3.3.8': { material: ['controls', 'screens'], states: authentication },
};

export const planFor = (c: Criterion): Plan => PLANS[c.num] ?? FALLBACK;

/** A worksheet is written for every criterion with a part left for a person. */
export const hasWorksheet = (c: Criterion) => c.coverage !== 'auto' && c.manual !== '';
export const worksheetFile = (c: Pick<Criterion, 'num'>) => `${c.num}.html`;

const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const LOCALE_NAME: Record<string, string> = { de: 'German', en: 'English' };
const localeName = (locale: string) => LOCALE_NAME[locale] ?? locale;
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const anchor = (...parts: string[]) => parts.join('-').replace(/[^\w-]+/g, '-').toLowerCase();

/**
 * The line of a record's "## Outcome per criterion" table (docs/evaluations/README.md) for a criterion:
 * "not evaluated" until the auditor puts the outcome, so a copied line that was not filled in changes nothing.
 */
export const recordLine = (c: Pick<Criterion, 'num' | 'handle'>) => `| ${c.num} ${c.handle} | not evaluated | |`;

/**
 * What assistive technology is given for an image, said for the auditor: the text alternative by the
 * order of the accessible name computation (aria-labelledby, aria-label, alt, title), or that the
 * image is decorative or hidden, or that it has none.
 */
export function textAlternative(image: ImageInfo): { kind: 'text' | 'decorative' | 'hidden' | 'missing'; text: string } {
  if (image.hidden) {
    // Behind an open dialog every image is hidden; that says nothing about the image itself.
    if (image.hiddenBy?.includes('inert')) return { kind: 'hidden', text: `hidden from assistive technology: ${image.hiddenBy}` };
    return { kind: 'hidden', text: `decorative: hidden from assistive technology (${image.hiddenBy || 'aria-hidden, inert or role none'})` };
  }
  const name = [image.labelledBy, image.ariaLabel].find((v) => v !== null && squash(v) !== '');
  if (name) return { kind: 'text', text: squash(name) };
  if (image.alt === '') return { kind: 'decorative', text: 'decorative: empty alt' };
  if (image.alt !== null) return { kind: 'text', text: squash(image.alt) };
  if (image.title && squash(image.title)) return { kind: 'text', text: squash(image.title) };
  return { kind: 'missing', text: 'no text alternative' };
}

const normaliseScreen = (s: string) =>
  s
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/^wizard-/, '')
    .replace(/-modal$/, '')
    .replace(/[^a-z0-9]+/g, '');

/** State ids whose Orca screen has another name in the journeys (a11y-tests/orca/*.orca.ts). */
const SCREEN_ALIASES: Record<string, string> = {
  'declaration-year': 'year',
  'easy-read': 'Leichte Sprache',
  'summary-confirm-modal': 'submit dialog',
};

/**
 * The steps Orca recorded on a screen state: the journeys name screens in words ("registration intro",
 * "login (reloaded)", a wizard screen by its model name), the states by id ("registration-intro",
 * "wizard-<screen>"); both are compared without case, punctuation, parentheses and a "-modal" suffix.
 * The journeys hear a screen's errors on the screen itself: an "-errors" state without a screen of its
 * own gets its screen's steps.
 */
export function transcriptStepsFor(stateId: string, locale: string, transcripts: WorksheetTranscript[]): { journey: string; screen: string; steps: WorksheetTranscript['steps'] }[] {
  const found = stepsOnScreen(stateId, locale, transcripts);
  return found.length === 0 && stateId.endsWith('-errors') ? stepsOnScreen(stateId.slice(0, -'-errors'.length), locale, transcripts) : found;
}

function stepsOnScreen(stateId: string, locale: string, transcripts: WorksheetTranscript[]) {
  const target = normaliseScreen(SCREEN_ALIASES[stateId] ?? stateId);
  return transcripts
    .filter((t) => t.locale === locale)
    .flatMap((t) => {
      const screens = [...new Set(t.steps.map((s) => s.screen))].filter((screen) => normaliseScreen(screen) === target);
      return screens.map((screen) => ({ journey: t.journey, screen, steps: t.steps.filter((s) => s.screen === screen) }));
    });
}

export interface WorksheetInput {
  criteria?: Criterion[];
  records: WorksheetRecord[];
  transcripts: WorksheetTranscript[];
  /** The run's outcomes (./outcomes.ts), to say what the automated part found. */
  results?: CriterionResult[];
  /** The report folder as seen from a worksheet (for screenshots and crops). */
  base?: string;
  generated?: string;
}

export interface Worksheet {
  num: string;
  file: string;
  html: string;
}

/** The style of the report's index.html (scripts/a11y-report.mjs), and what the worksheets add. */
export const STYLE = `body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 72rem; margin: 0 auto; padding: 1rem; color: #111; background: #fff; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #555; padding: .25rem .5rem; text-align: left; vertical-align: top; }
caption { font-weight: bold; text-align: left; padding: .5rem 0; } img { max-width: 100%; height: auto; border: 1px solid #555; }
a { color: #0645ad; } a:focus-visible, h2:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
.skip { position: absolute; left: -9999px; } .skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; }
.shots { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; } .shots figure { margin: 0; flex: 1 1 14rem; max-width: 24rem; }
.shots figure.narrow { flex: 0 1 10rem; } td img { min-width: 2rem; max-width: 12rem; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 12px 12px; }
pre { background: #f3f3f3; padding: .5rem; overflow-x: auto; border: 1px solid #555; }`;

function shell(title: string, body: string, generated?: string) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${STYLE}
</style></head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><p>Einfach Erklären: <a href="../index.html">accessibility report</a>, <a href="index.html">worksheets</a></p></header>
<main id="main" tabindex="-1">
${body}
</main>
<footer><p>Written by scripts/a11y-report.mjs (a11y-tests/report/worksheets.ts)${generated ? ` on ${escapeHtml(generated)}` : ''} from the run's records.</p></footer>
</body></html>
`;
}

/** The record of a state × locale that stands for it: light theme, widest width. */
function representative(items: WorksheetRecord[]) {
  return [...items].sort((a, b) => Number(a.theme !== 'light') - Number(b.theme !== 'light') || b.width - a.width)[0];
}

const langAttr = (locale: string) => ` lang="${escapeHtml(locale)}"`;

function screensHtml(items: WorksheetRecord[], base: string, stateId: string, locale: string) {
  const widest = Math.max(...items.map((r) => r.width));
  const narrowest = Math.min(...items.map((r) => r.width));
  const where = `${stateId}, ${localeName(locale)}`;
  const shot = (r: WorksheetRecord, what: string) => ({ src: `shots/${r.state}-${r.locale}-${r.theme}-${r.width}.png`, what, narrow: r.width < 700 });
  const find = (theme: string, width: number) => items.find((r) => r.theme === theme && r.width === width);
  const list: { src: string; what: string; narrow: boolean }[] = [];
  const light = find('light', widest);
  if (light) list.push(shot(light, `light theme, ${widest} px wide`));
  const contrast = find('contrast', widest);
  if (contrast) list.push(shot(contrast, `contrast theme, ${widest} px wide`));
  const forced = items.find((r) => r.forcedColoursShot)?.forcedColoursShot;
  if (forced) list.push({ src: forced, what: `forced colours (a Windows contrast theme), ${widest} px wide`, narrow: false });
  if (narrowest === 320) {
    const zoomed = find('light', 320) ?? find('contrast', 320)!;
    list.push({ ...shot(zoomed, `${zoomed.theme} theme, 320 px wide: a 1280 px window at 400 % zoom`), narrow: true });
  }
  if (!list.length) return '<p>No screenshots in this run.</p>';
  return `<div class="shots">${list
    .map(
      (s) =>
        `<figure${s.narrow ? ' class="narrow"' : ''}><a href="${escapeHtml(base + s.src)}"><img src="${escapeHtml(base + s.src)}" alt="Screenshot of ${escapeHtml(where)}, ${escapeHtml(s.what)}" loading="lazy"></a><figcaption>${escapeHtml(s.what)}</figcaption></figure>`,
    )
    .join('')}</div>`;
}

function imagesHtml(r: WorksheetRecord, base: string, caption: string, locale: string) {
  if (!r.images) return '<p>Images were not collected in this run.</p>';
  if (!r.images.length) return '<p>No images on this screen.</p>';
  const rows = r.images
    .map((image, index) => {
      const alt = textAlternative(image);
      const said = alt.kind === 'text' ? `<span${langAttr(locale)}>“${escapeHtml(alt.text)}”</span>` : alt.kind === 'missing' ? `<strong>${escapeHtml(alt.text)}</strong>` : escapeHtml(alt.text);
      const shown = image.crop
        ? `<img src="${escapeHtml(base + image.crop)}" alt="Image ${index + 1} as shown on the page (${image.width} × ${image.height} px)" width="${Math.max(image.width, 32)}">`
        : 'not visible in this state';
      const written = [
        image.alt !== null ? `alt="${escapeHtml(image.alt)}"` : image.element === 'img' || image.element.startsWith('input') ? 'no alt attribute' : '',
        image.hiddenBy ? escapeHtml(image.hiddenBy) : '',
        image.ariaLabel !== null ? `aria-label="${escapeHtml(image.ariaLabel)}"` : '',
        image.labelledBy !== null ? `aria-labelledby → “${escapeHtml(image.labelledBy)}”` : '',
        image.title ? `title “${escapeHtml(image.title)}”` : '',
        image.role ? `role="${escapeHtml(image.role)}"` : '',
      ]
        .filter(Boolean)
        .join(', ');
      return `<tr><th scope="row">${index + 1}</th><td>${shown}</td><td>${said}</td><td>${escapeHtml(image.element)}${written ? `; ${written}` : ''}${image.src ? `; <code>${escapeHtml(image.src)}</code>` : ''}</td><td${langAttr(locale)}>${image.context ? escapeHtml(image.context) : '–'}</td></tr>`;
    })
    .join('\n');
  return `<table><caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">No.</th><th scope="col">Image</th><th scope="col">Text alternative (what assistive technology gets)</th><th scope="col">As written in the page</th><th scope="col">Where: the link, button, label or heading it is in, or the text beside it</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

function headingsHtml(r: WorksheetRecord, locale: string) {
  const headings = r.headings ?? [];
  if (!headings.length) return '<p>No headings collected.</p>';
  return `<p>Page title: <span${langAttr(locale)}>${escapeHtml(r.title ?? '(none)')}</span></p>
<p>Headings:</p>
<ul>${headings.map((h) => `<li>h${h.level}: <span${langAttr(locale)}>${escapeHtml(h.text)}</span></li>`).join('')}</ul>`;
}

function landmarksHtml(r: WorksheetRecord, locale: string) {
  return `<p>Landmarks:</p><ul>${(r.landmarks ?? []).map((l) => `<li${langAttr(locale)}>${escapeHtml(l)}</li>`).join('') || '<li>none collected</li>'}</ul>`;
}

function tabOrderHtml(r: WorksheetRecord, locale: string) {
  return `<p>Tab order (element and its text, as the run tabbed through):</p><ol>${(r.tabOrder ?? []).map((s) => `<li${langAttr(locale)}>${escapeHtml(s)}</li>`).join('') || '<li>none collected</li>'}</ol>`;
}

function controlsHtml(r: WorksheetRecord, locale: string, caption: string, filter: (c: ControlInfo) => boolean = () => true, withAutocomplete = false) {
  if (!r.controls) return '<p>Controls were not collected in this run.</p>';
  const controls = r.controls.filter(filter);
  if (!controls.length) return `<p>${escapeHtml(caption)}: none on this screen.</p>`;
  const rows = controls
    .map((c) => {
      const state = [c.required ? 'required' : '', c.invalid ? '<strong>invalid</strong>' : ''].filter(Boolean).join(', ');
      return `<tr><td>${escapeHtml(c.role)}</td><th scope="row"${langAttr(locale)}>${c.name ? escapeHtml(c.name) : '<strong lang="en">no name</strong>'}</th><td${langAttr(locale)}>${c.description ? escapeHtml(c.description) : '–'}</td><td>${state || '–'}</td>${withAutocomplete ? `<td>${c.autocomplete ? `<code>${escapeHtml(c.autocomplete)}</code>` : '–'}</td>` : ''}</tr>`;
    })
    .join('\n');
  return `<table><caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">Role</th><th scope="col">Name (label)</th><th scope="col">Description (hint, error)</th><th scope="col">State</th>${withAutocomplete ? '<th scope="col">autocomplete</th>' : ''}</tr></thead>
<tbody>${rows}</tbody></table>`;
}

function transcriptHtml(stateId: string, locale: string, transcripts: WorksheetTranscript[], caption: string) {
  const parts = transcriptStepsFor(stateId, locale, transcripts);
  if (!parts.length) return `<p>No Orca transcript of this screen in ${escapeHtml(localeName(locale))} (the journeys do not visit it, or Orca did not run).</p>`;
  return parts
    .map(
      (p) => `<table${langAttr(locale)}><caption lang="en">${escapeHtml(caption)}: journey “${escapeHtml(p.journey)}”, screen “${escapeHtml(p.screen)}”</caption>
<thead lang="en"><tr><th scope="col">The user pressed</th><th scope="col">Orca said</th></tr></thead>
<tbody>${p.steps.map((s) => `<tr><td><kbd>${escapeHtml(s.action)}</kbd></td><td>${s.heard.length ? s.heard.map((h) => escapeHtml(squash(h))).join('<br>') : '<em lang="en">(nothing)</em>'}</td></tr>`).join('\n')}</tbody></table>`,
    )
    .join('\n');
}

/** Tables over every state at once (titles, media) rather than a section per state. */
function overviewHtml(material: Material, groups: Map<string, Map<string, WorksheetRecord[]>>) {
  if (material === 'titles') {
    const rows = [...groups].flatMap(([state, byLocale]) =>
      [...byLocale].map(([locale, items]) => {
        const r = representative(items);
        const h1 = (r.headings ?? []).filter((h) => h.level === 1).map((h) => h.text).join(' / ');
        return `<tr><th scope="row">${escapeHtml(state)}</th><td>${escapeHtml(localeName(locale))}</td><td${langAttr(locale)}>${escapeHtml(r.title ?? '(none)')}</td><td${langAttr(locale)}>${h1 ? escapeHtml(h1) : '–'}</td><td><code>${escapeHtml(r.path ?? '')}</code></td></tr>`;
      }),
    );
    return `<table><caption>Page titles per screen state, with the page's main heading</caption>
<thead><tr><th scope="col">Screen state</th><th scope="col">Language</th><th scope="col">Title</th><th scope="col">Main heading (h1)</th><th scope="col">Address</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
  }
  const rows = [...groups].map(([state, byLocale]) => {
    const all = [...byLocale.values()].flat();
    const counted = all.filter((r) => r.media !== undefined);
    const most = counted.length ? Math.max(...counted.map((r) => r.media!)) : null;
    return `<tr><th scope="row">${escapeHtml(state)}</th><td>${most === null ? 'not counted' : most === 0 ? '0' : `<strong>${most}</strong>`}</td><td>${all.length}</td></tr>`;
  });
  return `<table><caption>Audio, video, object, embed and iframe elements per screen state (most in any variant)</caption>
<thead><tr><th scope="col">Screen state</th><th scope="col">Media elements</th><th scope="col">Variants counted</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

function stateSection(state: string, byLocale: Map<string, WorksheetRecord[]>, plan: Plan, transcripts: WorksheetTranscript[], base: string) {
  const id = anchor('state', state);
  const locales = [...byLocale]
    .map(([locale, items]) => {
      const r = representative(items);
      const lid = anchor('state', state, locale);
      const label = `${state}, ${localeName(locale)}`;
      const parts = plan.material.map((m) => {
        switch (m) {
          case 'screens':
            return screensHtml(items, base, state, locale);
          case 'images':
            return imagesHtml(r, base, `Images of ${label}, each beside its text alternative`, locale);
          case 'headings':
            return headingsHtml(r, locale);
          case 'landmarks':
            return landmarksHtml(r, locale);
          case 'tabOrder':
            return tabOrderHtml(r, locale);
          case 'controls':
            return controlsHtml(r, locale, `Controls of ${label}: name, description and state as assistive technology gets them`);
          case 'errors':
            return controlsHtml(r, locale, `Fields marked invalid on ${label}, and the error summary, with their error text`, (c) => c.invalid || (c.role === 'group' && c.description !== ''));
          case 'links':
            return controlsHtml(r, locale, `Links of ${label}`, (c) => c.role === 'link');
          case 'autocomplete':
            return controlsHtml(r, locale, `Text fields and selects of ${label}, with their autocomplete token`, (c) => ['textbox', 'combobox', 'searchbox', 'spinbutton'].includes(c.role), true);
          case 'transcript':
            return transcriptHtml(state, locale, transcripts, `What Orca said on ${label}`);
          default:
            return '';
        }
      });
      return `<section aria-labelledby="${lid}"><h4 id="${lid}">${escapeHtml(`${state}: ${localeName(locale)}`)}</h4>
<p>Address <code>${escapeHtml(r.path ?? '')}</code>, title <span${langAttr(locale)}>${escapeHtml(r.title ?? '(none)')}</span>.</p>
${parts.join('\n')}
</section>`;
    })
    .join('\n');
  return `<section aria-labelledby="${id}"><h3 id="${id}">${escapeHtml(state)}</h3>
${locales}
</section>`;
}

const MATERIAL_WORDS: Record<Material, string> = {
  images: 'every image beside its text alternative, with a crop of it',
  screens: 'the screenshots: light and contrast theme, forced colours, and 320 px wide (a 1280 px window at 400 % zoom)',
  headings: 'the page title and the headings as a list',
  landmarks: 'the landmarks',
  controls: 'the controls with the name, description (hint, error) and state the browser gives assistive technology',
  errors: 'the fields marked invalid and the error summary, with the error text tied to them',
  links: 'the links with their names',
  tabOrder: 'the tab order',
  transcript: 'what GNOME Orca said on the screen (where a journey visits it)',
  titles: 'the page titles beside the main headings',
  media: 'the count of audio and video elements',
  autocomplete: 'the text fields with their autocomplete token',
};

function worksheetHtml(c: Criterion, input: WorksheetInput, groups: Map<string, Map<string, WorksheetRecord[]>>): string {
  const plan = planFor(c);
  const base = input.base ?? '../';
  const result = input.results?.find((r) => r.criterion.num === c.num);
  const overview = plan.material.filter((m) => m === 'titles' || m === 'media');
  const perState = plan.material.filter((m) => m !== 'titles' && m !== 'media');
  const states = [...groups.keys()].filter((s) => !plan.states || plan.states(s));
  const sections = perState.length ? states.map((s) => stateSection(s, groups.get(s)!, { ...plan, material: perState }, input.transcripts, base)).join('\n') : '';
  const stateNav = perState.length && states.length ? `<nav aria-label="Screen states"><p>Screen states:</p><ul>${states.map((s) => `<li><a href="#${anchor('state', s)}">${escapeHtml(s)}</a></li>`).join('')}</ul></nav>` : '';
  const title = `${c.num} ${c.handle}`;
  const body = `<h1>Worksheet: ${escapeHtml(title)} (Level ${c.level})</h1>
<p>WCAG 2.2 success criterion ${escapeHtml(c.num)}, Level ${c.level}: <a href="${escapeHtml(understandingUrl(c))}">Understanding ${escapeHtml(title)}</a> (W3C).</p>
<h2 id="decide">What you decide</h2>
<p><strong>${escapeHtml(c.manual.charAt(0).toUpperCase() + c.manual.slice(1))}.</strong></p>
<p>Checked by machine: ${escapeHtml(c.how)}.${result ? ` Outcome of this run: ${escapeHtml(OUTCOME_LABEL[result.outcome])}. ${escapeHtml(result.description)}` : ''}</p>
<h2 id="material">Material</h2>
<p>Shown here: ${plan.material.map((m) => escapeHtml(MATERIAL_WORDS[m])).join('; ')}${plan.states ? `; for the screen states this criterion concerns (${states.length})` : ''}. German text is marked as German for screen readers.</p>
${plan.note ? `<p><strong>Not shown:</strong> ${escapeHtml(plan.note)}</p>` : ''}
${groups.size === 0 ? '<p><strong>No screen states in this run.</strong></p>' : ''}
${overview.map((m) => overviewHtml(m, groups)).join('\n')}
${stateNav}
${sections}
<h2 id="record">Record your outcome</h2>
<p>Write the outcome into a record in <code>docs/evaluations/</code>: one file per evaluation, named <code>YYYY-MM-DD-&lt;who&gt;-&lt;assistive technology&gt;.md</code>, in the form of <code>docs/evaluations/README.md</code> (who, assistive technology, browser, build, steps). Copy this line into its table under “## Outcome per criterion”, replace “not evaluated” by passed, failed, cannot tell or not applicable, and say in the last cell what you observed:</p>
<pre><code>${escapeHtml(recordLine(c))}</code></pre>
<p>A failure also goes under “## Findings” with the page, the steps to see it, and what you expected. The next <code>npm run a11y:report</code> reads the record: a failure fails the row; a pass passes it unless an automated check of the criterion failed.</p>`;
  return shell(`Worksheet ${title} – accessibility report – Einfach Erklären`, body, input.generated);
}

/** Records grouped by state (in order of first appearance) and locale. */
function groupRecords(records: WorksheetRecord[]) {
  const groups = new Map<string, Map<string, WorksheetRecord[]>>();
  for (const r of records) {
    const byLocale = groups.get(r.state) ?? new Map<string, WorksheetRecord[]>();
    byLocale.set(r.locale, [...(byLocale.get(r.locale) ?? []), r]);
    groups.set(r.state, byLocale);
  }
  return groups;
}

/** One worksheet per criterion with a part left for a person. */
export function worksheets(input: WorksheetInput): Worksheet[] {
  const groups = groupRecords(input.records);
  return (input.criteria ?? allCriteria).filter(hasWorksheet).map((c) => ({ num: c.num, file: worksheetFile(c), html: worksheetHtml(c, input, groups) }));
}

/** The worksheets' contents page (worksheets/index.html). */
export function worksheetIndex(input: Pick<WorksheetInput, 'criteria' | 'results' | 'generated'>): string {
  const rows = (input.criteria ?? allCriteria)
    .filter(hasWorksheet)
    .map((c) => {
      const result = input.results?.find((r) => r.criterion.num === c.num);
      return `<tr><th scope="row"><a href="${escapeHtml(worksheetFile(c))}">${escapeHtml(`${c.num} ${c.handle}`)}</a></th><td>${c.level}</td><td>${escapeHtml(c.manual)}</td><td>${result ? escapeHtml(OUTCOME_LABEL[result.outcome]) : '–'}</td></tr>`;
    })
    .join('\n');
  const body = `<h1>Worksheets: what a person must judge</h1>
<p>One worksheet per WCAG 2.2 A and AA success criterion with a part that only a person can judge: what to decide, the material of this run to decide it, and the line to copy into a record in <code>docs/evaluations/</code>.</p>
<table><caption>Criteria with a part left for a person</caption>
<thead><tr><th scope="col">Success criterion</th><th scope="col">Level</th><th scope="col">What you decide</th><th scope="col">Outcome of this run</th></tr></thead>
<tbody>${rows}</tbody></table>`;
  return shell('Worksheets – accessibility report – Einfach Erklären', body, input.generated);
}
