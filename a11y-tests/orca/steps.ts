// Moves a screen-reader user makes: Tab to a control, read on with the arrow keys, jump by heading.
import type { Phrase, ScreenReader, StepOptions } from './screenReader';

const heardIn = (lines: string[], phrase: Phrase) => {
  const text = lines.join(' ').replace(/\s+/g, ' ');
  return typeof phrase === 'string' ? text.includes(phrase) : phrase.test(text);
};

/**
 * Presses Tab (or Shift+Tab) until the control named by `phrase` is announced; every stop must say
 * something, except the first after a page load, which Orca may have read already. A stop waits up to
 * 8 s for speech: a stop that speaks returns as soon as Orca is quiet, so the wait only runs out on a
 * real silence (a CI run once failed a stop at 2.5 s that speaks in every other run).
 */
export async function tabTo(sr: ScreenReader, phrase: Phrase, { shift = false, max = 30, hear = [] as Phrase[], notHear = [] as Phrase[] } = {}) {
  for (let press = 0; press < max; press++) {
    const heard = await sr.press(shift ? 'shift+Tab' : 'Tab', { silent: press === 0, timeout: 8_000 });
    if (heardIn(heard, phrase)) {
      const missing = hear.filter((p) => !heardIn(heard, p));
      const unwanted = notHear.filter((p) => heardIn(heard, p));
      if (missing.length || unwanted.length)
        throw new Error(`[${sr.screen}] at ${String(phrase)}: ${missing.length ? `did not hear ${missing.map(String).join(', ')}` : ''}${unwanted.length ? ` heard ${unwanted.map(String).join(', ')}` : ''}\nHeard: ${JSON.stringify(heard)}`);
      return heard;
    }
  }
  throw new Error(`[${sr.screen}] ${String(phrase)} not reached with ${max} ${shift ? 'Shift+Tab' : 'Tab'} presses`);
}

/** Reads on with Down (browse mode) until `phrase` is heard. */
export async function readTo(sr: ScreenReader, phrase: Phrase, { max = 30, key = 'Down' } = {}) {
  for (let press = 0; press < max; press++) {
    const heard = await sr.press(key, { silent: true, timeout: 1_500 });
    if (heardIn(heard, phrase)) return heard;
  }
  throw new Error(`[${sr.screen}] ${String(phrase)} not heard within ${max} ${key} presses`);
}

/** Activates the focused control with Enter and waits for what follows. */
export const activate = (sr: ScreenReader, options: StepOptions) => sr.press('Return', options);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control's name as Orca starts its announcement, not inside another name ("Hilfe: Vorname" is the help button). */
export const named = (name: string) => new RegExp(`(?<!: )${escapeRegExp(name)}`);

/** Fails unless `phrase` is in what a step heard. */
export function expectHeard(sr: ScreenReader, heard: string[], phrase: Phrase) {
  if (!heardIn(heard, phrase)) throw new Error(`[${sr.screen}] did not hear ${String(phrase)}\nHeard: ${JSON.stringify(heard)}`);
}

/** A phrase said twice in one step (a double announcement). */
export const twice = (phrase: string) => new RegExp(`${escapeRegExp(phrase)}[\\s\\S]*${escapeRegExp(phrase)}`);
