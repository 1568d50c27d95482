import { useEffect, useLayoutEffect, useRef } from 'react';
import { focusElement } from '@einfach/design-system';
import { useTranslation } from 'react-i18next';
import { atom, useStore } from 'jotai';
import { endPageChange, linkPageChange, WAITING_PLACE_ID } from './navigation';

let navigated = false;
/**
 * The title a server rendering set (no document there), in that rendering's own store: renderings that
 * run at the same time keep their own (src/app/prerender.tsx).
 */
export const renderedTitleAtom = atom<string | null>(null);

let markScreenShown: () => void = () => {};
/**
 * Settles once the first screen is on and working: its effects have run, so also a lazily loaded screen
 * that hydrated after the rest of the page. The boot script replays clicks kept before then (main.tsx).
 */
export const firstScreenShown = new Promise<void>((resolve) => (markScreenShown = resolve));

/** Set by the router on the first in-app route change; the first page load keeps focus at the top. */
export function markNavigated(value = true): void {
  navigated = value;
}

/** Whether this page came by an in-app route change (its heading takes focus), not by a page load. */
export function hasNavigated(): boolean {
  return navigated;
}

/**
 * "<screen> – Einfach Erklären"; while the form shows errors prefixed "Fehler: ", or with their count
 * from two on ("3 Fehler: "). `errors`: their number, or true for an error without a count.
 */
export function pageTitle(t: (key: string, options?: Record<string, unknown>) => string, screen: string, errors: boolean | number = false): string {
  const count = typeof errors === 'number' ? errors : errors ? 1 : 0;
  const prefix = count === 0 ? '' : count === 1 ? t('title.errorPrefix') : t('title.errorsPrefix', { count });
  return prefix + t('title.pattern', { screen });
}

/**
 * Every screen calls this: sets `document.title` ("<screen> – Einfach Erklären", prefixed while
 * the form shows errors, with their count given as `errorCount`) and, after a route change, moves
 * focus to the returned h1 ref.
 */
export function usePage(titleKey: string, { hasErrors = false, errorCount, screenName }: { hasErrors?: boolean; errorCount?: number; screenName?: string } = {}) {
  const { t } = useTranslation('app');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // `screenName`: a name that is no i18n text (the Leichte Sprache pages' German titles).
  const screen = screenName ?? t(titleKey);
  // The title changes before focus moves, so a screen reader announcing the focused h1 can read it.
  const errors = errorCount ?? hasErrors;
  // Server rendering has no document and runs no effect: the title is kept for the page's <title>.
  const store = useStore();
  if (typeof document === 'undefined') store.set(renderedTitleAtom, pageTitle(t, screen, errors));
  useLayoutEffect(() => {
    document.title = pageTitle(t, screen, errors);
  }, [t, screen, errors]);
  // Where a form or code changed the page, or the link is still on the page (a header link), focus
  // moves in the same task that puts the page in: Orca otherwise moved its reading point to the new
  // h1 on its own, silently, and then took the focus there as nothing new (heard after the
  // registration's awaited request). Where a link was taken away with its page, focus waits outside
  // the page (navigation.ts) and the h1 takes it FOCUS_AFTER_LOSS_MS later: in the same task the
  // browser reports only the last focus, and Orca, finding its focus gone, moved silently to the h1
  // and said nothing at all.
  useEffect(() => markScreenShown(), []);
  useLayoutEffect(() => {
    if (!navigated) return;
    const heading = headingRef.current;
    const before = linkPageChange()?.focused ?? null;
    // Focus is nowhere (body) or in the place where it waits during the change (navigation.ts).
    const waiting = () => !document.activeElement || document.activeElement === document.body || document.activeElement.id === WAITING_PLACE_ID;
    // `before` is a control inside #root (beginLinkPageChange records nothing else).
    const takenAway = before !== null && !before.isConnected && waiting();
    if (!takenAway) {
      focusElement(heading);
      endPageChange();
      return;
    }
    const timer = setTimeout(() => {
      // Unless the user has moved on meanwhile (a Tab, a click).
      if (waiting()) focusElement(heading);
      endPageChange();
    }, FOCUS_AFTER_LOSS_MS);
    return () => clearTimeout(timer);
  }, []);
  return headingRef;
}

/**
 * How long the h1 waits after a page change took the focused control away: long enough for Chromium
 * to report the focus in the waiting place on its own (one frame was not), short enough not to be
 * noticed.
 */
export const FOCUS_AFTER_LOSS_MS = 200;

/** Focus for code-opened dialogs and lost focus: the page's h1, never body. */
export function focusPageHeading(): void {
  focusElement(document.querySelector<HTMLElement>('main h1'));
}
