import { PageHeading, Stack, Text } from '@einfach/design-system';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../routing/usePage';

/** Minimal screen so routing compiles; the declaration part replaces it. */
export default function DeclarationYearScreen() {
  const { t } = useTranslation('app');
  const headingRef = usePage('declaration.year');
  return (
    <Stack space="large">
      <PageHeading ref={headingRef}>{t('declaration.year')}</PageHeading>
      <Text>{t('declaration.placeholder')}</Text>
    </Stack>
  );
}
