import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ButtonGroup, InfoBox, PageHeading, Stack, Text } from '@einfach/design-system';
import { paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { sessionStatusAtom } from '../../state/session';

/** tax/confirmation/success: next year's access code is ordered. */
export default function ConfirmationSuccessScreen() {
  const { t } = useTranslation('wizard');
  const headingRef = usePage('wizard:success.title');
  const setStatus = useSetAtom(sessionStatusAtom);
  const [, navigate] = useLocation();
  const toStart = () => {
    // The server session already ended after the order; the app now treats the visitor as anonymous.
    setStatus((status) => (status === 'expired' ? 'anonymous' : status));
    navigate(paths.start);
  };
  return (
    <Stack space="large">
      <PageHeading ref={headingRef}>{t('success.heading')}</PageHeading>
      <InfoBox tone="success" title={t('success.orderedTitle')}>
        {t('success.ordered')}
      </InfoBox>
      <Text>{t('success.byPost')}</Text>
      <Text>{t('success.keep')}</Text>
      <ButtonGroup>
        <Button variant="primary" onClick={toStart}>
          {t('success.toStart')}
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
