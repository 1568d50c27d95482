import type { MouseEvent, MouseEventHandler, ReactNode } from 'react';
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
  /** The Leichte Sprache pages (BITV 2.0 § 4): a link named "Leichte Sprache" in both languages. */
  easyRead?: { href: string; onClick?: MouseEventHandler<HTMLAnchorElement> };
  /**
   * The switches as a GET form that the server answers, so they act before or without the app's
   * script: the contrast toggle sends `contrast=1|0` (the state it switches to), the language switch
   * `lang=de|en`, each with `return=<returnTo>` (the page to show again). A click that the app handles
   * (`onContrastChange`, `onLocaleChange`) sends nothing.
   */
  switchForm?: { action: string; returnTo: string };
  children?: ReactNode;
}

/** The names of the switch form's fields (`switchForm`). */
export const HEADER_SWITCH_FIELDS = { locale: 'lang', contrast: 'contrast', returnTo: 'return' } as const;

/** An open book: a neutral sign for easy-to-read pages (the Leichte Sprache seal is a trademark). */
function EasyReadMark() {
  return (
    <svg className={styles.switchMark} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 5C8 3.5 5 3 2 3.5v12C5 15 8 15.5 10 17c2-1.5 5-2 8-1.5v-12C15 3 12 3.5 10 5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M10 5v12" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
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
 * The site header: product home link, help (new tab), contrast toggle, language switch and the link
 * to the Leichte Sprache pages. From 375 px to the tablet width it is two rows: home and Leichte
 * Sprache, then the other tools; the two tools with a symbol show it above their words. Below
 * 375 px (a small phone, or 1280 px at 400 % zoom) it is one row, so the header leaves the first
 * screen to the content: the logo alone, and the contrast toggle and Leichte Sprache as their symbols
 * alone; their words stay their accessible names ("Einfach Erklären – Startseite", "Kontrastmodus"). A shortened visible word
 * ("Kontrast" for "Kontrastmodus") would break WCAG 2.5.3 (label in name: whole words).
 */
export function Header({ productName, homeHref, onHome, helpHref, contrast, onContrastChange, locale, onLocaleChange, easyRead, switchForm, children }: HeaderProps) {
  const { t } = useDsTranslation();
  const target: 'de' | 'en' = locale === 'de' ? 'en' : 'de';
  // With a switch form the tools are that form and the switches its submit buttons; the app's click
  // handler switches in place and keeps the form from being sent.
  const Tools = switchForm ? 'form' : 'div';
  const submit = (name: string, value: string) => (switchForm ? ({ type: 'submit', name, value } as const) : ({ type: 'button' } as const));
  const handle = (change: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    change();
  };
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a href={homeHref} onClick={onHome} className={styles.home}>
          <Logo />
          <span className={styles.productName}>{productName}</span>
          <VisuallyHidden> – {t('home')}</VisuallyHidden>
        </a>
        {easyRead ? (
          // The name of the offer, German in both languages; English adds what it is, visually hidden.
          <a href={easyRead.href} onClick={easyRead.onClick} className={`${styles.tool} ${styles.tile} ${styles.easyReadTool}`}>
            <EasyReadMark />
            <span lang="de" className={`${styles.tileLabel} ${styles.contrastLabel}`}>
              {t('easyRead')}
            </span>
            {locale === 'de' ? null : <VisuallyHidden> {t('easyReadExplained')}</VisuallyHidden>}
          </a>
        ) : null}
        {/* The form is only the switches' way to the server: role none, so no one hears "form" on the way to them. */}
        <Tools className={styles.tools} {...(switchForm ? { method: 'get', action: switchForm.action, role: 'none' } : {})}>
          {switchForm ? <input type="hidden" name={HEADER_SWITCH_FIELDS.returnTo} value={switchForm.returnTo} /> : null}
          <a href={helpHref} target="_blank" rel="noopener noreferrer" className={styles.tool}>
            {t('help')}
            <VisuallyHidden> {t('newTab')}</VisuallyHidden>
            <span aria-hidden="true" className={styles.externalMark}>
              ↗
            </span>
          </a>
          <button
            {...submit(HEADER_SWITCH_FIELDS.contrast, contrast ? '0' : '1')}
            className={`${styles.tool} ${styles.tile} ${styles.contrastTool}`}
            aria-pressed={contrast}
            onClick={handle(() => onContrastChange(!contrast))}
          >
            <svg className={styles.switchMark} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M10 2a8 8 0 0 1 0 16z" fill="currentColor" />
            </svg>
            <span className={`${styles.tileLabel} ${styles.contrastLabel}`}>{t('contrastMode')}</span>
          </button>
          <button {...submit(HEADER_SWITCH_FIELDS.locale, target)} className={styles.tool} lang={target} onClick={handle(() => onLocaleChange(target))}>
            {t('languageSwitch')}
          </button>
        </Tools>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </header>
  );
}
