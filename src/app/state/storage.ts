import { createJSONStorage } from 'jotai/utils';

/** Every browser-stored item of the app carries this prefix (docs/architecture.md). */
export const STORAGE_PREFIX = 'einfach.';

export const storageKeys = {
  loginUser: 'einfach.loginUser',
  forwardUrl: 'einfach.forwardUrl',
  clientLogging: 'einfach.clientLogging',
  wizardActivity: 'einfach.wizardActivity',
  wizardValidation: 'einfach.wizardValidation',
  wizard: 'einfach.wizard',
  summary: 'einfach.summary',
  confirmation: 'einfach.confirmation',
  declarationYear: 'einfach.declarationYear',
  signingData: 'einfach.signingData',
  /** This tab's login (finishAuthentication's loginTag), sent with every call; it goes with the signing data. */
  loginTag: 'einfach.loginTag',
  /** The form model whose answers in this tab may not be saved yet (a save failed or the session ended). */
  draftPending: 'einfach.draftPending',
  registration: 'einfach.registration',
  darkMode: 'einfach.darkMode',
} as const;

/** The stored user data that logout clears (all but jeansDataNotExist, docs/product-spec.md §4). */
export const userDataKeys = [
  storageKeys.loginUser,
  storageKeys.forwardUrl,
  storageKeys.wizardActivity,
  storageKeys.wizardValidation,
  storageKeys.wizard,
  storageKeys.summary,
  storageKeys.confirmation,
  storageKeys.declarationYear,
  storageKeys.draftPending,
] as const;

// getOnInit so a reload shows the stored value on the first render, not after an effect. Without
// storage (server rendering, a blocked storage) the atoms keep their values in memory.
const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
const storageOf = (name: 'sessionStorage' | 'localStorage'): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
  try {
    return typeof window === 'undefined' ? noStorage : window[name];
  } catch {
    return noStorage;
  }
};
export const sessionJson = <T,>() => createJSONStorage<T>(() => storageOf('sessionStorage'));
export const localJson = <T,>() => createJSONStorage<T>(() => storageOf('localStorage'));

export function readSession<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or blocked (private mode); the app keeps working from memory.
  }
}

export function removeSession(...keys: readonly string[]): void {
  for (const key of keys) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // see writeSession
    }
  }
}
