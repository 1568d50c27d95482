import { useTranslation } from 'react-i18next';
import { Heading, List, Stack, Text } from '@einfach/design-system';
import { LegalPage } from './LegalPage';

const limits = ['pdf', 'help', 'signLanguage'] as const;

/** The accessibility statement in the form BITV 2.0 and the EU directive ask for. */
export function AccessibilityScreen() {
  const { t } = useTranslation('app');
  const section = (name: string, ...texts: string[]) => (
    <Stack space="small" as="section">
      <Heading level={2}>{t(`pages.accessibility.${name}Heading`)}</Heading>
      {texts.map((key) => (
        <Text key={key}>{t(`pages.accessibility.${key}`)}</Text>
      ))}
    </Stack>
  );
  return (
    <LegalPage page="accessibility">
      <Text>{t('pages.accessibility.intro')}</Text>
      {section('status', 'status')}
      <Stack space="small" as="section">
        <Heading level={2}>{t('pages.accessibility.limitsHeading')}</Heading>
        <List items={limits.map((key) => t(`pages.accessibility.limits.${key}`))} />
      </Stack>
      {section('feedback', 'feedback', 'feedbackContact')}
      {section('enforcement', 'enforcement', 'enforcementContact')}
      {section('date', 'date')}
    </LegalPage>
  );
}
