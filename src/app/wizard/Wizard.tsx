import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, ErrorSummary, HelpLink, PageHeading, Stack, StepIndicator, Text } from '@einfach/design-system';
import { findScreen, stepOf, type ExternalEnums, type FormModel } from '../../domain/forms';
import { usePage } from '../routing/usePage';
import { useOpenHelp } from '../help/openHelp';
import { EstimateChangeNotice } from '../estimate/EstimateChangeNotice';
import { errorTarget } from './errorTargets';
import { LeaveWizardDialog } from './LeaveWizardDialog';
import { helpTitle, MODEL_NS } from './modelTexts';
import { ScreenView } from './ScreenView';
import { useEstimateCache } from './useEstimateCache';
import { useFieldText } from './useFieldText';
import { useLeaveWizard, type LeaveTarget } from './useLeaveWizard';
import { useScreenEntry } from './useScreenEntry';
import { useWizardFormValue } from './useWizardFormValue';
import { useWizardNavigation } from './useWizardNavigation';
import { useWizardScreen } from './useWizardScreen';
import { WizardFormContext } from './WizardFormContext';
import { WizardHeader } from './WizardHeader';
import { WizardMenu } from './WizardMenu';
import * as styles from './wizard.css';

export interface WizardProps {
  model: FormModel;
  externalEnums: ExternalEnums;
  /** Stories: open with the leave dialog showing. */
  initialLeave?: LeaveTarget | null;
}

/** The form engine's UI: one screen of the year's model at a time, with validation, navigation and saving. */
export function Wizard({ model, externalEnums, initialLeave = null }: WizardProps) {
  const { t, i18n } = useTranslation('wizard');
  const { modelText, errorText } = useFieldText(model);
  const openHelp = useOpenHelp();
  const { document, activity, screenName, screen, errors, fieldErrors, go } = useWizardScreen(model);
  const headingRef = usePage(`${MODEL_NS}:${screen.titleKey}`, { errorCount: errors.length });
  const { notice, enterScreen, leaveScreen } = useEstimateCache(model, screenName);
  // Effects run in call order: a screen's entry focuses its heading before a jump's single error takes focus.
  useScreenEntry(model, screenName, headingRef, enterScreen);
  const { busy, busyLabelKey, attempt, goesToSummary, editing, next, back, selectScreen } = useWizardNavigation({ model, document, activity, screenName, errors, go, leaveScreen });
  const form = useWizardFormValue({ model, document, externalEnums, errors: fieldErrors, openHelp, modelText, errorText, t, language: i18n.language });

  // The step menu shows only on desktop widths (docs/product-spec.md §2): its style sheet hides it below them
  // (not the script: the server's page, which knows no width, is then the same as the app's first render and
  // nothing moves when the app takes it over). It follows a step in a deferred render, so the new screen
  // and its focused heading come first.
  const menuDocument = useDeferredValue(document);
  const menuCurrent = useDeferredValue(screenName);
  const menuVisited = useDeferredValue(activity.visited);

  const { leave, ask, exit } = useLeaveWizard(initialLeave, activity.leaveConfirmed);

  // Counted by topic (the step menu's entries), so answers that add screens do not add steps; a sub-screen names its topic.
  const step = stepOf(model, screenName, document);
  const topicKey = step.topic !== screenName ? findScreen(model, step.topic)?.titleKey : undefined;
  // The estimate notice names the topic (step title) of the screen whose answers changed the estimate.
  const noticeTopicKey = notice ? findScreen(model, stepOf(model, notice.screen, document).topic)?.titleKey : undefined;
  // Each error-summary link is the message itself, which names its field (docs/decisions.md, Forms).
  const summaryErrors = errors.map((e) => ({ fieldId: errorTarget(model, e.path), message: errorText(e) }));
  const locale = i18n.language === 'en' ? 'en' : 'de';

  return (
    <WizardFormContext.Provider value={form}>
      <div className={styles.layout}>
        <div className={styles.menu}>
          <WizardMenu model={model} document={menuDocument} current={menuCurrent} visited={menuVisited} onSelect={selectScreen} />
        </div>
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
                <StepIndicator current={step.current} total={step.total} topic={topicKey ? modelText(topicKey) : undefined} />
              </Stack>
              <Stack space="small">
                {/* A new h1 per screen: a reused one kept its old name in Orca's cache when focused (heard the previous title). */}
                <PageHeading key={screenName} ref={headingRef}>{modelText(screen.titleKey)}</PageHeading>
                {screen.introKey ? <Text size="lead">{modelText(screen.introKey)}</Text> : null}
                {screen.help_link ? (
                  <HelpLink topic={screen.help_link.split('#')[0]} element={screen.help_link.split('#')[1] ?? ''} onOpen={openHelp}>
                    {t('wizard.helpFor', { label: helpTitle(modelText, screen.help_link.split('#')[0], screen.help_link.split('#')[1] ?? '', modelText(screen.titleKey)) })}
                  </HelpLink>
                ) : null}
              </Stack>
              <ScreenView screen={screen} />
              <EstimateChangeNotice
                previousTaxCents={notice?.previous ?? null}
                currentTaxCents={notice?.current ?? 0}
                topic={noticeTopicKey ? modelText(noticeTopicKey) : ''}
                locale={locale}
              />
              <ButtonGroup>
                <Button type="submit" variant="primary" busy={busy} busyLabel={t(busyLabelKey)}>
                  {goesToSummary ? t(editing ? 'wizard.backToSummary' : 'wizard.toSummary') : t('wizard.next')}
                </Button>
                <Button variant="secondary" onClick={() => back(() => ask('back'))}>
                  {t('wizard.back')}
                </Button>
              </ButtonGroup>
            </Stack>
          </form>
        </div>
      </div>
      <LeaveWizardDialog open={leave !== null} onStay={() => ask(null)} onLeave={exit} />
    </WizardFormContext.Provider>
  );
}
