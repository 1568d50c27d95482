import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLocation } from 'wouter';
import {
  cleanDocument,
  displayedScreens,
  firstBlockingScreen,
  nextScreen,
  nextScreenToRecheck,
  previousScreen,
  validateDocument,
  validateScreen,
  type FieldError,
  type FormDocument,
  type FormModel,
} from '../../domain/forms';
import type { DraftProgress } from '../../domain/api/schemas';
import { api } from '../api/client';
import { afterPaint } from '../afterPaint';
import { paths } from '../routing/paths';
import { declarationYearAtom, summaryAtom } from '../state/declaration';
import { propertiesAtom } from '../state/properties';
import { markerForRequest } from '../state/testMarker';
import { wizardActivityAtom, wizardAtom, wizardValidationAtom, type WizardActivity } from '../state/wizard';
import { saveDraft } from './draftApi';
import { errorTarget, screenOfError } from './errorTargets';
import { estimateOf } from './estimate';

/** A save that takes longer than this shows the Next button busy. */
const SLOW_SAVE_MS = 300;

interface Options {
  model: FormModel;
  document: FormDocument;
  activity: WizardActivity;
  screenName: string;
  /** The shown screen's messages of the last validation. */
  errors: FieldError[];
  go(name: string): void;
  /** Next with valid answers: returns what to run once the next screen is painted (the estimate notice). */
  leaveScreen(doc: FormDocument): () => void;
}

/**
 * Moving through the wizard: Next (validate the screen, save, on to the next screen or the summary), the
 * step menu's jumps, Back. After a Next with one error its field takes focus; with two or more the error
 * summary does (its autoFocus).
 */
