import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { Button, ButtonGroup, Dialog, ErrorSummary, InfoBox, List, PageHeading, RadioGroup, Stack, Text } from '@einfach/design-system';
import { afterPaint } from '../../afterPaint';
import { paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { useBack } from '../../routing/useBack';
import { propertiesAtom } from '../../state/properties';
import { declarationYearAtom, declarationYearDataAtom } from '../../state/declaration';
import { startWizardInstanceAtom } from '../../state/wizard';

const conditions = ['pension', 'capital', 'domestic', 'joint'] as const;

/** The year of a form model name such as "ESt2025". */
export function yearOf(formModelName: string | null, models: { name: string; formModelName: string }[] = []): string {
  const listed = models.find((m) => m.formModelName === formModelName)?.name;
  return listed ?? /(\d{4})/.exec(formModelName ?? '')?.[1] ?? '';
}

const QUESTION = 'year-info-applies';

/**
 * tax/info: what the chosen year's declaration covers, and whether it applies to the user. Choosing an
 * answer changes nothing else (WCAG 3.2.2); Next acts on it: Yes starts the wizard, No explains that
 * this service does not fit and offers the portal, no answer asks for one.
 */
export default function YearInfoScreen({ initialAnswer = '', initialModalOpen = false }: { initialAnswer?: '' | 'yes' | 'no'; initialModalOpen?: boolean }) {
  const { t } = useTranslation('wizard');
  const [missing, setMissing] = useState(false);
  const headingRef = usePage('wizard:info.title', { hasErrors: missing });
  const { activeFormModel } = useAtomValue(declarationYearAtom);
  const data = useAtomValue(declarationYearDataAtom);
  const { uriPortal } = useAtomValue(propertiesAtom);
  const startWizard = useSetAtom(startWizardInstanceAtom);
  const [, navigate] = useLocation();
  const back = useBack(paths.year);
  const [answer, setAnswer] = useState<string>(initialAnswer);
  const [notApplicable, setNotApplicable] = useState(initialModalOpen);
  const [attempt, setAttempt] = useState(0);
  const year = yearOf(activeFormModel, data?.models);

  useEffect(() => {
    // One error: the question takes focus after a Next without an answer (docs/accessibility-contract.md, Forms).
    if (attempt > 0) afterPaint(() => document.getElementById(`${QUESTION}-0`)?.focus());
  }, [attempt]);

  const choose = (value: string) => {
    setAnswer(value);
    setMissing(false);
  };
  const next = () => {
    if (!activeFormModel) return;
    if (answer === 'yes') {
      startWizard(activeFormModel);
      navigate(paths.wizard);
    } else if (answer === 'no') setNotApplicable(true);
    else {
      setMissing(true);
      setAttempt((n) => n + 1);
    }
  };

  // Without a chosen year there is nothing to say here: the year comes first.
  if (!activeFormModel) return <Redirect to={paths.year} replace />;

  const error = missing ? t('info.required') : undefined;
  return (
    <Stack space="large">
      {error ? (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- one error: the summary stays put, the question takes focus (docs/accessibility-contract.md, Forms)
        <ErrorSummary key={attempt} title={t('errors.title')} errors={[{ fieldId: `${QUESTION}-0`, message: error }]} autoFocus />
      ) : null}
      <PageHeading ref={headingRef}>{t('info.heading', { year })}</PageHeading>
      <Text size="lead">{t('info.intro', { year })}</Text>
      <List items={conditions.map((key) => t(`info.conditions.${key}`, { year }))} />
      <InfoBox tone="info" title={t('info.noteTitle')}>
        {t('info.note', { year })}
      </InfoBox>
      <RadioGroup
        id={QUESTION}
        legend={t('info.question')}
        error={error}
        options={[
          { value: 'yes', label: t('common.yes') },
          { value: 'no', label: t('common.no') },
        ]}
        value={answer}
        onChange={choose}
        orientation="horizontal"
      />
      <ButtonGroup>
        <Button variant="primary" onClick={next}>
          {t('common.next')}
        </Button>
        <Button variant="secondary" onClick={back}>
          {t('common.back')}
        </Button>
      </ButtonGroup>
      <Dialog
        open={notApplicable}
        onOpenChange={setNotApplicable}
        title={t('info.modal.title')}
        description={t('info.modal.text')}
        variant="confirm"
        initialFocus="safeAction"
        actions={
          <>
            <Button variant="primary" onClick={() => window.location.assign(uriPortal)}>
              {t('info.modal.toPortal')}
            </Button>
            <Button variant="secondary" data-safe-action onClick={() => setNotApplicable(false)}>
              {t('info.modal.cancel')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
