/**
 * Moves focus to an element that is not a control (a page heading, a dialog title, the main region,
 * an error summary), as GOV.UK Frontend does: it is focusable only while it has focus, so a mouse
 * click does not focus it and a screen reader meeting it later reads it as plain text.
 *
 * While it holds focus it also carries a click listener of its own. React listens for clicks at its
 * root, so Chromium marks every element of the app with the action "click ancestor", and Orca calls
 * a focusable element with that action "clickable" ("Überschrift Ebene 1 klickbar", heard in the
 * Orca journeys). With a listener of its own the element's action is plain "click", which Orca does
 * not announce for a focused element; both go when focus leaves.
 */
export function focusElement(element: HTMLElement | null | undefined, options?: FocusOptions): boolean {
  if (!element) return false;
  if (!element.hasAttribute('tabindex')) {
    const ownClick = () => {};
    element.addEventListener('click', ownClick);
    element.setAttribute('tabindex', '-1');
    element.addEventListener(
      'blur',
      () => {
        element.removeEventListener('click', ownClick);
        element.removeAttribute('tabindex');
      },
      { once: true },
    );
  }
  // Where a screen reader in browse mode was reading, the page has a caret; focusing moves that caret
  // into the element just before the focus event, and Orca then takes the element as read already
  // and says nothing (heard on the registration's success page). A selection the user made stays.
  const selection = element.ownerDocument.getSelection();
  if (selection?.isCollapsed && selection.rangeCount > 0) selection.removeAllRanges();
  element.focus(options);
  return document.activeElement === element;
}
