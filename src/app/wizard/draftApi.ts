import type { createStore } from 'jotai';
import * as v from 'valibot';
import { DraftRequest, type DraftProgress } from '../../domain/api/schemas';
import type { FormDocument } from '../../domain/forms';
import { API_BASE, sendRepeatingOverload, sessionHeaders } from '../api/client';
import { endSessionInTab } from '../session/sessionEnded';
import { lastActivityAtom } from '../state/session';
import { showErrorAtom } from '../state/errors';
import { draftPendingAtom } from '../state/wizard';

type Store = ReturnType<typeof createStore>;

/** 'ended': this tab's login ended; the blocking dialog is open and the wizard stays where it is. */
export type DraftSave = 'saved' | 'failed' | 'ended';

/**
 * POST /api/drafts/{formModelName}: the wizard's answers, kept 25 days on the server. The shared
 * client has no entry for this call yet, so it is made here with the same headers. Until a save
 * succeeds the answers stay marked as pending in this tab (draftPendingAtom): a new login saves them.
 */
export async function saveDraft(store: Store, formModelName: string, document: FormDocument, progress?: DraftProgress): Promise<DraftSave> {
  // With where the wizard stands (the screen shown, the screens visited), so a new login can go on there.
  const body = JSON.stringify(v.parse(DraftRequest, { document, progress }));
  store.set(draftPendingAtom, formModelName);
  try {
    // The whole document each time: a save refused for overload is sent again (sendRepeatingOverload).
    const response = await sendRepeatingOverload(() =>
      fetch(`${API_BASE}/drafts/${encodeURIComponent(formModelName)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...sessionHeaders('POST') },
        credentials: 'same-origin',
        body,
      }),
    );
    store.set(lastActivityAtom, Date.now());
    if (response.ok) {
      store.set(draftPendingAtom, null);
      return 'saved';
    }
    let answer: { detailMessage?: string; code?: string } = {};
    try {
      answer = (await response.json()) as typeof answer;
    } catch {
      // no JSON body
    }
    if (response.status === 401 && answer.code === 'sessionEnded' && endSessionInTab(store)) return 'ended';
    const message = answer.detailMessage;
    store.set(showErrorAtom, { category: 'wizard-change-screen-failed', message, messageKey: message ? undefined : 'error.saga.default.message' });
  } catch {
    store.set(showErrorAtom, { category: 'wizard-change-screen-failed', messageKey: 'error.fetchFailed' });
  }
  return 'failed';
}
