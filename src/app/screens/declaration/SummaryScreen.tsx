import { useEffect, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { BusyIndicator, Button, ButtonGroup, Dialog, InfoBox, PageHeading, Stack, Text } from '@einfach/design-system';
import { formatDisplayDate } from '../../../domain/dates';
import { declarationPaths, readDeclaration } from '../../../domain/declaration';
import type { EstimateResult } from '../../../domain/estimate';
import { ApiError } from '../../api/client';
import { EstimatePanel } from '../../estimate/EstimatePanel';
import { paths } from '../../routing/paths';
import { useBack } from '../../routing/useBack';
import { usePage } from '../../routing/usePage';
import { showErrorAtom } from '../../state/errors';
import { propertiesAtom } from '../../state/properties';
import { signingDataAtom } from '../../state/session';
import { testMarkerListAtom } from '../../state/testMarker';
import { confirmationAtom, declarationYearAtom, sentDeclarationAtom, summaryAtom, userNameAtom, type SummaryData } from '../../state/declaration';
import { wizardActivityAtom, wizardAtom } from '../../state/wizard';
import { signAndSubmit, SigningError, SIGNATURE_FALLBACK_MESSAGE } from './summary/signDeclaration';
import { summarySections } from './summary/summarySections';
import * as styles from './summary/Summary.css';
import { screenOnly } from '../../layout/print.css';
import { usePrintFrame } from '../../layout/printPages';
import { NeedsScript } from '../../components/NeedsScript';

const formSubmitMarkers = testMarkerListAtom('formSubmit');

/**
 * The estimate the wizard stored with the prepared summary; only a summary without one (older
 * session data) loads the form engine, in its own chunk, to compute it.
 */
function useEstimate(summary: SummaryData | null): EstimateResult | null {
  const { activeFormModel } = useAtomValue(declarationYearAtom);
  const { modelPath } = useAtomValue(propertiesAtom);
  const document = useAtomValue(wizardAtom).document;
  const stored = summary?.estimate;
  const [computed, setComputed] = useState<EstimateResult | null>(null);
  useEffect(() => {
    if (!summary || stored !== undefined || !activeFormModel) return;
    let active = true;
    import('./summary/estimateFromModel')
      .then(({ estimateFromModel }) => estimateFromModel(modelPath, activeFormModel, document))
      .then((result) => active && setComputed(result), () => {});
    return () => {
      active = false;
    };
  }, [summary, stored, activeFormModel, modelPath, document]);
  return stored !== undefined ? stored : computed;
}

/**
 * Whose return the printed summary is: person A's first and last name, as the confirmation PDF's
 * running header; the logged-in person's when the answers hold none (as the wizard's header).
 */
function personName(document: unknown, user: { firstName: string; lastName: string } | null): string {
  const person = readDeclaration(document);
  const answered = [person.text(declarationPaths.personA.firstName), person.text(declarationPaths.personA.lastName)].filter(Boolean).join(' ');
  return answered || [user?.firstName, user?.lastName].filter(Boolean).join(' ');
}

export interface SummaryScreenProps {
  /** Stories: open with the confirm dialog showing. */
  initialConfirmOpen?: boolean;
}

/** tax/summary: check the prepared declaration, then sign it in the browser and send it. */
export default function SummaryScreen({ initialConfirmOpen = false }: SummaryScreenProps = {}) {
  const { t, i18n } = useTranslation('wizard');
  const headingRef = usePage('wizard:summary.title');
  const summary = useAtomValue(summaryAtom);
  const setActivity = useSetAtom(wizardActivityAtom);
  const setConfirmation = useSetAtom(confirmationAtom);
  const showError = useSetAtom(showErrorAtom);
  const encryptedPfx = useAtomValue(signingDataAtom);
  const { testMode } = useAtomValue(propertiesAtom);
  const { testMarker, activeFormModel } = useAtomValue(declarationYearAtom);
  const markers = useAtomValue(formSubmitMarkers);
  const estimate = useEstimate(summary);
  const [, navigate] = useLocation();
  // Back (this button or the browser's) returns to the wizard screen the summary was prepared from:
  // the summary is only ever opened from there, so that is the page behind it.
  const back = useBack(paths.wizard);
  const sent = useAtomValue(sentDeclarationAtom);
  const [confirmOpen, setConfirmOpen] = useState(initialConfirmOpen);
  const [signing, setSigning] = useState(false);
  const answers = useAtomValue(wizardAtom).document;
  const user = useAtomValue(userNameAtom);

  // On paper every page says whose draft it is, from when, that it was not sent, and its number.
  usePrintFrame(() => {
    if (!summary) return null;
    const today = new Date();
    const date = t('summary.print.date', { date: formatDisplayDate({ year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() }) });
    return {
      header: [personName(answers, user), date].filter(Boolean).join(' · '),
      mark: t('summary.print.draft'),
      pageNumber: t('summary.print.page', { page: '{{page}}', pages: '{{pages}}' }),
    };
  });

  useEffect(() => {
    // Without a prepared summary (a reload after logout, a bookmark) the wizard prepares it again.
    if (!summary && !sent) navigate(paths.wizard, { replace: true });
  }, [summary, sent, navigate]);

  const parts = useMemo(() => (summary ? summarySections(summary.html) : { sections: [], rest: '' }), [summary]);
  const marker = testMode && testMarker ? markers.entries.find((m) => m.value === testMarker) : undefined;
  const locale = i18n.language === 'en' ? 'en' : 'de';

  const edit = (screen: string) => {
    setActivity((a) => ({ ...a, returnTo: 'summary' }));
    navigate(`${paths.wizard}?screen=${encodeURIComponent(screen)}`);
  };

  const submit = async () => {
    if (!summary || signing) return;
    // The dialog stays open while signing, focus on its busy button, until the confirmation page
    // takes focus: a dialog that closed first sent focus back to the page for a moment, and Orca
    // then announced neither that nor the confirmation's h1.
    setSigning(true);
    try {
      const result = await signAndSubmit(summary.xmlDataId, encryptedPfx);
      setConfirmation({
        formTitle: result.formTitle,
        transferDate: result.transferDate,
        transferTicket: result.transferticket,
        xmlDataId: result.xmlDataId || summary.xmlDataId,
        downloaded: false,
        formModelName: activeFormModel ?? undefined,
      });
      // Replace: going back must not offer to send the same declaration again.
      navigate(paths.confirmation, { replace: true });
    } catch (error) {
      // The error box on the page says what went wrong; focus goes back to the send button.
      setConfirmOpen(false);
      if (error instanceof SigningError) {
        const own = error.message && error.message !== SIGNATURE_FALLBACK_MESSAGE;
        showError({ category: 'summary-sign-xml-and-submit-failed', message: own ? error.message : undefined, messageKey: own ? undefined : 'wizard:summary.signError' });
      } else if (!(error instanceof ApiError)) {
        showError({ category: 'summary-sign-xml-and-submit-failed', messageKey: 'wizard:summary.signError' });
      }
    } finally {
      setSigning(false);
    }
  };

  // A sent declaration is not offered again: its confirmation stands in for it (an old history entry, a bookmark).
  if (sent && !signing) return <Redirect to={paths.confirmation} replace />;
  if (!summary) return <BusyIndicator active label={t('summary.loading')} />;

  return (
    <Stack space="large">
      <Stack space="small">
        <PageHeading ref={headingRef}>{t('summary.heading')}</PageHeading>
        <Text size="lead">{t('summary.reminder')}</Text>
      </Stack>
      {marker ? (
        <InfoBox tone="warning" title={t('summary.testMarkerTitle')}>
          {t('summary.testMarker', { name: marker.name, description: marker.description })}
        </InfoBox>
      ) : null}
      <Stack space="large">
        {parts.sections.map((section) => (
          // Unnamed on purpose: 17 named sections were 17 regions, and Orca said "Bereich … wird
          // verlassen" on every Tab. The h2 heads each part and the edit button names it.
          <section key={section.headingId} data-screen={section.screen} className={styles.section}>
            <Stack space="small">
              {/* Sanitized with DOMPurify; every user value was escaped by the server as well. */}
              <div dangerouslySetInnerHTML={{ __html: section.html }} />
              {section.readOnly ? (
                // The tax office's own data: nothing to change here; the note says where it is corrected.
                <Text tone="secondary">{t('summary.readOnly')}</Text>
              ) : (
                <div className={styles.editAction}>
                  <Button variant="link" onClick={() => edit(section.screen)}>
                    {t('summary.edit', { section: section.title })}
                  </Button>
                </div>
              )}
            </Stack>
          </section>
        ))}
        {parts.rest ? <div className={styles.section} dangerouslySetInnerHTML={{ __html: parts.rest }} /> : null}
      </Stack>
      {estimate ? <EstimatePanel result={estimate} year={estimate.year} locale={locale} /> : null}
      {/* About the send button: left out on paper, like the buttons. */}
      <div className={screenOnly}>
        <InfoBox tone="warning" title={t('summary.finalTitle')}>
          {t('summary.finalText')}
        </InfoBox>
      </div>
      <NeedsScript step="summary" />
      <ButtonGroup>
        <Button variant="primary" busy={signing} busyLabel={t('summary.signing')} onClick={() => setConfirmOpen(true)}>
          {t('summary.submit')}
        </Button>
        <Button variant="secondary" onClick={back}>
          {t('common.back')}
        </Button>
      </ButtonGroup>
      <Dialog
        open={confirmOpen}
        // Sending cannot be called back: while it runs, Escape does not close the dialog.
        onOpenChange={(open) => setConfirmOpen(open || signing)}
        title={t('summary.confirm.title')}
        description={t('summary.confirm.text')}
        // A confirmation of what cannot be undone: not closed by an outside click, focus on the safe action.
        variant="confirm"
        initialFocus="safeAction"
        actions={
          <>
            <Button variant="primary" busy={signing} busyLabel={t('summary.signing')} onClick={() => void submit()}>
              {t('summary.confirm.submit')}
            </Button>
            <Button variant="secondary" data-safe-action onClick={() => setConfirmOpen(signing)}>
              {t('summary.confirm.cancel')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
