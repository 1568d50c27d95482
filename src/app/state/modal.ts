import { atom } from 'jotai';

/** Context help dialog state (docs/product-spec.md §3 "modal context"). */
export interface ModalContext {
  show: boolean;
  topic: string;
  element?: string;
  titleKey?: string;
  /** The control that opened the dialog; focus goes back there on close. */
  returnFocus?: HTMLElement | null;
}

export const modalContextAtom = atom<ModalContext>({ show: false, topic: '' });

export const openHelpAtom = atom(null, (_get, set, context: Omit<ModalContext, 'show'>) => {
  set(modalContextAtom, { ...context, show: true });
});

export const closeHelpAtom = atom(null, (get, set) => {
  set(modalContextAtom, { ...get(modalContextAtom), show: false });
});

/**
 * Session modals of docs/product-spec.md §8; at most one shows at a time. 'ended': the login ended for
 * another reason than this tab's inactivity (found at a call or when the tab became visible again).
 */
export type SessionModal = 'warning' | 'expired' | 'maxSession' | 'ended' | 'accessCodeExpired';

export const sessionModalAtom = atom<SessionModal | null>(null);

export interface HelpContent {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  title?: string;
  paragraphs?: string[];
}

/** What the context-help dialog shows; set by openHelp (and by stories directly). */
export const helpContentAtom = atom<HelpContent>({ status: 'idle' });
