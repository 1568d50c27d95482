import type { createStore } from 'jotai';
import { currentAppUrl } from '../routing/navigation';
import { paths } from '../routing/paths';
import { sessionModalAtom } from '../state/modal';
import { forwardUrlAtom, sessionStatusAtom } from '../state/session';
import { draftPendingAtom, wizardAtom } from '../state/wizard';

type Store = ReturnType<typeof createStore>;

/**
 * This tab's login ended: by its own inactivity or maximum time (SessionWatcher: 'expired', 'maxSession'),
 * or on the server (logged out elsewhere, a server without the session, a newer login in another tab:
 * 'ended'), found at a call that needed it or when the tab became visible again.
 * The tab says so at once with the blocking "logged out" dialog (not a dismissable box), keeps the
 * page and every answer typed in it, and remembers where it was: after the same person logs in again,
 * the answers are back on their screens and saved first (performLogin). Returns false when the tab
 * was not signed in (the caller shows its usual error).
 */
export function endSessionInTab(store: Store, modal: 'ended' | 'expired' | 'maxSession' = 'ended'): boolean {
  const status = store.get(sessionStatusAtom);
  // Already told (several calls fail together): once is enough.
  if (status === 'expired') return true;
  if (status !== 'authenticated') return false;
  const here = currentAppUrl();
  const wizard = store.get(wizardAtom);
  if (wizard.loaded && wizard.formModelName) store.set(draftPendingAtom, wizard.formModelName);
  store.set(sessionStatusAtom, 'expired');
  // The confirmation stays as it is: the declaration is sent (docs/product-spec.md §4).
  if (here.startsWith(paths.confirmation)) {
    store.set(sessionModalAtom, null);
    return true;
  }
  store.set(forwardUrlAtom, here);
  store.set(sessionModalAtom, modal);
  return true;
}
