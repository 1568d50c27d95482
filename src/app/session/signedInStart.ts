// A signed-in page rendered by the server (issue 35): the state it was rendered from is put into the
// store, the caches and the translations before the first render, on the server before rendering and
// in the browser before hydrating, so both first renders are the same (src/app/prerender.tsx,
// src/app/main.tsx). What the page was rendered from is this session's own API answers
// (src/server/ui/signedIn.ts).
import type { Atom, WritableAtom, createStore } from 'jotai';
import { confirmationAtom, declarationYearAtom, declarationYearDataAtom, summaryAtom, userNameAtom } from '../state/declaration';
import { loginTagAtom, sessionStatusAtom, signingDataAtom } from '../state/session';
import { storageKeys } from '../state/storage';
import { draftPendingAtom, wizardActivityAtom, wizardAtom, wizardValidationAtom } from '../state/wizard';
import type { SignedInStart } from './startData';

type Store = ReturnType<typeof createStore>;

/** The tab's stored state a signed-in page is rendered from, by storage key. */
const TAB_ATOMS = {
  [storageKeys.declarationYear]: declarationYearAtom,
  [storageKeys.wizard]: wizardAtom,
  [storageKeys.wizardActivity]: wizardActivityAtom,
  [storageKeys.wizardValidation]: wizardValidationAtom,
  [storageKeys.summary]: summaryAtom,
  [storageKeys.confirmation]: confirmationAtom,
  [storageKeys.draftPending]: draftPendingAtom,
} as const;

type TabKey = keyof typeof TAB_ATOMS;
const isTabKey = (key: string): key is TabKey => Object.hasOwn(TAB_ATOMS, key);

/** JSON with the keys of every object in order: two documents built in different orders compare equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * Whether this tab can take over the server's signed-in page as it is: it holds the login (signing data
 * and login tag, as the start-up check asks) and every stored value the page was rendered from.
 */
export function tabMatches(store: Store, signedIn: SignedInStart): boolean {
  if (!store.get(signingDataAtom) || !store.get(loginTagAtom)) return false;
  return Object.entries(signedIn.tab).every(([key, value]) => isTabKey(key) && sameAsRendered(store.get(TAB_ATOMS[key] as Atom<unknown>), value));
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether the tab's value reads as the rendered one: an object only in the fields the server named (the
 * ones the page shows: the wizard's step menu needs the screens visited, not which one the tab was on
 * when the address names the screen); anything else whole.
 */
function sameAsRendered(own: unknown, rendered: unknown): boolean {
  if (!isRecord(rendered) || !isRecord(own)) return stableJson(own) === stableJson(rendered);
  return Object.entries(rendered).every(([key, value]) => stableJson(own[key]) === stableJson(value));
}

/**
 * Puts what the page was rendered from where the screens look for it: the year screen's data and the
 * user's name; on the server also the tab's state (`withTab`). The wizard's model, lists and texts are
 * src/app/wizard/wizardStart.ts's (the form engine stays out of the app's first chunk). A tab that
 * draws the page itself from its own state takes the session's data all the same. The session counts
 * as signed in (the browser's start-up check confirms it or ends it).
 */
export function primeSignedIn(store: Store, signedIn: SignedInStart, { withTab = false } = {}): void {
  store.set(sessionStatusAtom, 'authenticated');
  if (signedIn.year) {
    store.set(declarationYearDataAtom, signedIn.year);
    store.set(userNameAtom, signedIn.year.user);
  }
  if (signedIn.userName !== undefined) store.set(userNameAtom, signedIn.userName);
  if (withTab) {
    for (const [key, value] of Object.entries(signedIn.tab)) {
      // The atoms' types are checked where the tab state is made (src/server/ui/signedIn.ts); a field
      // it leaves out keeps the atom's own value.
      if (!isTabKey(key)) continue;
      const atom = TAB_ATOMS[key] as unknown as WritableAtom<unknown, [unknown], void>;
      const own = store.get(atom);
      store.set(atom, isRecord(value) && isRecord(own) ? { ...own, ...value } : value);
    }
  }
}
