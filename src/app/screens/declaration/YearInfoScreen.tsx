import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ButtonGroup, Dialog, InfoBox, List, PageHeading, RadioGroup, Stack, Text } from '@einfach/design-system';
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

/** tax/info: what the chosen year's declaration covers, and whether it applies to the user. */
export default function YearInfoScreen({ initialAnswer = '', initialModalOpen = false }: { initialAnswer?: '' | 'yes' | 'no'; initialModalOpen?: boolean }) {
  const { t } = useTranslation('wizard');
  const headingRef = usePage('wizard:info.title');
  const { activeFormModel } = useAtomValue(declarationYearAtom);
  const data = useAtomValue(declarationYearDataAtom);
  const { uriPortal } = useAtomValue(propertiesAtom);
  const startWizard = useSetAtom(startWizardInstanceAtom);
  const [, navigate] = useLocation();
  const back = useBack(paths.year);
  const [answer, setAnswer] = useState<string>(initialAnswer);
  const [notApplicable, setNotApplicable] = useState(initialModalOpen);
  const year = yearOf(activeFormModel, data?.models);

  const choose = (value: string) => {
    setAnswer(value);
    if (value === 'no') setNotApplicable(true);
  };
  const next = () => {
    if (answer !== 'yes' || !activeFormModel) return;
    startWizard(activeFormModel);
    navigate(paths.wizard);
  };

  return (
    <Stack space="large">
      <PageHeading ref={headingRef}>{t('info.heading', { year })}</PageHeading>
      <Text size="lead">{t('info.intro', { year })}</Text>
      <List items={conditions.map((key) => t(`info.conditions.${key}`, { year }))} />
      <InfoBox tone="info" title={t('info.noteTitle')}>
        {t('info.note', { year })}
      </InfoBox>
      <RadioGroup
        id="year-info-applies"
        legend={t('info.question')}
        options={[
          { value: 'yes', label: t('common.yes') },
          { value: 'no', label: t('common.no') },
        ]}
        value={answer}
        onChange={choose}
        orientation="horizontal"
      />
      <ButtonGroup>
        <Button variant="primary" disabled={answer !== 'yes'} onClick={next}>
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
