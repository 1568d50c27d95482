import type { createStore } from 'jotai';
import { configureApi, InvalidAnswerError, isSessionEnded, type ApiError } from './client';
import { showErrorAtom, type ErrorCategory } from '../state/errors';
import { lastActivityAtom, loginTagAtom } from '../state/session';
import { localeAtom } from '../state/locale';
import { setLoadingAtom } from '../state/loading';
import { clearUserData } from '../session/userData';
import { endSessionInTab } from '../session/sessionEnded';
import { navigateTo } from '../routing/navigation';
import { errorPath } from '../routing/paths';

type Store = ReturnType<typeof createStore>;

/** Wires the API client to the app: activity stamps, and docs/product-spec.md §8 error handling. */
export function connectApi(store: Store): void {
  configureApi({
    language: () => store.get(localeAtom),
    loginTag: () => store.get(loginTagAtom),
    host: {
      onActivity: (at) => store.set(lastActivityAtom, at),
      // The server is busy: a polite status says so while the call waits to be sent again (AppLayout).
      onWaiting: (waiting) => store.set(setLoadingAtom, ['overloadWait', waiting]),
      onError: (error: ApiError, category: ErrorCategory) => {
        // An answer this client does not understand is a client error: the user data stays.
        if (error instanceof InvalidAnswerError) {
          navigateTo(errorPath('client'));
          return;
        }
        // This tab's login ended: the blocking dialog, not a box, and nothing typed is cleared.
        if (isSessionEnded(error) && endSessionInTab(store)) return;
        if (error.unexpected) {
          clearUserData(store);
          navigateTo(errorPath('server'));
          return;
        }
        store.set(showErrorAtom, {
          category,
          message: error.messageKey ? undefined : error.message,
          messageKey: error.messageKey,
          sessionTicket: error.sessionTicket,
          ...(error.body?.code === 'accessCodeUsed' ? { action: 'orderNewAccessCode' as const } : {}),
        });
      },
    },
  });
}
