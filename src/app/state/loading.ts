import { atom } from 'jotai';

/**
 * Busy states by type (docs/product-spec.md §4 "Loading indicators are shown by type"). `overloadWait`:
 * a call the server refused for overload waits to be sent again (src/app/api/client.ts).
 */
export type LoadingType = 'modalContext' | 'login' | 'logout' | 'newCodeRequest' | 'registration' | 'page' | 'overloadWait';

export const loadingAtom = atom<Partial<Record<LoadingType, boolean>>>({});

export const setLoadingAtom = atom(null, (get, set, [type, active]: [LoadingType, boolean]) => {
  set(loadingAtom, { ...get(loadingAtom), [type]: active });
});

/** docs/product-spec.md §9: loading indicators open after a delay (400 ms). */
export const LOADING_DELAY_MS = 400;
