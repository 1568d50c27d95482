import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@einfach/design-system';
import * as styles from './EasyRead.css';

/** The Steuerportal's own pages in Leichte Sprache. */
export const ELSTER_EASY_READ_URL = 'https://www.elster.de/eportal/infoseite/leichte_sprache';
/** The arbitration board of the accessibility statement (its enforcement section). */
export const ARBITRATION_EMAIL = 'info@schlichtungsstelle-bgg.de';

/** One sentence of Leichte Sprache on a line of its own; `{email}`, `{arbitrationEmail}`, `{elster}` become links. */
export function EasyReadLine({ text }: { text: string }) {
  const { t } = useTranslation('app');
  const email = t('pages.accessibility.feedbackEmail');
  const links: Record<string, ReactNode> = {
    email: <Link href={`mailto:${email}`}>{email}</Link>,
    arbitrationEmail: <Link href={`mailto:${ARBITRATION_EMAIL}`}>{ARBITRATION_EMAIL}</Link>,
    elster: (
      <Link href={ELSTER_EASY_READ_URL} external>
        {ELSTER_EASY_READ_URL.replace(/^https:\/\//, '')}
      </Link>
    ),
  };
  const parts = text.split(/\{(\w+)\}/);
  return (
    <p className={styles.line}>
      {parts.map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{links[part] ?? part}</Fragment> : part))}
    </p>
  );
}
