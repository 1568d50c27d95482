import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Button, ButtonGroup, PageHeading, Stack, Text } from '@einfach/design-system';
import { UI_BASE } from '../routing/paths';
import { usePage } from '../routing/usePage';

export type ErrorVariant = 'client' | 'server' | 'uncaught';

/** Reloading the product root starts the app fresh (docs/product-spec.md §2 "Go to homepage"). */
const reloadRoot = () => window.location.assign(`${UI_BASE}/`);

export function ErrorScreen({ variant }: { variant?: ErrorVariant }) {
  const { t } = useTranslation('app');
  const headingRef = usePage('errorPage.title');
  const search = useSearch();
  const kind: ErrorVariant = variant ?? (new URLSearchParams(search).get('type') === 'client' ? 'client' : 'server');
  return (
    <Stack space="large">
      <PageHeading ref={headingRef}>{t('errorPage.heading')}</PageHeading>
      <Stack space="small">
        <Text>{t(kind === 'uncaught' ? 'errorPage.uncaught' : kind === 'client' ? 'errorPage.client' : 'errorPage.server')}</Text>
        <Text>{t('errorPage.retry')}</Text>
      </Stack>
      <ButtonGroup>
        <Button variant="primary" onClick={reloadRoot}>
          {t(kind === 'uncaught' ? 'errorPage.restart' : 'errorPage.home')}
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
