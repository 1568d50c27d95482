import { atom, type WritableAtom } from 'jotai';
import type { DeclarationYearStatus, FederalState, ModelsResponse } from '../../domain/api/schemas';
import type { EstimateResult } from '../../domain/estimate';
import { declarationYearAtom, userDataEpochAtom, type DeclarationYearState } from './session';
import { readSession, storageKeys, writeSession } from './storage';

type SetStateAction<T> = T | ((previous: T) => T);
export type SessionAtom<T> = WritableAtom<T, [SetStateAction<T>], void>;

/**
 * A jotai atom persisted in session storage under `key`. It re-reads storage whenever stored user
 * data was cleared (logout bumps userDataEpochAtom), so a cleared key reads as `initial` again.
 */
export function sessionAtom<T>(key: string, initial: T): SessionAtom<T> {
  const held = atom<{ epoch: number; value: T } | null>(null);
  const read = (get: <V>(a: import('jotai').Atom<V>) => V): T => {
    const epoch = get(userDataEpochAtom);
    const current = get(held);
    if (current && current.epoch === epoch) return current.value;
    return readSession<T>(key) ?? initial;
  };
  return atom(
    (get) => read(get),
    (get, set, next: SetStateAction<T>) => {
      const previous = read(get);
      const value = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
      writeSession(key, value);
      set(held, { epoch: get(userDataEpochAtom), value });
    },
  );
}

// The declaration-year state lives in the shell's session module (storage key einfach.declarationYear);
// re-exported here so the declaration screens find it with the other declaration state.
export { declarationYearAtom, type DeclarationYearState };
export const DECLARATION_YEAR_KEY = storageKeys.declarationYear;

/** What the declaration year screen loaded: the year models, federal states and the user's name. */
export interface DeclarationYearData {
  models: ModelsResponse['models'];
  federalStates: FederalState[];
  user: { firstName: string; lastName: string } | null;
  /**
   * Per year: whether this login's access code already sent it, and the saved draft with where the
   * wizard stood (GET /api/declarations/status). Null when it could not be asked: the year screen
   * then works as without it, and the summary still refuses a spent code.
   */
  status: DeclarationYearStatus[] | null;
}

export const declarationYearDataAtom = atom<DeclarationYearData | null>(null);

/** The logged-in person's name (GET /api/userData), the wizard header's fallback. */
export const userNameAtom = atom<{ firstName: string; lastName: string } | null>(null);

/** Prepared summary (docs/product-spec.md §3 "Summary data"). */
export interface SummaryData {
  xmlDataId: string;
  html: string;
  /** The tax estimate of the prepared document, computed by the wizard so the summary needs no form engine. */
  estimate?: EstimateResult | null;
}

export const summaryAtom = sessionAtom<SummaryData | null>(storageKeys.summary, null);

/** Result of the submission (docs/product-spec.md §3 "Confirmation data"), plus whether the PDF was downloaded. */
export interface ConfirmationData {
  formTitle: string;
  transferDate: string;
  transferTicket: string;
  xmlDataId: string;
  downloaded: boolean;
  /** The year's form model of the declaration sent (absent in data stored before it was kept). */
  formModelName?: string;
}

export const confirmationAtom = sessionAtom<ConfirmationData | null>(storageKeys.confirmation, null);

/**
 * The active year's declaration was sent in this session: its wizard and summary are not shown again
 * (an old history entry, a bookmark), the confirmation stands in for them.
 */
export const sentDeclarationAtom = atom((get) => {
  const confirmation = get(confirmationAtom);
  if (!confirmation) return false;
  return !confirmation.formModelName || confirmation.formModelName === get(declarationYearAtom).activeFormModel;
});
