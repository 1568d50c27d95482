import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ButtonGroup, Heading, Link, PageHeading, Stack, Text } from '@einfach/design-system';
import { authenticatedAtom } from '../state/session';
import { paths } from '../routing/paths';
import { usePage } from '../routing/usePage';
import { useLinkHandler } from '../routing/useAppNavigate';

export function StartScreen() {
  const { t } = useTranslation('app');
  const headingRef = usePage('start.title');
  const [, navigate] = useLocation();
  const authenticated = useAtomValue(authenticatedAtom);
  const easyRead = useLinkHandler()(paths.easyRead);
  return (
    <Stack space="large">
      <Stack space="small">
        <PageHeading ref={headingRef}>{t('start.heading')}</PageHeading>
        <Text size="lead">{t('start.subheading')}</Text>
      </Stack>
      {/* BITV 2.0 § 4: the start page leads to the explanation in Leichte Sprache. */}
      <Link href={easyRead.href} onClick={easyRead.onClick} standalone>
        {t('easyRead.startLink')}
      </Link>
      <Stack space="medium">
        <Text>{t('start.intro1')}</Text>
        <Text>{t('start.intro2')}</Text>
        <Text>{t('start.intro3')}</Text>
      </Stack>
      <Stack space="medium" as="section">
        <Heading level={2}>{t('start.stepsHeading')}</Heading>
        <Stack space="small">
          <Heading level={3}>{t('start.step1.heading')}</Heading>
          <Text>{t('start.step1.text')}</Text>
        </Stack>
        <Stack space="small">
          <Heading level={3}>{t('start.step2.heading')}</Heading>
          <Text>{t('start.step2.text')}</Text>
        </Stack>
      </Stack>
      <ButtonGroup>
        <Button variant="primary" onClick={() => navigate(authenticated ? paths.year : paths.login)}>
          {t('start.startNow')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.registration)}>
          {t('start.register')}
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
