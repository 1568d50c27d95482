import type { useStore } from 'jotai';
import { api } from '../api/client';
import { paths } from '../routing/paths';
import { setLoadingAtom } from '../state/loading';
import { sessionStatusAtom } from '../state/session';
import { logout } from './logout';

type Store = ReturnType<typeof useStore>;

/**
 * docs/product-spec.md §4: registerAgain, then the success page, then the logout (awaited). The success
 * page stays readable afterwards: 'expired' keeps a protected page rendered without a modal. Used by the
 * confirmation page and by the error box of a spent access code (one declaration per code and year).
 */
export async function orderNewAccessCode(store: Store, navigate: (to: string, options?: { replace?: boolean }) => void): Promise<void> {
  store.set(setLoadingAtom, ['newCodeRequest', true]);
  try {
    await api.registerAgain({ category: 'confirmation-request-new-access-code-failed' });
  } catch {
    return;
  } finally {
    store.set(setLoadingAtom, ['newCodeRequest', false]);
  }
  navigate(paths.confirmationSuccess, { replace: true });
  await logout(store, 'taxDeclarationOrderedNewAccessCode');
  store.set(sessionStatusAtom, 'expired');
}
