import type { createStore } from 'jotai';
import * as v from 'valibot';
import { DraftRequest, type DraftProgress } from '../../domain/api/schemas';
import type { FormDocument } from '../../domain/forms';
import { API_BASE, CSRF_HEADER, currentCsrfToken } from '../api/client';
import { lastActivityAtom } from '../state/session';
import { showErrorAtom } from '../state/errors';

type Store = ReturnType<typeof createStore>;

/**
 * POST /api/drafts/{formModelName}: the wizard's answers, kept 25 days on the server. The shared
 * client has no entry for this call yet, so it is made here with the same CSRF header.
 */
export async function saveDraft(store: Store, formModelName: string, document: FormDocument, progress?: DraftProgress): Promise<boolean> {
  // With where the wizard stands (the screen shown, the screens visited), so a new login can go on there.
  const body = v.parse(DraftRequest, { document, progress });
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = currentCsrfToken();
  if (token) headers[CSRF_HEADER] = token;
  try {
    const response = await fetch(`${API_BASE}/drafts/${encodeURIComponent(formModelName)}`, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    store.set(lastActivityAtom, Date.now());
    if (response.ok) return true;
    let message: string | undefined;
    try {
      message = ((await response.json()) as { detailMessage?: string }).detailMessage;
    } catch {
      // no JSON body
    }
    store.set(showErrorAtom, { category: 'wizard-change-screen-failed', message, messageKey: message ? undefined : 'error.saga.default.message' });
  } catch {
    store.set(showErrorAtom, { category: 'wizard-change-screen-failed', messageKey: 'error.fetchFailed' });
  }
  return false;
}
