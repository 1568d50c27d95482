import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ButtonGroup, HelpLink, InfoBox, LiveRegion, PageHeading, Stack, Text } from '@einfach/design-system';
import { ACCESS_CODE_PATTERN } from '../../../domain/validators/accessCode';
import { propertiesAtom } from '../../state/properties';
import { registrationMessageAtom } from '../../state/session';
import { paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { useOpenHelp } from '../../help/openHelp';

const codeIn = (message: string | null) => message?.match(new RegExp(ACCESS_CODE_PATTERN.source.slice(1, -1)))?.[0] ?? null;

/** In test mode the server's message carries the access code: shown large and copyable. */
function TestAccessCode({ code }: { code: string }) {
  const { t } = useTranslation('app');
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(t('registration.success.copied'));
    } catch {
      setCopied('');
    }
  };
  return (
    <InfoBox tone="success" title={t('registration.success.testCodeLabel')}>
      <Stack space="small">
        <Text size="lead" weight="bold">
          {code}
        </Text>
        <ButtonGroup>
          <Button variant="secondary" onClick={copy}>
            {t('registration.success.copyCode')}
          </Button>
        </ButtonGroup>
        <LiveRegion politeness="polite" message={copied} />
      </Stack>
    </InfoBox>
  );
}

export function RegistrationSuccessScreen() {
  const { t } = useTranslation('app');
  const headingRef = usePage('registration.success.title');
  const [, navigate] = useLocation();
  const message = useAtomValue(registrationMessageAtom);
  const { testMode } = useAtomValue(propertiesAtom);
  const openHelp = useOpenHelp();
  const code = testMode ? codeIn(message) : null;
  return (
    <Stack space="large">
      <PageHeading ref={headingRef}>{t('registration.success.heading')}</PageHeading>
      {message ? (
        <InfoBox tone="info" title={t('registration.success.serverMessage')}>
          <Text>{message}</Text>
        </InfoBox>
      ) : null}
      {code ? <TestAccessCode code={code} /> : null}
      <Stack space="small">
        <Text>{t('registration.success.post')}</Text>
        <Text>{t('registration.success.deadline')}</Text>
      </Stack>
      <HelpLink topic="documents" element="receipts" onOpen={openHelp}>
        {t('registration.success.documentsHelp')}
      </HelpLink>
      <ButtonGroup>
        <Button variant="primary" onClick={() => navigate(paths.start)}>
          {t('registration.success.understood')}
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
