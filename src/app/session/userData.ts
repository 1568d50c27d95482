import type { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { declarationYearAtom, forwardUrlAtom, loginTagAtom, loginUserAtom, signingDataAtom, userDataEpochAtom } from '../state/session';
import { declarationYearDataAtom, userNameAtom } from '../state/declaration';
import { removeSession, userDataKeys } from '../state/storage';
import { forgetSignedInAppUrl } from '../routing/navigation';

type Store = ReturnType<typeof createStore>;

/** Removes every stored item about the user's declaration (docs/product-spec.md §4 logout, §8 unexpected error). */
export function clearUserData(store: Store): void {
  removeSession(...userDataKeys);
  store.set(loginUserAtom, RESET);
  store.set(forwardUrlAtom, RESET);
  store.set(declarationYearAtom, RESET);
  // The loaded year data carries the user's name: it goes with the rest.
  store.set(declarationYearDataAtom, null);
  store.set(userNameAtom, null);
  forgetSignedInAppUrl();
  store.set(userDataEpochAtom, (n) => n + 1);
}

/** The local half of the signing key (without the server half it is useless, but it still goes) and the login it belongs to. */
export function clearSigningData(store: Store): void {
  store.set(signingDataAtom, RESET);
  store.set(loginTagAtom, RESET);
}
