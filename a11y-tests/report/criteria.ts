// Every WCAG 2.2 Level A and AA success criterion, once: its references (W3C id, EN 301 549, BITV 2.0),
// how this project checks it, and what is left for a person. The one source of the WCAG table of
// `npm run a11y:report` and of the files it writes for auditors (wcag-em.json, openacr.yaml,
// criteria.csv); the outcome of each row comes from ./outcomes.ts.

export type Level = 'A' | 'AA';

/**
 * How a criterion is checked: `auto` when the automated checks below decide the whole criterion,
 * `auto+manual` when they decide part of it and a person must judge the rest (`manual`), `manual` when
 * nothing automated checks it.
 */
export type Coverage = 'auto' | 'auto+manual' | 'manual';

/**
 * Checks that the report's own run makes (a11y-tests/report/states.collect.ts and scripts/orca.mjs),
 * beyond axe: their findings are in the run's records, so the report knows whether they passed.
 * axe rules are mapped to criteria by axe's own tags (`wcag111` → 1.1.1), not listed here.
 */
export type RunCheck = 'overflow' | 'smallTargets' | 'headingProblems' | 'focusProblems' | 'orca';

export interface Criterion {
  /** WCAG number, e.g. "1.1.1". */
  num: string;
  /** WCAG's short name. */
  handle: string;
  level: Level;
  /** The W3C id: WCAG 2.2's fragment and Understanding page name, e.g. "non-text-content". */
  slug: string;
  /** Coverage of this project's checks. */
  coverage: Coverage;
  /** How this project checks it: tests by file name. */
  how: string;
  /** Checks of the report's own run (beyond axe) that decide part of it. */
  runChecks: RunCheck[];
  /**
   * Test files of `npm test` that check part of it. The report does not run them: their result counts
   * only when the run is given the suite's results (A11Y_SUITE_RESULTS, see ./outcomes.ts).
   */
  suiteTests: string[];
  /** What is left for a person: the meaning a machine cannot judge. Empty when `coverage` is `auto`. */
  manual: string;
  /** Time-based media: the criterion applies only when a page has audio or video (checked in every variant of the run). */
  media?: true;
  /** Satisfied by definition, with the reason (4.1.1 in WCAG 2.2). */
  alwaysSatisfied?: string;
}

/** The criteria new in WCAG 2.2: EN 301 549 V3.2.1 (2021), which follows WCAG 2.1, has no clause for them yet. */
export const WCAG22_ONLY = ['2.4.11', '2.5.7', '2.5.8', '3.2.6', '3.3.7', '3.3.8'] as const;

/** EN 301 549 V3.2.1 clause for web content: 9 + the WCAG number (1.1.1 → 9.1.1.1); null for WCAG 2.2-only criteria. */
export function en301549Clause(num: string): string | null {
  return (WCAG22_ONLY as readonly string[]).includes(num) ? null : `9.${num}`;
}

/**
 * BITV 2.0 (§ 3) requires the harmonised standard EN 301 549 for web content, so its reference is the
 * same clause; the BITV-Test's steps (Prüfschritte) are numbered by that clause too.
 */
export function bitvReference(num: string): string {
  const clause = en301549Clause(num);
  return clause ? `BITV 2.0 via EN 301 549 ${clause}` : 'BITV 2.0: no clause yet (WCAG 2.2 only; EN 301 549 V3.2.1 follows WCAG 2.1)';
}

/** The axe tag of a criterion: `wcag` and its digits (1.4.11 → wcag1411). */
export const axeTag = (num: string) => `wcag${num.replace(/\./g, '')}`;

/** The W3C address of a criterion in WCAG 2.2 and of its Understanding page. */
export const wcagUrl = (c: Pick<Criterion, 'slug'>) => `https://www.w3.org/TR/WCAG22/#${c.slug}`;
export const understandingUrl = (c: Pick<Criterion, 'slug'>) => `https://www.w3.org/WAI/WCAG22/Understanding/${c.slug}.html`;

const MEDIA_HOW = 'every variant of the report run counts audio, video, object, embed and iframe elements (states.collect.ts, record field `media`); axe video-caption and no-autoplay-audio';
const MEDIA_MANUAL = 'only if a page ever shows audio or video: whether it has the alternative the criterion asks for';

