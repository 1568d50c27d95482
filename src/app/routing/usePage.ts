import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

let navigated = false;

/** Set by the router on the first in-app route change; the first page load keeps focus at the top. */
export function markNavigated(value = true): void {
  navigated = value;
}

export function pageTitle(t: (key: string, options?: Record<string, unknown>) => string, screen: string, hasErrors = false): string {
  return (hasErrors ? t('title.errorPrefix') : '') + t('title.pattern', { screen });
}

/**
 * Every screen calls this: sets `document.title` ("<screen> – Einfach Erklären", prefixed while
 * the form shows errors) and, after a route change, moves focus to the returned h1 ref.
 */
export function usePage(titleKey: string, { hasErrors = false }: { hasErrors?: boolean } = {}) {
  const { t } = useTranslation('app');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const screen = t(titleKey);
  useEffect(() => {
    document.title = pageTitle(t, screen, hasErrors);
  }, [t, screen, hasErrors]);
  useEffect(() => {
    if (navigated) headingRef.current?.focus();
  }, []);
  return headingRef;
}

/** Focus for code-opened dialogs and lost focus: the page's h1, never body. */
export function focusPageHeading(): void {
  document.querySelector<HTMLElement>('main h1')?.focus();
}
