// A message that goes moves what stands below it. When a typed field is left by pressing a button
// below it ("Weiter"), the field's blur comes between the button's press and its release: had the
// message gone then, the button would move away under the pointer and the click would be lost (a
// fixed answer, then "Weiter", did nothing). So what the blur changes waits until the press is over.

let pressed = false;
if (typeof document !== 'undefined') {
  // Registered first, so it runs before the listeners afterPointerRelease adds for the same release.
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => (pressed = false);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `fn` now, or, while a pointer is pressed, once it is released and its click has been handled. */
export function afterPointerRelease(fn: () => void): void {
  if (!pressed) {
    fn();
    return;
  }
  const done = () => {
    document.removeEventListener('pointerup', done, true);
    document.removeEventListener('pointercancel', done, true);
    // The click follows the release in the same task: run after it.
    setTimeout(fn, 0);
  };
  document.addEventListener('pointerup', done, true);
  document.addEventListener('pointercancel', done, true);
}
