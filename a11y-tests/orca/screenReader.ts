// What a screen-reader user does and hears, step by step: keys through xdotool, Orca's speech per
// key, phrases asserted by substring (extra speech such as the window title varies between runs).
import type { OrcaDesktop, OrcaLocale } from './driver';
import { sleep } from './driver';

export type Phrase = string | RegExp;

export interface Step {
  /** The screen (route or wizard screen) the step happened on. */
  screen: string;
  /** What the user did: keys pressed or text typed, or "page load". */
  action: string;
  heard: string[];
}

export interface Transcript {
  locale: OrcaLocale;
  journey: string;
  steps: Step[];
}

export interface StepOptions {
  /** Phrases that must be heard (each as a substring of the step's speech, in any order). */
  hear?: Phrase[];
  /** Phrases that must not be heard in this step. */
  notHear?: Phrase[];
  /** How long to wait for the phrases (ms). */
  timeout?: number;
  /** The step may be silent (a key that only moves the caret in a field, say). */
  silent?: boolean;
}

/** How long Orca must be quiet before a step counts as heard in full (ms). */
const QUIET_MS = Number(process.env.ORCA_QUIET_MS ?? 180);

const normalise = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ');
const matches = (text: string, phrase: Phrase) => (typeof phrase === 'string' ? text.includes(phrase) : phrase.test(text));
const show = (phrase: Phrase) => (typeof phrase === 'string' ? JSON.stringify(phrase) : String(phrase));

export class ScreenReader {
  screen = '';
  readonly transcript: Transcript;

  constructor(
    private readonly desktop: OrcaDesktop,
    readonly locale: OrcaLocale,
    journey: string,
  ) {
    this.transcript = { locale, journey, steps: [] };
  }

  /** Names the screen the following steps belong to (the report groups by it). */
  on(screen: string) {
    this.screen = screen;
    return this;
  }

  /** Forgets speech that came before (for example Orca reading while the page was prepared). */
  async settle(quietMs = 400) {
    await this.desktop.quiet(quietMs);
    this.desktop.take();
  }

  /** Presses keys one after another (xdotool names: Tab, shift+Tab, Return, space, Escape, h, alt+shift+Down). */
  press(keys: string | string[], options: StepOptions = {}) {
    const list = Array.isArray(keys) ? keys : [keys];
    return this.step(list.join(' '), () => this.desktop.key(...list), options);
  }

  /** Types text into the focused field. */
  type(text: string, options: StepOptions = { silent: true }) {
    return this.step(`type "${text}"`, () => this.desktop.type(text), options);
  }

  /** Waits for speech that comes without a key (a page load, a live region, a dialog on a timer). */
  listen(action: string, options: StepOptions) {
    return this.step(action, () => undefined, options);
  }

  private async step(action: string, act: () => void, { hear = [], notHear = [], timeout = 10_000, silent = false }: StepOptions) {
    this.desktop.take();
    act();
    const heard: string[] = [];
    const until = Date.now() + timeout;
    const pending = () => hear.filter((p) => !matches(normalise(heard), p));
    // Wait for the expected phrases (or for any speech at all), then until Orca has been quiet a moment.
    while (Date.now() < until) {
      heard.push(...this.desktop.take());
      if (hear.length ? pending().length === 0 : heard.length > 0 || silent) break;
      await sleep(50);
    }
    await this.desktop.quiet(QUIET_MS, 4_000);
    heard.push(...this.desktop.take());
    this.transcript.steps.push({ screen: this.screen, action, heard });
    const text = normalise(heard);
    const missing = pending();
    if (missing.length) throw new Error(`[${this.screen}] ${action}: did not hear ${missing.map(show).join(', ')}.\nHeard: ${JSON.stringify(heard)}`);
    const unwanted = notHear.filter((p) => matches(text, p));
    if (unwanted.length) throw new Error(`[${this.screen}] ${action}: heard ${unwanted.map(show).join(', ')}.\nHeard: ${JSON.stringify(heard)}`);
    if (!silent && heard.length === 0) throw new Error(`[${this.screen}] ${action}: silence (a control without a name or role?)`);
    return heard;
  }
}
