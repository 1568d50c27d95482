import type { createStore } from 'jotai';
import { api } from '../api/client';
import { setLoadingAtom } from '../state/loading';
import { declarationYearAtom, sessionStatusAtom } from '../state/session';
import { sessionModalAtom } from '../state/modal';
import { navigateTo } from '../routing/navigation';
import { paths } from '../routing/paths';
import { clearSigningData, clearUserData } from './userData';

type Store = ReturnType<typeof createStore>;

export type LogoutReason = 'jeansDataNotExist' | 'accessCodeExpired' | 'taxDeclarationOrderedNewAccessCode' | 'taxDeclarationFinished';

/**
 * docs/product-spec.md §4: clear the active form model and, except for jeansDataNotExist, the stored user
 * data; tell the server (with this tab's login tag, which it needs to end the login); then remove the
 * local signing data and the tag and mark the user unauthenticated.
 */
export async function logout(store: Store, reason: LogoutReason, { openLogin = false }: { openLogin?: boolean } = {}): Promise<void> {
  store.set(setLoadingAtom, ['logout', true]);
  store.set(declarationYearAtom, (state) => ({ ...state, activeFormModel: null }));
  if (reason !== 'jeansDataNotExist') clearUserData(store);
  try {
    // Still with this tab's login tag: only the tab that holds the login ends it on the server.
    await api.logout({ reason });
  } catch {
    // The server session may already be gone; the local session ends either way.
  } finally {
    clearSigningData(store);
    store.set(sessionStatusAtom, 'anonymous');
    store.set(sessionModalAtom, null);
    store.set(setLoadingAtom, ['logout', false]);
  }
  if (openLogin) navigateTo(paths.login);
}
