import { useCallback, useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { findScreen, resolveScreen, type FormModel } from '../../domain/forms';
import { paths } from '../routing/paths';
import { wizardActivityAtom, wizardAtom, wizardValidationAtom } from '../state/wizard';

/**
 * Which screen of the model the wizard shows: the one the URL names (or the last one shown), falling back
 * from a hidden or unknown one (docs/product-spec.md §4); its messages of the last validation (`errors`, for
 * the error summary) and those still standing at their fields (`fieldErrors`); `go` to another.
 */
export function useWizardScreen(model: FormModel) {
  const wizard = useAtomValue(wizardAtom);
  const activity = useAtomValue(wizardActivityAtom);
  const validation = useAtomValue(wizardValidationAtom);
  const [location, navigate] = useLocation();
  const search = useSearch();

  const document = wizard.document;
  const requested = new URLSearchParams(search).get('screen') ?? activity.current ?? undefined;
  const screenName = resolveScreen(model, requested, document);
  const screen = findScreen(model, screenName)!;
  const errors = useMemo(() => (validation?.screen === screenName ? validation.errors : []), [validation, screenName]);
  // The fields show only the messages whose answer is still wrong; the error summary shows them all.
  const fieldErrors = useMemo(() => {
    const cleared = new Set(validation?.cleared);
    return cleared.size === 0 ? errors : errors.filter((e) => !cleared.has(e.path));
  }, [errors, validation]);

  // Replaces the entry (docs/product-spec.md §2) and keeps its state: the browser-Back guard's mark.
  const go = useCallback(
    (name: string) => navigate(`${paths.wizard}?screen=${encodeURIComponent(name)}`, { replace: true, state: window.history.state as unknown }),
    [navigate],
  );

  // The URL names the screen shown.
  useEffect(() => {
    if (location === paths.wizard && new URLSearchParams(search).get('screen') !== screenName) go(screenName);
  }, [location, search, screenName, go]);

  return { document, activity, screenName, screen, errors, fieldErrors, go };
}
