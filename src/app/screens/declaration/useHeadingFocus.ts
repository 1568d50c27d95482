import { useLayoutEffect } from 'react';
import { focusElement } from '@einfach/design-system';
import { hasNavigated } from '../../routing/usePage';

/**
 * For screens whose h1 is a fieldset legend (RadioGroup legendAsPageHeading): once it is there,
 * focus moves to it unless the user already put focus somewhere on the page, or the page came by a
 * page load (a reload, a bookmark: focus stays at the document's start, as usePage keeps it). A layout effect, so
 * focus moves in the same task that puts the heading in (and takes the previous one out): Orca
 * otherwise saw the focused element vanish, moved its reading point on its own and announced the
 * new h1 without its name, or not at all (docs/accessibility-testing.md).
 */
export function useHeadingFocus(headingId: string, ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready || !hasNavigated()) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusElement(document.getElementById(headingId));
  }, [headingId, ready]);
}
