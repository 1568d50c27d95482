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
 * docs/product-spec.md §4: clear the active form model and the local signing data; except for jeansDataNotExist
 * also the stored user data; then tell the server and mark the user unauthenticated.
 */
export async function logout(store: Store, reason: LogoutReason, { openLogin = false }: { openLogin?: boolean } = {}): Promise<void> {
  store.set(setLoadingAtom, ['logout', true]);
  store.set(declarationYearAtom, (state) => ({ ...state, activeFormModel: null }));
  clearSigningData(store);
  if (reason !== 'jeansDataNotExist') clearUserData(store);
  try {
    await api.logout({ reason });
  } catch {
    // The server session may already be gone; the local session ends either way.
  } finally {
    store.set(sessionStatusAtom, 'anonymous');
    store.set(sessionModalAtom, null);
    store.set(setLoadingAtom, ['logout', false]);
  }
  if (openLogin) navigateTo(paths.login);
}
