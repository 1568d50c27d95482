import { atomWithStorage } from 'jotai/utils';
import { localJson, storageKeys } from './storage';

/** Contrast (dark) mode, remembered in local storage as "true"/"false". */
export const darkModeAtom = atomWithStorage<boolean>(storageKeys.darkMode, false, localJson<boolean>(), { getOnInit: true });
