import { startTransition, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button, ButtonGroup, ErrorSummary, HelpLink, PageHeading, Stack, focusElement, StepIndicator, Text, useMediaQuery } from '@einfach/design-system';
import { mq } from '@einfach/tokens';
import {
  childFieldsOf,
  cleanDocument,
  deleteValue,
  findField,
  findScreen,
  firstBlockingScreen,
  getValue,
  nextScreen,
  onParentChanged,
  previousScreen,
  resetHiddenVisited,
  resolveScreen,
  setValue,
  stepOf,
  validateDocument,
  validateScreen,
  type ExternalEnums,
  type FormDocument,
  type FormModel,
} from '../../domain/forms';
import { api } from '../api/client';
import { wizardPage } from '../routes';
import { paths } from '../routing/paths';
import { usePage } from '../routing/usePage';
import { useOpenHelp } from '../help/openHelp';
import { EstimateChangeNotice } from '../estimate/EstimateChangeNotice';
import { propertiesAtom } from '../state/properties';
import { markerForRequest } from '../state/testMarker';
import { declarationYearAtom, summaryAtom } from '../state/declaration';
import { clearWizardAtom, wizardActivityAtom, wizardAtom, wizardValidationAtom } from '../state/wizard';
import { saveDraft } from './draftApi';
import { errorTarget, screenOfError } from './errorTargets';
import { estimateOf } from './estimate';
import { afterPaint } from '../afterPaint';
import { LeaveWizardDialog } from './LeaveWizardDialog';
import { MODEL_NS } from './modelTexts';
import { ScreenView } from './ScreenView';
import { useFieldText } from './useFieldText';
import { useLeaveGuard } from './useLeaveGuard';
import { WizardFormContext, type WizardForm } from './WizardFormContext';
import { WizardHeader } from './WizardHeader';
import { WizardMenu } from './WizardMenu';
import * as styles from './wizard.css';

export interface WizardProps {
  model: FormModel;
  externalEnums: ExternalEnums;
  /** Stories: open with the leave dialog showing. */
  initialLeave?: 'back' | 'logo' | null;
}

type LeaveTarget = 'back' | 'logo';

// Documents are replaced, never mutated: one estimate per document object is enough.
const estimates = new WeakMap<FormDocument, number | null>();
function totalTaxOf(model: FormModel, doc: FormDocument): number | null {
  if (!estimates.has(doc)) estimates.set(doc, estimateOf(model, doc)?.totalTaxCents ?? null);
  return estimates.get(doc)!;
}

