import type { MouseEventHandler, ReactNode } from 'react';
import { useDsTranslation } from '../../i18n/useDsTranslation';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Header.css';

export interface HeaderProps {
  productName: string;
  homeHref: string;
  onHome?: MouseEventHandler<HTMLAnchorElement>;
  helpHref: string;
  contrast: boolean;
  onContrastChange(next: boolean): void;
  locale: 'de' | 'en';
  onLocaleChange(next: 'de' | 'en'): void;
  children?: ReactNode;
}

function Logo() {
  return (
    <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="26" height="26" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M10 11h12M10 16h12M10 21h7" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The site header: product home link, help (new tab), contrast toggle and language switch. Below
 * 375 px (a small phone, or 1280 px at 400 % zoom) it is one row, so the header leaves the first
 * screen to the content: the logo alone and the contrast toggle as its symbol alone; their words stay
 * their accessible names ("Einfach Erklären – Startseite", "Kontrastmodus"). A shortened visible word
 * ("Kontrast" for "Kontrastmodus") would break WCAG 2.5.3 (label in name: whole words).
 */
export function Header({ productName, homeHref, onHome, helpHref, contrast, onContrastChange, locale, onLocaleChange, children }: HeaderProps) {
  const { t } = useDsTranslation();
  const target: 'de' | 'en' = locale === 'de' ? 'en' : 'de';
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a href={homeHref} onClick={onHome} className={styles.home}>
          <Logo />
          <span className={styles.productName}>{productName}</span>
          <VisuallyHidden> – {t('home')}</VisuallyHidden>
        </a>
        <div className={styles.tools}>
          <a href={helpHref} target="_blank" rel="noopener noreferrer" className={styles.tool}>
            {t('help')}
            <VisuallyHidden> {t('newTab')}</VisuallyHidden>
            <span aria-hidden="true">↗</span>
          </a>
          <button type="button" className={`${styles.tool} ${styles.contrastTool}`} aria-pressed={contrast} onClick={() => onContrastChange(!contrast)}>
            <svg className={styles.switchMark} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M10 2a8 8 0 0 1 0 16z" fill="currentColor" />
            </svg>
            <span className={styles.contrastLabel}>{t('contrastMode')}</span>
          </button>
          <button type="button" className={styles.tool} lang={target} onClick={() => onLocaleChange(target)}>
            {t('languageSwitch')}
          </button>
        </div>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </header>
  );
}
