import { useTranslation } from 'react-i18next';
import { Text } from '@einfach/design-system';
import { LegalPage } from './LegalPage';

export function DataProtectionScreen() {
  const { t } = useTranslation('app');
  return (
    <LegalPage page="dataProtection">
      {(['intro', 'data', 'browser', 'cookies', 'rights'] as const).map((key) => (
        <Text key={key}>{t(`pages.dataProtection.${key}`)}</Text>
      ))}
    </LegalPage>
  );
}
