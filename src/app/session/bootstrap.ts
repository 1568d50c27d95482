import type { createStore } from 'jotai';
import { api } from '../api/client';
import { bootstrappedAtom, propertiesAtom, type GlobalProperties } from '../state/properties';
import { lastActivityAtom, loginTagAtom, loginUserAtom, sessionStatusAtom, signingDataAtom } from '../state/session';
import { sessionModalAtom } from '../state/modal';
import { navigateTo } from '../routing/navigation';
import { errorPath, isSignedInPath, paths } from '../routing/paths';
import { endSessionInTab } from './sessionEnded';

type Store = ReturnType<typeof createStore>;

const isConfirmation = (path: string) => path.startsWith(paths.confirmation);

let early: Promise<GlobalProperties> | null = null;

/** The start page brought the global properties along (prerendered by the server): no request needed. */
export function takeStartProperties(properties: GlobalProperties): void {
  early = Promise.resolve(properties);
}

/** Starts GET /api/properties/global before the first render; the next bootstrap takes this answer. */
export function prefetchGlobalProperties(): Promise<GlobalProperties> {
  early ??= api.globalProperties({ category: null });
  return early;
}

let earlyStatus: Promise<{ authenticated: boolean; accessCodeExpired: boolean }> | null = null;

/**
 * Asks for the session status as soon as the global properties have come (still after them: the first
 * answer may set the session cookie), before the first render; the next bootstrap takes this answer.
 * A protected screen waits for it, so the first render's time no longer adds to that wait.
 */
export function prefetchSessionStatus(): void {
  const properties = early ?? Promise.resolve();
  earlyStatus ??= properties.then(
    () => api.status({ category: null }),
    () => api.status({ category: null }),
  );
  // Handled by bootstrap; this keeps an early failure from counting as unhandled meanwhile.
  earlyStatus.catch(() => {});
}

/** Start-up (docs/product-spec.md §4): global properties, then the session status and what it implies. */
export async function bootstrap(store: Store, currentPath: string): Promise<void> {
  let propertiesLoaded = true;
  try {
    const pending = early ?? api.globalProperties({ category: null });
    early = null;
    store.set(propertiesAtom, await pending);
  } catch {
    propertiesLoaded = false;
  }
  let status: { authenticated: boolean; accessCodeExpired: boolean } = { authenticated: false, accessCodeExpired: false };
  try {
    const pending = earlyStatus ?? api.status({ category: null });
    earlyStatus = null;
    status = await pending;
  } catch {
    // Without an answer the visitor is treated as anonymous; protected routes lead to the login.
  }
  if (!status.authenticated) {
    // This tab was signed in (reload, or the tab came back) and its login ended meanwhile: on a signed-in
    // page that is said with the blocking dialog, over the page and its answers, as at any other call.
    const signedInHere = !!store.get(loginTagAtom) && !!store.get(signingDataAtom);
    if (signedInHere && isSignedInPath(currentPath) && !isConfirmation(currentPath)) {
      store.set(sessionStatusAtom, 'authenticated');
      endSessionInTab(store);
    } else {
      store.set(sessionStatusAtom, 'anonymous');
    }
  } else if (!store.get(signingDataAtom)) {
    // A second tab (or a cleared storage): the browser is signed in, but this tab cannot sign. It must
    // not end the session the person works with in another tab (docs/decisions.md, "One session, many
    // tabs": our reading of jeansDataNotExist); it shows the public pages, and on a signed-in page
    // says where the declaration is open and offers to log in here instead.
    store.set(sessionStatusAtom, 'elsewhere');
  } else {
    store.set(sessionStatusAtom, 'authenticated');
    store.set(lastActivityAtom, Date.now());
    if (!store.get(loginUserAtom)) store.set(loginUserAtom, { id: '', loginAt: Date.now() });
    if (status.accessCodeExpired && !isConfirmation(currentPath)) store.set(sessionModalAtom, 'accessCodeExpired');
  }
  store.set(bootstrappedAtom, true);
  if (!propertiesLoaded) navigateTo(errorPath('server'));
}
