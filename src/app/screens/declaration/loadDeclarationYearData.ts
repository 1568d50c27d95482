import type { createStore } from 'jotai';
import { api, type CallOptions } from '../../api/client';
import type { DeclarationYearStatus } from '../../../domain/api/schemas';
import { declarationYearDataAtom, userNameAtom, type DeclarationYearData } from '../../state/declaration';

type Store = ReturnType<typeof createStore>;

/** The status per year (spent code, draft); null when it did not come: the screen works without it. */
export function loadDeclarationStatus(): Promise<DeclarationYearStatus[] | null> {
  return api.declarationStatus({ category: null }).then(
    (answer) => answer.years,
    () => null,
  );
}

/**
 * GET models, federal states, userData and the declarations' status for the declaration-year screen.
 * Login calls it silently before it navigates, so the year screen opens complete: its h1 appears once
 * and takes focus once (a loading h1 swapped for the real one was announced without a name, or not at
 * all, by Orca), and the offer to go on with a draft is there from the start.
 */
export async function loadDeclarationYearData(store: Store, options: CallOptions): Promise<DeclarationYearData> {
  const [models, federalStates, user, status] = await Promise.all([api.models(options), api.federalStates(options), api.userData(options), loadDeclarationStatus()]);
  const data: DeclarationYearData = { models: models.models, federalStates, user, status };
  store.set(declarationYearDataAtom, data);
  store.set(userNameAtom, user);
  return data;
}

/**
 * Asks for the status again when the year screen opens with its data already loaded (back from the
 * wizard, a declaration sent meanwhile in this session): a spent code and the draft's progress change.
 */
export async function refreshDeclarationStatus(store: Store): Promise<void> {
  const status = await loadDeclarationStatus();
  if (!status) return;
  const data = store.get(declarationYearDataAtom);
  if (data) store.set(declarationYearDataAtom, { ...data, status });
}
