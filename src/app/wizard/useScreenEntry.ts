import { startTransition, useEffect, useRef, type RefObject } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { focusElement } from '@einfach/design-system';
import { findScreen, getValue, setValue, type FormDocument, type FormModel } from '../../domain/forms';
import { api } from '../api/client';
import { afterPaint } from '../afterPaint';
import { wizardPage } from '../routing/paths';
import { wizardActivityAtom, wizardAtom } from '../state/wizard';

/**
 * What happens as a screen is shown: its heading takes focus (not on the wizard's first screen, where the
 * page did that), it counts as current and visited, the server hears of the page change, `onEnter` gets the
 * document as entered, and a list screen starts with one empty item to fill in.
 */
export function useScreenEntry(model: FormModel, screenName: string, headingRef: RefObject<HTMLHeadingElement | null>, onEnter: (doc: FormDocument) => void) {
  const store = useStore();
  const setWizard = useSetAtom(wizardAtom);
  const setActivity = useSetAtom(wizardActivityAtom);
  const firstScreen = useRef(true);

  useEffect(() => {
    // Focus first: the new screen is usable before the menu catches up (a transition, not blocking).
    if (firstScreen.current) firstScreen.current = false;
    else focusElement(headingRef.current);
    startTransition(() =>
      setActivity((a) => ({ ...a, current: screenName, visited: a.visited.includes(screenName) ? a.visited : [...a.visited, screenName] })),
    );
    afterPaint(() => api.pageChange({ page: wizardPage(screenName) }, { category: 'log-page-change-failed' }).catch(() => {}));
    const doc = store.get(wizardAtom).document;
    onEnter(doc);
    for (const group of findScreen(model, screenName)?.groups ?? []) {
      if (group.child_path && (group.min_items ?? 0) > 0 && !Array.isArray(getValue(doc, group.child_path))) {
        setWizard((w) => ({ ...w, document: setValue(w.document, group.child_path as string, [{}]) }));
      }
    }
  }, [screenName, model, store, setActivity, setWizard, headingRef, onEnter]);
}
