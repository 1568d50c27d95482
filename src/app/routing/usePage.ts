import { useLayoutEffect, useRef } from 'react';
import { focusElement } from '@einfach/design-system';
import { useTranslation } from 'react-i18next';

let navigated = false;

/** Set by the router on the first in-app route change; the first page load keeps focus at the top. */
export function markNavigated(value = true): void {
  navigated = value;
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
  useLayoutEffect(() => {
    document.title = pageTitle(t, screen, errors);
  }, [t, screen, errors]);
  // Focus moves in the same task that puts the page in, before the browser reports the old page's
  // focused element gone: Orca otherwise moved its reading point to the new h1 on its own, silently,
  // and then took the focus there as nothing new (heard after the registration's awaited request).
  useLayoutEffect(() => {
    if (navigated) focusElement(headingRef.current);
  }, []);
  return headingRef;
}

/** Focus for code-opened dialogs and lost focus: the page's h1, never body. */
export function focusPageHeading(): void {
  focusElement(document.querySelector<HTMLElement>('main h1'));
}