/** The form engine's UI: one screen of the year's model at a time, with validation, navigation and saving. */
export function Wizard({ model, externalEnums, initialLeave = null }: WizardProps) {
  const store = useStore();
  const { t, i18n } = useTranslation('wizard');
  const { modelText, errorText } = useFieldText();
  const [wizard, setWizard] = useAtom(wizardAtom);
  const [activity, setActivity] = useAtom(wizardActivityAtom);
  const [validation, setValidation] = useAtom(wizardValidationAtom);
  const clearWizard = useSetAtom(clearWizardAtom);
  const setSummary = useSetAtom(summaryAtom);
  const { testMode } = useAtomValue(propertiesAtom);
  const { testMarker } = useAtomValue(declarationYearAtom);
  const openHelp = useOpenHelp();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [leave, setLeave] = useState<LeaveTarget | null>(initialLeave);
  const [notice, setNotice] = useState<{ previous: number; current: number } | null>(null);
  const leaving = useRef(false);

  const document = wizard.document;
  const requested = new URLSearchParams(search).get('screen') ?? activity.current ?? undefined;
  const screenName = resolveScreen(model, requested, document);
  const screen = findScreen(model, screenName)!;
  const errors = useMemo(() => (validation?.screen === screenName ? validation.errors : []), [validation, screenName]);
  const ctx = useMemo(() => ({ testMode }), [testMode]);
  const headingRef = usePage(`${MODEL_NS}:${screen.titleKey}`, { hasErrors: errors.length > 0 });

  const go = useCallback(
    (name: string) => navigate(`${paths.wizard}?screen=${encodeURIComponent(name)}`, { replace: true }),
    [navigate],
  );

  // The URL names the screen shown (a hidden or unknown one falls back, docs/product-spec.md §4).
  useEffect(() => {
    if (location === paths.wizard && new URLSearchParams(search).get('screen') !== screenName) go(screenName);
  }, [location, search, screenName, go]);

  const firstScreen = useRef(true);
  // The document as the screen was entered; its estimate is computed only when Next needs it.
  const entryDocument = useRef<FormDocument>(document);
  useEffect(() => {
    // Focus first: the new screen is usable before the menu catches up (a transition, not blocking).
    if (firstScreen.current) firstScreen.current = false;
    else focusElement(headingRef.current);
    startTransition(() =>
      setActivity((a) => ({ ...a, current: screenName, visited: a.visited.includes(screenName) ? a.visited : [...a.visited, screenName] })),
    );
    afterPaint(() => api.pageChange({ page: wizardPage(screenName) }, { category: 'log-page-change-failed' }).catch(() => {}));
    const doc = store.get(wizardAtom).document;
    entryDocument.current = doc;
    // A list screen starts with one empty item to fill in.
    for (const group of findScreen(model, screenName)?.groups ?? []) {
      if (group.child_path && (group.min_items ?? 0) > 0 && !Array.isArray(getValue(doc, group.child_path))) {
        setWizard((w) => ({ ...w, document: setValue(w.document, group.child_path as string, [{}]) }));
      }
    }
  }, [screenName, model, store, setActivity, setWizard, headingRef]);

  // With one error its field takes focus; with two or more the error summary does (autoFocus).
  useEffect(() => {
    if (attempt === 0 || errors.length !== 1) return;
    window.document.getElementById(errorTarget(model, errors[0].path))?.focus();
    // Only a new submit moves focus, not typing after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves once per Next attempt, not on every error change
  }, [attempt]);

  const updateDocument = useCallback(
    (update: (doc: FormDocument) => FormDocument) => {
      const next = update(store.get(wizardAtom).document);
      setWizard((w) => ({ ...w, document: next }));
      // Screens hidden by this answer read as unvisited when they come back (docs/product-spec.md §4).
      setActivity((a) => ({ ...a, visited: resetHiddenVisited(model, next, a.visited) }));
    },
    [store, setWizard, setActivity, model],
  );

  const form: WizardForm = useMemo(
    () => ({
      model,
      document,
      externalEnums,
      errors: new Map(errors.map((e) => [e.path, e])),
      openHelp,
      text: { model: modelText, error: errorText, wizard: (key, options) => t(key, options), language: i18n.language },
      change: (path, value) =>
        updateDocument((doc) => {
          if (childFieldsOf(model, path).length > 0) return onParentChanged(model, doc, path, value);
          return value === undefined ? deleteValue(doc, path) : setValue(doc, path, value);
        }),
      addItem: (childPath) =>
        updateDocument((doc) => {
          const items = getValue(doc, childPath);
          return setValue(doc, childPath, [...(Array.isArray(items) ? items : []), {}]);
        }),
      removeItem: (childPath, index) => {
        updateDocument((doc) => deleteValue(doc, `${childPath}.${index}`));
        // Messages of the removed item would now point at its neighbour.
        setValidation(null);
      },
    }),
    [model, document, externalEnums, errors, openHelp, updateDocument, setValidation, modelText, errorText, t, i18n.language],
  );

  const report = (name: string, list: typeof errors) => {
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
    setBusy(true);
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
      setActivity((a) => ({ ...a, returnTo: null }));
      navigate(paths.summary);
    } catch {
      // The error box of the category tells the user; they stay on this screen.
    } finally {
      setBusy(false);
    }
  };

  const following = nextScreen(model, screenName, document);
  // Editing from the summary returns there, unless the answer opened a new screen to fill in.
  const goesToSummary = !following || (activity.returnTo === 'summary' && activity.visited.includes(following));

  const next = () => {
    if (busy) return;
    const doc = store.get(wizardAtom).document;
    const found = validateScreen(model, screenName, doc, ctx);
    if (found.length > 0) {
      report(screenName, found);
      return;
    }
    setValidation(null);
    const entry = entryDocument.current;
    // Saving and the estimate wait until the next screen is painted and focused.
    afterPaint(() => {
      void saveDraft(store, model.formModelName, doc);
      const before = totalTaxOf(model, entry);
      const after = totalTaxOf(model, doc);
      setNotice(before !== null && after !== null && after !== before ? { previous: before, current: after } : null);
    });
    if (goesToSummary) void toSummary(doc);
    else if (following) go(following);
  };

  // The timeline: forward is Next, Next, … (held at the first screen with errors), backward is Back;
  // either way the answers so far are saved.
  const jump = (target: string) => {
    if (busy || target === screenName) return;
    const doc = store.get(wizardAtom).document;
    const blocking = firstBlockingScreen(model, screenName, target, doc, ctx);
    if (blocking) {
      report(blocking.screen, blocking.errors);
      if (blocking.screen !== screenName) go(blocking.screen);
      return;
    }
    setValidation(null);
    afterPaint(() => void saveDraft(store, model.formModelName, doc));
    go(target);
  };

  const back = () => {
    const previous = previousScreen(model, screenName, store.get(wizardAtom).document);
    if (previous) go(previous);
    else setLeave('back');
  };

  // The step menu shows only on desktop widths (docs/product-spec.md §2): phones do not render it at all. It follows a
  // step in a deferred render, so the new screen and its focused heading come first.
  const desktop = useMediaQuery(mq.desktop);
  const jumpRef = useRef(jump);
  useLayoutEffect(() => {
    jumpRef.current = jump;
  });
  const selectScreen = useCallback((name: string) => jumpRef.current(name), []);
  const menuDocument = useDeferredValue(document);
  const menuCurrent = useDeferredValue(screenName);
  const menuVisited = useDeferredValue(activity.visited);

  const onLogo = useCallback(() => setLeave('logo'), []);
  useLeaveGuard(!activity.leaveConfirmed && !leaving.current, onLogo);

  const exit = () => {
    const target = leave;
    leaving.current = true;
    setLeave(null);
    // After confirmation the stored wizard data is cleared; the server draft stays for 25 days.
    clearWizard();
    if (target === 'logo') navigate(paths.start);
    else if (window.history.length > 1) window.history.back();
    else navigate(paths.yearInfo);
  };

  const step = stepOf(model, screenName, document);
  // A field's label, or a repeatable group's legend, names each error-summary link.
  const errorLabel = (path: string) => {
    const entry = findField(model, path);
    if (entry) return modelText(entry.field.labelKey);
    const group = findScreen(model, screenName)?.groups.find((g) => g.child_path === path);
    return group?.legendKey ? modelText(group.legendKey) : undefined;
  };
  const summaryErrors = errors.map((e) => ({ fieldId: errorTarget(model, e.path), label: errorLabel(e.path), message: errorText(e) }));
  const locale = i18n.language === 'en' ? 'en' : 'de';

  return (
    <WizardFormContext.Provider value={form}>
      <div className={styles.layout}>
        {desktop ? (
          <div className={styles.menu}>
            <WizardMenu model={model} document={menuDocument} current={menuCurrent} visited={menuVisited} onSelect={selectScreen} />
          </div>
        ) : null}
        <div className={styles.content}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              next();
            }}
          >
            <Stack space="large">
              {summaryErrors.length > 0 ? (
                // The summary takes focus only with two or more errors (docs/accessibility-contract.md, Forms); its own rule.
                // eslint-disable-next-line jsx-a11y/no-autofocus -- ErrorSummary takes focus only after a submit with 2+ errors (docs/accessibility-contract.md, Forms)
                <ErrorSummary key={attempt} title={t('errors.title')} errors={summaryErrors} autoFocus />
              ) : null}
              <Stack space="xsmall">
                <WizardHeader model={model} document={document} />
                <StepIndicator current={step.current} total={step.total} />
              </Stack>
              <Stack space="small">
                <PageHeading ref={headingRef}>{modelText(screen.titleKey)}</PageHeading>
                {screen.introKey ? <Text size="lead">{modelText(screen.introKey)}</Text> : null}
                {screen.help_link ? (
                  <HelpLink topic={screen.help_link.split('#')[0]} element={screen.help_link.split('#')[1] ?? ''} onOpen={openHelp}>
                    {t('wizard.helpFor', { label: modelText(screen.titleKey) })}
                  </HelpLink>
                ) : null}
              </Stack>
              <ScreenView screen={screen} />
              <EstimateChangeNotice previousTaxCents={notice?.previous ?? null} currentTaxCents={notice?.current ?? 0} locale={locale} />
              <ButtonGroup>
                <Button type="submit" variant="primary" busy={busy} busyLabel={t('wizard.preparingSummary')}>
                  {goesToSummary ? t('wizard.toSummary') : t('wizard.next')}
                </Button>
                <Button variant="secondary" onClick={back}>
                  {t('wizard.back')}
                </Button>
              </ButtonGroup>
            </Stack>
          </form>
        </div>
      </div>
      <LeaveWizardDialog open={leave !== null} onStay={() => setLeave(null)} onLeave={exit} />
    </WizardFormContext.Provider>
  );
}
