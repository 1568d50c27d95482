import type { createStore } from 'jotai';
import { api, type CallOptions } from '../../api/client';
import { declarationYearDataAtom, userNameAtom, type DeclarationYearData } from '../../state/declaration';

type Store = ReturnType<typeof createStore>;

/**
 * GET models, federal states and userData for the declaration-year screen. Login calls it silently
 * before it navigates, so the year screen opens complete: its h1 appears once and takes focus once
 * (a loading h1 swapped for the real one was announced without a name, or not at all, by Orca).
 */
export async function loadDeclarationYearData(store: Store, options: CallOptions): Promise<DeclarationYearData> {
  const [models, federalStates, user] = await Promise.all([api.models(options), api.federalStates(options), api.userData(options)]);
  const data: DeclarationYearData = { models: models.models, federalStates, user };
  store.set(declarationYearDataAtom, data);
  store.set(userNameAtom, user);
  return data;
}
