import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, PageHeading, Stack } from '@einfach/design-system';
import { paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { useLinkHandler } from '../../routing/useAppNavigate';

/** The frame of the footer pages: heading, content, a link back to the start page. */
export function LegalPage({ page, children }: { page: 'accessibility' | 'imprint' | 'dataProtection'; children: ReactNode }) {
  const { t } = useTranslation('app');
  const headingRef = usePage(`pages.${page}.title`);
  const start = useLinkHandler()(paths.start);
  return (
    <Stack space="large">
      <PageHeading ref={headingRef}>{t(`pages.${page}.heading`)}</PageHeading>
      {children}
      <Link href={start.href} onClick={start.onClick} standalone>
        {t('pages.back')}
      </Link>
    </Stack>
  );
}
