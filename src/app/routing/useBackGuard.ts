import { useCallback, useEffect, useRef } from 'react';
import { canGoBackInApp, forgetPop } from './navigation';

/** Marks the history entries a guard added (in `history.state`), with the guarded screen's name. */
const GUARD_KEY = 'einfachBackGuard';

type GuardState = Record<string, unknown> & { [GUARD_KEY]?: string };

const stateOf = (): GuardState | null => {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as GuardState) : null;
};

// Chromium's back button skips every entry of a page that added one without a user activation since
// the last Back or Forward (its history manipulation intervention). So a guard entry is added only
// while the last thing that happened was the user's own click or key, never right after a traversal.
let traversedSinceActivation = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    traversedSinceActivation = true;
  });
  const activated = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key === 'Escape') return; // Escape is no user activation
    traversedSinceActivation = false;
  };
  window.addEventListener('click', activated, true);
  window.addEventListener('keydown', activated, true);
}

function mayAddEntry(): boolean {
  if (traversedSinceActivation) return false;
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}

export interface BackGuard {
  /**
   * Leaves backwards past the guard, to the page before the guarded one (or to `fallback` when no page of
   * ours is behind it).
   */
  leave(fallback: () => void): void;
}

/**
 * The browser's Back on a screen whose back action is its own (docs/product-spec.md §2: wizard, summary,
 * confirmation). While `active`, one extra history entry with the same address lies on top of the
 * screen's own; the browser's Back takes only that one away and `onBack` runs instead of leaving (the
 * screen opens its dialog). The entry is put back with the user's next click or key, so a second Back
 * after staying asks again. The screen's own navigation within it must replace the entry and keep
 * `history.state` (the wizard's steps do).
 */
export function useBackGuard(name: string, active: boolean, onBack: () => void): BackGuard {
  const armed = useRef(false);
  const leaving = useRef(false);
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });

  useEffect(() => {
    if (!active) return;
    leaving.current = false;
    const path = window.location.pathname;
    // The address on top of the screen's entry: the screen may have replaced it (the wizard's steps).
    let href = window.location.href;

    const arm = () => {
      if (armed.current || leaving.current || window.location.pathname !== path || !mayAddEntry()) return;
      window.history.pushState({ ...stateOf(), [GUARD_KEY]: name }, '', window.location.href);
      armed.current = true;
      href = window.location.href;
    };
    // Back from another page onto an entry the guard left there (the summary's Back to the wizard).
    armed.current = stateOf()?.[GUARD_KEY] === name;
    arm();

    const onPopState = () => {
      if (leaving.current) return;
      if (stateOf()?.[GUARD_KEY] === name) {
        // Forward onto the guard's entry.
        armed.current = true;
        href = window.location.href;
        return;
      }
      // Another page: the router shows it (a long press on Back, Forward to a later page).
      if (window.location.pathname !== path || !armed.current) return;
      // Back from the guard's entry onto the screen's own: the screen stays as it was.
      armed.current = false;
      forgetPop();
      if (window.location.href !== href) window.history.replaceState(window.history.state, '', href);
      onBackRef.current();
    };
    const onReplace = () => {
      if (window.location.pathname === path) href = window.location.href;
    };
    // A click or key of the user's: the guard's entry goes back on top (after the activation the
    // browser requires, see mayAddEntry), before the click's own handler runs.
    const onActivation = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key === 'Escape') return;
      traversedSinceActivation = false;
      arm();
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('replaceState', onReplace);
    window.addEventListener('click', onActivation, true);
    window.addEventListener('keydown', onActivation, true);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('replaceState', onReplace);
      window.removeEventListener('click', onActivation, true);
      window.removeEventListener('keydown', onActivation, true);
    };
  }, [active, name]);

  const leave = useCallback((fallback: () => void) => {
    leaving.current = true;
    const steps = armed.current ? 2 : 1;
    armed.current = false;
    if (canGoBackInApp()) window.history.go(-steps);
    else fallback();
  }, []);

  return { leave };
}
