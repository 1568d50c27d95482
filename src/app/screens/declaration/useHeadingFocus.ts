import { useEffect } from 'react';
import { focusElement } from '@einfach/design-system';

/**
 * For screens whose h1 is a fieldset legend (RadioGroup legendAsPageHeading): once it is there,
 * focus moves to it unless the user already put focus somewhere on the page.
 */
export function useHeadingFocus(headingId: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusElement(document.getElementById(headingId));
  }, [headingId, ready]);
}