export function useWizardNavigation({ model, document, activity, screenName, errors, go, leaveScreen }: Options) {
  const store = useStore();
  const setValidation = useSetAtom(wizardValidationAtom);
  const setActivity = useSetAtom(wizardActivityAtom);
  const setSummary = useSetAtom(summaryAtom);
  const { testMode } = useAtomValue(propertiesAtom);
  const { testMarker } = useAtomValue(declarationYearAtom);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<'summary' | 'saving' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ctx = useMemo(() => ({ testMode }), [testMode]);

  useEffect(() => {
    if (attempt === 0 || errors.length !== 1) return;
    // After the error is painted: focus in the same frame reached Orca before the new description, which
    // it then read a second time as a change of the focused field.
    const target = errorTarget(model, errors[0].path);
    afterPaint(() => window.document.getElementById(target)?.focus());
    // Only a new submit moves focus, not typing after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves once per Next attempt, not on every error change
  }, [attempt]);

  /**
   * Where the wizard stands once it is on `target`: saved with the draft, so that a new login can go on
   * there with the step menu as it is (the screens visited, `target` among them as it will be on arrival).
   */
  const progressAt = (target: string): DraftProgress => {
    const { visited } = store.get(wizardActivityAtom);
    return { current: target, visited: [...new Set([...visited, screenName, target])] };
  };

  const report = (name: string, list: FieldError[]) => {
    setValidation({ screen: name, errors: list });
    setAttempt((n) => n + 1);
  };

  const toSummary = async (doc: FormDocument) => {
    const all = validateDocument(model, doc, ctx);
    if (all.length > 0) {
      const target = screenOfError(model, all[0]) ?? screenName;
      report(target, all.filter((e) => screenOfError(model, e) === target));
      go(target);
      return;
    }
    setBusy('summary');
    try {
      const summary = await api.prepareSummaryPage(
        {
          formModelId: model.formModelName,
          dataModelId: model.dataModelNames[0],
          testMarker: markerForRequest(testMode, testMarker),
          formdata: JSON.stringify(cleanDocument(model, doc)),
        },
        { category: 'wizard-prepare-summary-failed' },
      );
      setSummary({ xmlDataId: summary.xmlDataId, html: summary.html, estimate: estimateOf(model, doc) });
      // Every screen the summary shows counts as answered: a change made from the summary later asks
      // only for what it newly needs (a screen it displays, a question it adds), not for all the rest.
      setActivity((a) => ({ ...a, returnTo: null, visited: [...new Set([...a.visited, ...displayedScreens(model, doc)])] }));
      navigate(paths.summary);
    } catch {
      // The error box of the category tells the user; they stay on this screen.
    } finally {
      setBusy(null);
    }
  };

  // Changing an answer from the summary (check answers) goes back there, after the screens the change
  // needs; otherwise Next walks on to the next displayed screen, the summary after the last.
  const editing = activity.returnTo === 'summary';
  const following = useMemo(
    () => (editing ? nextScreenToRecheck(model, screenName, document, activity.visited, ctx) : nextScreen(model, screenName, document)),
    [editing, model, screenName, document, activity.visited, ctx],
  );
  const goesToSummary = !following;

  // One move at a time: a second Next while the answers are being saved does nothing.
  const moving = useRef(false);

  /**
   * Saves the answers, then moves on. A login that ended keeps the person on this screen, under the
   * blocking dialog, with every answer (docs/decisions.md, "One session, many tabs"); any other failure
   * (the network) moves on as before: the answers stay in this tab and the next save or login sends them.
   * The button shows it is busy only when the save takes longer than a moment.
   */
  const saveThen = async (doc: FormDocument, progress: DraftProgress, move: () => void) => {
    if (moving.current) return;
    moving.current = true;
    const slow = setTimeout(() => setBusy('saving'), SLOW_SAVE_MS);
    try {
      if ((await saveDraft(store, model.formModelName, doc, progress)) === 'ended') return;
      move();
    } finally {
      clearTimeout(slow);
      setBusy(null);
      moving.current = false;
    }
  };

  const next = () => {
    if (busy || moving.current) return;
    const doc = store.get(wizardAtom).document;
    const found = validateScreen(model, screenName, doc, ctx);
    if (found.length > 0) {
      report(screenName, found);
      return;
    }
    setValidation(null);
    if (goesToSummary) {
      // The summary's request saves the draft on the server too; its failure is told by its error box.
      // Before the summary the last screen stays the one to go on at.
      const showNotice = leaveScreen(doc);
      const progress = progressAt(screenName);
      afterPaint(() => {
        void saveDraft(store, model.formModelName, doc, progress);
        showNotice();
      });
      void toSummary(doc);
      return;
    }
    void saveThen(doc, progressAt(following ?? screenName), () => {
      const showNotice = leaveScreen(doc);
      // The estimate notice waits until the next screen is painted and focused.
      afterPaint(showNotice);
      if (following) go(following);
    });
  };

  // The timeline: forward is Next, Next, … (held at the first screen with errors), backward is Back;
  // either way the answers so far are saved.
  const jump = (target: string) => {
    if (busy || moving.current || target === screenName) return;
    const doc = store.get(wizardAtom).document;
    const blocking = firstBlockingScreen(model, screenName, target, doc, ctx);
    if (blocking) {
      report(blocking.screen, blocking.errors);
      if (blocking.screen !== screenName) go(blocking.screen);
      return;
    }
    setValidation(null);
    void saveThen(doc, progressAt(target), () => go(target));
  };

  /** Back to the previous screen; on the first one `onFirstScreen` runs instead. */
  const back = (onFirstScreen: () => void) => {
    const previous = previousScreen(model, screenName, store.get(wizardAtom).document);
    if (previous) go(previous);
    else onFirstScreen();
  };

  // The step menu gets one stable callback, so it does not re-render for a new one on every render.
  const jumpRef = useRef(jump);
  useLayoutEffect(() => {
    jumpRef.current = jump;
  });
  const selectScreen = useCallback((name: string) => jumpRef.current(name), []);

    // What the Next button says while it is busy.
  const busyLabelKey = busy === 'saving' ? 'wizard.saving' : 'wizard.preparingSummary';
  return { busy: busy !== null, busyLabelKey, attempt, goesToSummary, editing, next, back, selectScreen };
}
