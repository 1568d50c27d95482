import { useTranslation } from 'react-i18next';
import { Text } from '@einfach/design-system';
import { LegalPage } from './LegalPage';

export function ImprintScreen() {
  const { t } = useTranslation('app');
  return (
    <LegalPage page="imprint">
      {(['provider', 'address', 'contact', 'responsible'] as const).map((key) => (
        <Text key={key}>{t(`pages.imprint.${key}`)}</Text>
      ))}
    </LegalPage>
  );
}
