// The printed page's frame: what a screen puts in the page margins on paper (./printPages.css).
import { useEffect, useRef } from 'react';
import './printPages.css';

export interface PrintFrame {
  /** Top left of every page, e.g. "Erika Mustermann · Stand: 12.05.2026". */
  header: string;
  /** Top right of every page, e.g. "Entwurf – noch nicht abgeschickt". */
  mark: string;
  /** Bottom right: the page number's text with `{{page}}` and `{{pages}}`, e.g. "Seite {{page}} von {{pages}}". */
  pageNumber: string;
}

/** The custom properties on the root element that the `@page` margin boxes read. */
export const PRINT_PROPERTIES = { header: '--ee-print-header', mark: '--ee-print-mark', pageNumber: '--ee-print-page' } as const;

/** A CSS string: quotes and backslashes escaped, a line break as CSS writes it. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/\r?\n/g, '\\A ')}"`;
}

/** "Seite {{page}} von {{pages}}" as CSS content: `"Seite " counter(page) " von " counter(pages)`. */
export function pageNumberContent(text: string): string {
  return text
    .split(/(\{\{\s*pages?\s*\}\})/)
    .filter(Boolean)
    .map((part) => {
      const counter = /^\{\{\s*(pages?)\s*\}\}$/.exec(part);
      return counter ? `counter(${counter[1]})` : cssString(part);
    })
    .join(' ');
}

function apply(frame: PrintFrame | null) {
  const style = document.documentElement.style;
  if (!frame) {
    clear();
    return;
  }
  style.setProperty(PRINT_PROPERTIES.header, cssString(frame.header));
  style.setProperty(PRINT_PROPERTIES.mark, cssString(frame.mark));
  style.setProperty(PRINT_PROPERTIES.pageNumber, pageNumberContent(frame.pageNumber));
}

function clear() {
  for (const name of Object.values(PRINT_PROPERTIES)) document.documentElement.style.removeProperty(name);
}

/**
 * Puts the screen's frame on every printed page while the screen is shown: `frame()` runs at every
 * render and again just before printing, so the name is the current answer, the date the day of
 * printing and the texts the current language's; null leaves the margins empty. The properties go
 * when the screen goes: another screen prints without them.
 */
export function usePrintFrame(frame: () => PrintFrame | null): void {
  const latest = useRef(frame);
  useEffect(() => {
    latest.current = frame;
    apply(frame());
  });
  useEffect(() => {
    const beforePrint = () => apply(latest.current());
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      clear();
    };
  }, []);
}
