import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ButtonGroup, Dialog, List, PageHeading, Stack, Text } from '@einfach/design-system';
import { propertiesAtom } from '../../state/properties';
import { paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { useBack } from '../../routing/useBack';

const requirements = ['pension', 'otherIncome', 'domestic', 'joint'] as const;

export function RegistrationIntroScreen({ initialModalOpen = false }: { initialModalOpen?: boolean }) {
  const { t } = useTranslation('app');
  const headingRef = usePage('registration.intro.title');
  const [, navigate] = useLocation();
  const { uriPortal } = useAtomValue(propertiesAtom);
  const back = useBack(paths.start);
  const [notApplicable, setNotApplicable] = useState(initialModalOpen);
  return (
    <Stack space="large">
      <PageHeading ref={headingRef}>{t('registration.intro.heading')}</PageHeading>
      <Stack space="small">
        <Text>{t('registration.intro.lead')}</Text>
        <List items={requirements.map((key) => t(`registration.intro.requirements.${key}`))} />
      </Stack>
      <Text weight="bold">{t('registration.intro.question')}</Text>
      <ButtonGroup>
        <Button variant="primary" onClick={() => navigate(paths.registrationForm)}>
          {t('registration.intro.applies')}
        </Button>
        <Button variant="secondary" onClick={() => setNotApplicable(true)}>
          {t('registration.intro.doesNotApply')}
        </Button>
        <Button variant="link" onClick={back}>
          {t('registration.intro.back')}
        </Button>
      </ButtonGroup>
      <Dialog
        open={notApplicable}
        onOpenChange={setNotApplicable}
        title={t('registration.intro.modal.title')}
        description={t('registration.intro.modal.text')}
        variant="confirm"
        initialFocus="safeAction"
        actions={
          <>
            <Button variant="primary" onClick={() => window.location.assign(uriPortal)}>
              {t('registration.intro.modal.toPortal')}
            </Button>
            <Button variant="secondary" data-safe-action onClick={() => setNotApplicable(false)}>
              {t('registration.intro.modal.cancel')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
