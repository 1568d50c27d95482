import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Link, List, Stack, Text } from '@einfach/design-system';
import { LegalPage } from './LegalPage';
import { easyReadPagePath } from '../../routing/paths';
import { useLinkHandler } from '../../routing/useAppNavigate';

// Same sections, methods and limitations as docs/accessibility-statement.md (AccessibilityScreen.test.tsx).
const methods = ['axe', 'keyboard', 'screenReader', 'manual'] as const;
const limits = ['pdf', 'help', 'signLanguage'] as const;

/** The accessibility statement in the form BITV 2.0 and the EU model statement ask for. */
export function AccessibilityScreen() {
  const { t } = useTranslation('app');
  const text = (key: string) => t(`pages.accessibility.${key}`);
  const email = text('feedbackEmail');
  const easyRead = useLinkHandler()(easyReadPagePath('barrierefreiheit'));
  const section = (name: string, children: ReactNode) => (
    <Stack space="small" as="section">
      <Heading level={2}>{text(`${name}Heading`)}</Heading>
      {children}
    </Stack>
  );
  return (
    <LegalPage page="accessibility">
      <Text>{text('intro')}</Text>
      {section('status', <Text>{text('status')}</Text>)}
      {section(
        'testing',
        <>
          <Text>{text('testing')}</Text>
          <List items={methods.map((key) => text(`testingMethods.${key}`))} />
        </>,
      )}
      {section(
        'limits',
        <>
          <List items={limits.map((key) => text(`limits.${key}`))} />
          {/* BITV 2.0 § 4: the statement's essentials in Leichte Sprache. */}
          <Link href={easyRead.href} onClick={easyRead.onClick} standalone>
            {t('easyRead.startLink')}
          </Link>
        </>,
      )}
      {section(
        'feedback',
        <>
          <Text>{text('feedback')}</Text>
          <Text>
            {text('feedbackEmailLabel')} <Link href={`mailto:${email}`}>{email}</Link>
          </Text>
          <Text>{text('feedbackPost')}</Text>
        </>,
      )}
      {section(
        'enforcement',
        <>
          <Text>{text('enforcement')}</Text>
          <Text>{text('enforcementContact')}</Text>
        </>,
      )}
      {section('date', <Text>{text('date')}</Text>)}
    </LegalPage>
  );
}
