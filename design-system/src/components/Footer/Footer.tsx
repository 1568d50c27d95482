import type { MouseEventHandler } from 'react';
import { useDsTranslation } from '../../i18n/useDsTranslation';
import { Link } from '../Link';
import * as styles from './Footer.css';

export interface FooterLink {
  href: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export interface FooterProps {
  links: { dataProtection: FooterLink; imprint: FooterLink; accessibility: FooterLink; portal: FooterLink };
}

const order = ['dataProtection', 'imprint', 'accessibility', 'portal'] as const;

/** Legal links; the tax portal opens in a new tab. */
export function Footer({ links }: FooterProps) {
  const { t } = useDsTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footerLabel')}>
          <ul className={styles.list}>
            {order.map((name) => (
              <li key={name} className={styles.item}>
                <Link href={links[name].href} onClick={links[name].onClick} external={name === 'portal'}>
                  {t(`footer.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
