import { useCallback } from 'react';
import { useStore, type createStore } from 'jotai';
import { api } from '../api/client';
import { helpContentAtom, modalContextAtom } from '../state/modal';
import { setLoadingAtom } from '../state/loading';

type Store = ReturnType<typeof createStore>;

let request = 0;

/** Opens the context-help dialog and loads GET /api/help/{topic}/{element} into it. */
export async function openHelp(store: Store, topic: string, element: string | undefined, returnFocus?: HTMLElement | null): Promise<void> {
  const mine = ++request;
  store.set(modalContextAtom, { show: true, topic, element, returnFocus });
  store.set(helpContentAtom, { status: 'loading' });
  store.set(setLoadingAtom, ['modalContext', true]);
  try {
    const help = await api.help(topic, element, { category: null });
    if (mine === request) store.set(helpContentAtom, { status: 'loaded', title: help.title, paragraphs: help.paragraphs });
  } catch {
    // The dialog says "Error on fetching information" (docs/product-spec.md §8) instead of a page error box.
    if (mine === request) store.set(helpContentAtom, { status: 'failed' });
  } finally {
    if (mine === request) store.set(setLoadingAtom, ['modalContext', false]);
  }
}

/** The `onOpen` for design-system HelpLinks. */
export function useOpenHelp() {
  const store = useStore();
  return useCallback(
    (topic: string, element: string, returnFocus: HTMLElement) => void openHelp(store, topic, element, returnFocus),
    [store],
  );
}