export const criteria: Criterion[] = [
  {
    num: '1.1.1', handle: 'Non-text Content', level: 'A', slug: 'non-text-content', coverage: 'auto+manual',
    how: 'axe (image-alt, svg names); every Storybook story axe-checked (scripts/story-axe.mjs)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'],
    manual: 'whether each alternative text says what the image means here, and whether decorative images are hidden',
  },
  {
    num: '1.2.1', handle: 'Audio-only and Video-only (Prerecorded)', level: 'A', slug: 'audio-only-and-video-only-prerecorded', coverage: 'auto+manual',
    how: MEDIA_HOW, runChecks: [], suiteTests: [], manual: MEDIA_MANUAL, media: true,
  },
  {
    num: '1.2.2', handle: 'Captions (Prerecorded)', level: 'A', slug: 'captions-prerecorded', coverage: 'auto+manual',
    how: MEDIA_HOW, runChecks: [], suiteTests: [], manual: MEDIA_MANUAL, media: true,
  },
  {
    num: '1.2.3', handle: 'Audio Description or Media Alternative (Prerecorded)', level: 'A', slug: 'audio-description-or-media-alternative-prerecorded', coverage: 'auto+manual',
    how: MEDIA_HOW, runChecks: [], suiteTests: [], manual: MEDIA_MANUAL, media: true,
  },
  {
    num: '1.2.4', handle: 'Captions (Live)', level: 'AA', slug: 'captions-live', coverage: 'auto+manual',
    how: MEDIA_HOW, runChecks: [], suiteTests: [], manual: MEDIA_MANUAL, media: true,
  },
  {
    num: '1.2.5', handle: 'Audio Description (Prerecorded)', level: 'AA', slug: 'audio-description-prerecorded', coverage: 'auto+manual',
    how: MEDIA_HOW, runChecks: [], suiteTests: [], manual: MEDIA_MANUAL, media: true,
  },
  {
    num: '1.3.1', handle: 'Info and Relationships', level: 'A', slug: 'info-and-relationships', coverage: 'auto+manual',
    how: 'axe, heading outline (one h1, no skipped levels), landmarks, fieldset/legend and described-by checks (matrix.e2e.ts, screenreader.e2e.ts)',
    runChecks: ['headingProblems'], suiteTests: ['a11y-tests/matrix.e2e.ts', 'a11y-tests/screenreader.e2e.ts'],
    manual: 'whether every visual grouping and emphasis is also in the structure (a heading that looks like one is one, a table that looks like one is one)',
  },
  {
    num: '1.3.2', handle: 'Meaningful Sequence', level: 'A', slug: 'meaningful-sequence', coverage: 'auto+manual',
    how: 'every matrix state at 1280 and 320 px: of two blocks of visible text that share a column, the later in the DOM never stands above the earlier (CSS order, reversed columns, positioning; checks.ts readingOrderProblems, matrix.e2e.ts); the Orca transcripts in the report show the order read',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'],
    manual: 'whether the order of blocks side by side (not one above the other) is the order that gives the meaning',
  },
  {
    num: '1.3.3', handle: 'Sensory Characteristics', level: 'A', slug: 'sensory-characteristics', coverage: 'manual',
    how: 'no automated check; the content guide (docs/content-guide.md) asks for instructions by name, not by place or shape',
    runChecks: [], suiteTests: [],
    manual: 'whether any instruction relies on shape, colour, size, place or sound alone ("the button on the right")',
  },
  {
    num: '1.3.4', handle: 'Orientation', level: 'AA', slug: 'orientation', coverage: 'auto',
    how: 'every matrix state on a phone and a tablet, upright and on the side (390 × 844, 844 × 390, 768 × 1024, 1024 × 768): no style for one orientation only, the h1 shown, no sideways scrolling (checks.ts orientationProblems, matrix.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'], manual: '',
  },
  {
    num: '1.3.5', handle: 'Identify Input Purpose', level: 'AA', slug: 'identify-input-purpose', coverage: 'auto+manual',
    how: 'axe autocomplete-valid; the login names its fields username / current-password (LoginScreen.test.tsx)',
    runChecks: [], suiteTests: ['src/app/screens/login/LoginScreen.test.tsx'],
    manual: 'whether every field that asks about the user (name, birth date, address) carries the token of its purpose',
  },
  {
    num: '1.4.1', handle: 'Use of Color', level: 'A', slug: 'use-of-color', coverage: 'auto+manual',
    how: 'axe link-in-text-block; on every matrix state: every control marked invalid has a visible "Fehler:" text tied to it (aria-describedby), every error summary a heading, every link in running text an underline, which axe does not ask when the link has 3:1 against its text (checks.ts colourOnlyProblems, matrix.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'],
    manual: 'whether any other state (selected, current step, done) or any graphic is told by colour alone',
  },
  {
    num: '1.4.2', handle: 'Audio Control', level: 'A', slug: 'audio-control', coverage: 'auto+manual',
    how: MEDIA_HOW, runChecks: [], suiteTests: [], manual: 'only if a page ever plays sound: whether it can be paused or turned down', media: true,
  },
  {
    num: '1.4.3', handle: 'Contrast (Minimum)', level: 'AA', slug: 'contrast-minimum', coverage: 'auto',
    how: 'axe color-contrast in both themes; token test (7:1, also 1.4.6 Enhanced) in tokens/',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts', 'tokens/src/contrast.test.ts'], manual: '',
  },
  {
    num: '1.4.4', handle: 'Resize Text', level: 'AA', slug: 'resize-text', coverage: 'auto+manual',
    how: "the browser's text-only zoom to 200 % (its font size setting) on every matrix state: no horizontal scrolling, no clipped text (checks.ts textZoomProblems, matrix.e2e.ts); axe meta-viewport",
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'],
    manual: 'text overlapping other text at 200 %',
  },
  {
    num: '1.4.5', handle: 'Images of Text', level: 'AA', slug: 'images-of-text', coverage: 'auto',
    how: 'every matrix state: no image that can show text: no <img>, <picture>, <canvas>, <object>, <embed>, image input or CSS image, and no inline SVG that draws text; the icons and pictograms are inline SVG drawn from shapes (checks.ts imagesOfTextProblems, matrix.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'], manual: '',
  },
  {
    num: '1.4.10', handle: 'Reflow', level: 'AA', slug: 'reflow', coverage: 'auto',
    how: 'no horizontal scrolling at 320 px (report run) and at 320 x 256 (400 % zoom, matrix.e2e.ts)',
    runChecks: ['overflow'], suiteTests: ['a11y-tests/matrix.e2e.ts'], manual: '',
  },
  {
    num: '1.4.11', handle: 'Non-text Contrast', level: 'AA', slug: 'non-text-contrast', coverage: 'auto+manual',
    how: 'token test for borders and focus ring; forced-colours borders (matrix.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts', 'tokens/src/contrast.test.ts'],
    manual: 'whether every graphic needed to understand the content (icons, chart parts) has 3:1 against its neighbours',
  },
  {
    num: '1.4.12', handle: 'Text Spacing', level: 'AA', slug: 'text-spacing', coverage: 'auto',
    how: 'bookmarklet override, no clipped text (matrix.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'], manual: '',
  },
  {
    num: '1.4.13', handle: 'Content on Hover or Focus', level: 'AA', slug: 'content-on-hover-or-focus', coverage: 'auto+manual',
    how: 'the product shows nothing on hover or focus by design, and every matrix state proves it: focusing each control of the main content and hovering up to 40 of them (every :hover rule applied, the pointer events fired) adds no visible text, no tooltip, no generated content; anything that appears fails, dismissable or not (checks.ts focusProblems, hoverProblems, matrix.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'],
    manual: 'whether anything appears after a delay, or on controls past the first 40 of a page, with a real pointer',
  },
  {
    num: '2.1.1', handle: 'Keyboard', level: 'A', slug: 'keyboard', coverage: 'auto+manual',
    how: 'keyboard.e2e.ts journeys (registration, login, every screen of a declaration)',
    runChecks: [], suiteTests: ['a11y-tests/keyboard.e2e.ts', 'a11y-tests/declaration-keyboard.e2e.ts'],
    manual: 'whether every function of pages outside the journeys works with the keyboard alone',
  },
  {
    num: '2.1.2', handle: 'No Keyboard Trap', level: 'A', slug: 'no-keyboard-trap', coverage: 'auto',
    how: 'tab order below cycles; dialog trap releases on Escape (keyboard.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/keyboard.e2e.ts'], manual: '',
  },
  {
    num: '2.1.4', handle: 'Character Key Shortcuts', level: 'A', slug: 'character-key-shortcuts', coverage: 'auto',
    how: 'on every matrix state, with nothing focused, each letter, digit and common punctuation key pressed alone: the address, the content, focus and the scroll position stay (checks.ts characterKeyProblems, matrix.e2e.ts; shown failing in guards.e2e.ts). A focused control\'s own keys (a list\'s typeahead) are allowed by the criterion; in a dialog focus stays on its controls',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts', 'a11y-tests/guards.e2e.ts'],
    manual: '',
  },
  {
    num: '2.2.1', handle: 'Timing Adjustable', level: 'A', slug: 'timing-adjustable', coverage: 'auto',
    how: 'session warning with "stay logged in" (screenreader.e2e.ts); axe meta-refresh',
    runChecks: [], suiteTests: ['a11y-tests/screenreader.e2e.ts'], manual: '',
  },
  {
    num: '2.2.2', handle: 'Pause, Stop, Hide', level: 'A', slug: 'pause-stop-hide', coverage: 'auto+manual',
    how: 'axe blink and marquee; no motion with prefers-reduced-motion (matrix.e2e.ts motionProblems)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'],
    manual: 'whether anything moves, blinks or updates by itself for more than 5 seconds without a way to stop it',
  },
  {
    num: '2.3.1', handle: 'Three Flashes or Below Threshold', level: 'A', slug: 'three-flashes-or-below-threshold', coverage: 'auto',
    how: 'every matrix state, without reduced motion, by a rule stricter than the criterion: no video, canvas, frame or image that can animate; no animation, running or in any style sheet, repeating more than three times a second; watched for a second, no element changes more than three times (checks.ts flashProblems, matrix.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'], manual: '',
  },
  {
    num: '2.4.1', handle: 'Bypass Blocks', level: 'A', slug: 'bypass-blocks', coverage: 'auto',
    how: 'skip link first (keyboard.e2e.ts), landmarks; axe bypass',
    runChecks: [], suiteTests: ['a11y-tests/keyboard.e2e.ts'], manual: '',
  },
  {
    num: '2.4.2', handle: 'Page Titled', level: 'A', slug: 'page-titled', coverage: 'auto+manual',
    how: 'document.title per route and with "Fehler:" prefix (journeys.e2e.ts); axe document-title',
    runChecks: [], suiteTests: ['a11y-tests/journeys.e2e.ts'],
    manual: 'whether each title describes the page and its purpose',
  },
  {
    num: '2.4.3', handle: 'Focus Order', level: 'A', slug: 'focus-order', coverage: 'auto+manual',
    how: 'focus after route change, dialog, errors (keyboard.e2e.ts); tab order listed per state in the report',
    runChecks: [], suiteTests: ['a11y-tests/keyboard.e2e.ts'],
    manual: 'whether the tab order listed per state keeps the meaning and the way of use',
  },
  {
    num: '2.4.4', handle: 'Link Purpose (In Context)', level: 'A', slug: 'link-purpose-in-context', coverage: 'auto+manual',
    how: 'axe link-name (every link has a name)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'],
    manual: 'whether each link text, with its context, says where it leads',
  },
  {
    num: '2.4.5', handle: 'Multiple Ways', level: 'AA', slug: 'multiple-ways', coverage: 'manual',
    how: 'no automated check; the declaration is a process (its steps are exempt), the other pages are linked from the header and footer',
    runChecks: [], suiteTests: [],
    manual: 'whether every page outside a process can be reached in more than one way',
  },
  {
    num: '2.4.6', handle: 'Headings and Labels', level: 'AA', slug: 'headings-and-labels', coverage: 'auto+manual',
    how: 'one h1, no skipped levels (report run and matrix.e2e.ts); axe label checks',
    runChecks: ['headingProblems'], suiteTests: ['a11y-tests/matrix.e2e.ts'],
    manual: 'wording: whether each heading and label says what its section or field is about',
  },
  {
    num: '2.4.7', handle: 'Focus Visible', level: 'AA', slug: 'focus-visible', coverage: 'auto',
    how: 'focus indicator on every tab stop (report run and matrix.e2e.ts); in forced colours too (matrix.e2e.ts)',
    runChecks: ['focusProblems'], suiteTests: [], manual: '',
  },
  {
    num: '2.4.11', handle: 'Focus Not Obscured (Minimum)', level: 'AA', slug: 'focus-not-obscured-minimum', coverage: 'auto+manual',
    how: 'focus indicator on every tab stop (matrix.e2e.ts); magnifier checks (magnifier.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts', 'a11y-tests/magnifier.e2e.ts'],
    manual: 'obscuring by sticky parts: whether a focused control is ever wholly hidden',
  },
  {
    num: '2.5.1', handle: 'Pointer Gestures', level: 'A', slug: 'pointer-gestures', coverage: 'auto+manual',
    how: 'the app\'s own code (src, design-system, tokens) has no touch, pointer-move, gesture or drag handler (scripts/pointerInput.test.ts)',
    runChecks: [], suiteTests: ['scripts/pointerInput.test.ts'],
    manual: 'whether a control of a library (Radix) needs a multipoint or path-based gesture',
  },
  {
    num: '2.5.2', handle: 'Pointer Cancellation', level: 'A', slug: 'pointer-cancellation', coverage: 'manual',
    how: 'no automated check; controls are native buttons and links (activation on up-event)',
    runChecks: [], suiteTests: [],
    manual: 'whether any function runs on the down-event without a way to abort or undo',
  },
  {
    num: '2.5.3', handle: 'Label in Name', level: 'A', slug: 'label-in-name', coverage: 'auto',
    how: 'axe label-content-name-mismatch (the report run and matrix.e2e.ts run the same rule)',
    runChecks: [], suiteTests: [], manual: '',
  },
  {
    num: '2.5.4', handle: 'Motion Actuation', level: 'A', slug: 'motion-actuation', coverage: 'auto',
    how: 'on every matrix state no devicemotion or deviceorientation listener on the window, whoever added it (checks.ts motionAndDragProblems, listed by Chromium\'s DevTools protocol), and no motion event or sensor in the app\'s code (scripts/pointerInput.test.ts); both shown failing',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts', 'a11y-tests/guards.e2e.ts', 'scripts/pointerInput.test.ts'],
    manual: '',
  },
  {
    num: '2.5.7', handle: 'Dragging Movements', level: 'AA', slug: 'dragging-movements', coverage: 'auto+manual',
    how: 'no draggable element on any matrix state (checks.ts motionAndDragProblems) and no drag or pointer-move handler in the app\'s code (scripts/pointerInput.test.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts', 'scripts/pointerInput.test.ts'],
    manual: 'whether a control of a library (a slider, a sortable list) needs dragging; the app shows none',
  },
  {
    num: '2.5.8', handle: 'Target Size (Minimum)', level: 'AA', slug: 'target-size-minimum', coverage: 'auto',
    how: '44 x 44 px check (stricter than the 24 px minimum; report run and matrix.e2e.ts); axe target-size',
    runChecks: ['smallTargets'], suiteTests: [], manual: '',
  },
  {
    num: '3.1.1', handle: 'Language of Page', level: 'A', slug: 'language-of-page', coverage: 'auto',
    how: 'html lang per locale (journeys.e2e.ts); axe html-has-lang, html-lang-valid',
    runChecks: [], suiteTests: ['a11y-tests/journeys.e2e.ts'], manual: '',
  },
  {
    num: '3.1.2', handle: 'Language of Parts', level: 'AA', slug: 'language-of-parts', coverage: 'auto+manual',
    how: 'lang on the language switch (journeys.e2e.ts); Orca transcripts checked for English words in German; axe valid-lang',
    runChecks: ['orca'], suiteTests: ['a11y-tests/journeys.e2e.ts'],
    manual: 'whether every passage in another language is marked (names and loanwords excepted)',
  },
  {
    num: '3.2.1', handle: 'On Focus', level: 'A', slug: 'on-focus', coverage: 'auto',
    how: 'every control of every matrix state focused in turn (of the dialog when one is open): the address stays, no dialog or window opens, focus stays on the control (checks.ts focusProblems, matrix.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'], manual: '',
  },
  {
    num: '3.2.2', handle: 'On Input', level: 'A', slug: 'on-input', coverage: 'auto+manual',
    how: 'on the last state of every matrix chain, and on the last screen before a dialog that ends a chain, the first text field, radio button, checkbox and select changed as a user does (a character typed, a radio chosen with Space and the arrow, a box ticked, the next option picked): the address stays, no dialog or window opens, focus stays, nothing new appears above the control (checks.ts onInputProblems, matrix.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'],
    manual: 'the other controls of a screen (the check changes the first of each kind per state), and whether a change that does alter the context was announced before',
  },
  {
    num: '3.2.3', handle: 'Consistent Navigation', level: 'AA', slug: 'consistent-navigation', coverage: 'auto',
    how: 'on every matrix state the header\'s and footer\'s links and buttons, each named by what it does, keep the one order of NAVIGATION; a page may show fewer, and one the list does not know fails (checks.ts navigationProblems, matrix.e2e.ts; shown failing in guards.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts', 'a11y-tests/guards.e2e.ts'],
    manual: '',
  },
  {
    num: '3.2.4', handle: 'Consistent Identification', level: 'AA', slug: 'consistent-identification', coverage: 'manual',
    how: 'no automated check; shared texts are checked for one wording (scripts/sharedTexts.test.ts)',
    runChecks: [], suiteTests: [],
    manual: 'whether controls with the same function have the same name and symbol everywhere',
  },
  {
    num: '3.2.6', handle: 'Consistent Help', level: 'A', slug: 'consistent-help', coverage: 'auto',
    how: 'Leichte Sprache, the help link and the statement with its contact in the same order on every matrix state (checks.ts helpMechanisms, matrix.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'], manual: '',
  },
  {
    num: '3.3.1', handle: 'Error Identification', level: 'A', slug: 'error-identification', coverage: 'auto',
    how: 'error summary and field errors with "Fehler:" (screenreader.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/screenreader.e2e.ts'], manual: '',
  },
  {
    num: '3.3.2', handle: 'Labels or Instructions', level: 'A', slug: 'labels-or-instructions', coverage: 'auto+manual',
    how: 'axe label',
    runChecks: [], suiteTests: ['a11y-tests/matrix.e2e.ts'],
    manual: 'hints before inputs: whether each field says what to enter and in which form',
  },
  {
    num: '3.3.3', handle: 'Error Suggestion', level: 'AA', slug: 'error-suggestion', coverage: 'auto+manual',
    how: 'error summary and field errors with "Fehler:" (screenreader.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/screenreader.e2e.ts'],
    manual: 'whether each error message says how to correct the input',
  },
  {
    num: '3.3.4', handle: 'Error Prevention (Legal, Financial, Data)', level: 'AA', slug: 'error-prevention-legal-financial-data', coverage: 'auto+manual',
    how: 'the answers are shown for checking before submission, each with a change link (checkAnswers.e2e.ts, declaration.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/checkAnswers.e2e.ts', 'a11y-tests/declaration.e2e.ts'],
    manual: 'whether the check page shows everything that is submitted, understandably, before the submission',
  },
  {
    num: '3.3.7', handle: 'Redundant Entry', level: 'A', slug: 'redundant-entry', coverage: 'auto+manual',
    how: 'the form model asks each answer on one screen only and never asks what is known (the tax office\'s data, person A\'s tax ID); the login\'s name is shown in its fields; a screen\'s answers, the spouse\'s too, are kept after Next and Back (src/app/wizard/redundantEntry.test.tsx)',
    runChecks: [], suiteTests: ['src/app/wizard/redundantEntry.test.tsx'],
    manual: 'whether a journey outside the declaration (registration, login, a new access code) asks again for something the user already gave',
  },
  {
    num: '3.3.8', handle: 'Accessible Authentication (Minimum)', level: 'AA', slug: 'accessible-authentication-minimum', coverage: 'auto+manual',
    how: 'the login takes a pasted tax ID and code and names its fields username / current-password for password managers (LoginScreen.test.tsx)',
    runChecks: [], suiteTests: ['src/app/screens/login/LoginScreen.test.tsx'],
    manual: 'whether any other step asks to transcribe or remember something',
  },
  {
    num: '4.1.1', handle: 'Parsing', level: 'A', slug: 'parsing', coverage: 'auto',
    how: 'nothing to check: obsolete in WCAG 2.2',
    runChecks: [], suiteTests: [], manual: '',
    alwaysSatisfied:
      'WCAG 2.2 removed 4.1.1 and says it is always satisfied for content in HTML or XML; what it guarded is covered by 1.3.1 and 4.1.2. EN 301 549 V3.2.1 still lists 9.4.1.1 (the WCAG 2.1 text).',
  },
  {
    num: '4.1.2', handle: 'Name, Role, Value', level: 'A', slug: 'name-role-value', coverage: 'auto',
    how: 'axe, aria snapshots of toggle, dialog, alert (screenreader.e2e.ts); GNOME Orca transcripts (names, roles, states as spoken; report run)',
    runChecks: ['orca'], suiteTests: ['a11y-tests/screenreader.e2e.ts'], manual: '',
  },
  {
    num: '4.1.3', handle: 'Status Messages', level: 'AA', slug: 'status-messages', coverage: 'auto',
    how: 'busy status and session live region (screenreader.e2e.ts)',
    runChecks: [], suiteTests: ['a11y-tests/screenreader.e2e.ts'], manual: '',
  },
];
