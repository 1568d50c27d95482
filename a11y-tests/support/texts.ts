// The exact strings the user meets, read from the app's own i18n files (never hard-coded in tests).
import appDe from '../../src/app/i18n/de/app.json' with { type: 'json' };
import appEn from '../../src/app/i18n/en/app.json' with { type: 'json' };
import wizardDe from '../../src/app/i18n/de/wizard.json' with { type: 'json' };
import wizardEn from '../../src/app/i18n/en/wizard.json' with { type: 'json' };
import estimateDe from '../../src/app/i18n/de/estimate.json' with { type: 'json' };
import estimateEn from '../../src/app/i18n/en/estimate.json' with { type: 'json' };
import easyReadDe from '../../src/app/i18n/de/easyRead.json' with { type: 'json' };
import easyReadEn from '../../src/app/i18n/en/easyRead.json' with { type: 'json' };
import dsDe from '../../design-system/src/i18n/de.json' with { type: 'json' };
import dsEn from '../../design-system/src/i18n/en.json' with { type: 'json' };
import validationDe from '../../src/domain/i18n/de.json' with { type: 'json' };
import validationEn from '../../src/domain/i18n/en.json' with { type: 'json' };
import modelDe from '../../src/server/models/texts/de.json' with { type: 'json' };
import modelEn from '../../src/server/models/texts/en.json' with { type: 'json' };
import { errorMessage, renderMessage } from '../../src/domain/forms/errorMessages';
import type { FormModel } from '../../src/domain/forms/types';

export type Locale = 'de' | 'en';
export type Theme = 'light' | 'contrast';

type Json = { [key: string]: unknown };

const namespaces = {
  de: { app: appDe, wizard: wizardDe, estimate: estimateDe, easyRead: easyReadDe, ds: dsDe, forms: (dsDe as Json).forms as Json, validation: validationDe, model: modelDe },
  en: { app: appEn, wizard: wizardEn, estimate: estimateEn, easyRead: easyReadEn, ds: dsEn, forms: (dsEn as Json).forms as Json, validation: validationEn, model: modelEn },
} as Record<Locale, Record<string, Json>>;

/**
 * `text('en', 'app:login.heading')` or `text('de', 'ds:skipLink')`; interpolates `{{name}}`.
 * Throws on a missing key, so a renamed key fails loudly instead of matching nothing.
 */
export function text(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? key.split(':', 2) : ['app', key];
  let node: unknown = namespaces[locale][ns];
  for (const part of path.split('.')) node = (node as Json | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text for ${locale} ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** A text-bound helper for one locale: `const t = texts('en'); t('login.heading')`. */
export const texts = (locale: Locale) => (key: string, values?: Record<string, string | number>) => text(locale, key, values);

/** Whether a key exists (for screens still being written). */
export function hasText(locale: Locale, key: string): boolean {
  try {
    text(locale, key);
    return true;
  } catch {
    return false;
  }
}

/** `document.title` of a screen, as `usePage` builds it: `errors` is their number (true: one). */
export const pageTitle = (locale: Locale, titleKey: string, errors: boolean | number = false) => {
  const count = typeof errors === 'number' ? errors : errors ? 1 : 0;
  const prefix = count === 0 ? '' : count === 1 ? text(locale, 'title.errorPrefix') : text(locale, 'title.errorsPrefix', { count });
  return prefix + text(locale, 'title.pattern', { screen: text(locale, titleKey) });
};

/** The start of a title while the form shows errors, one ("Fehler: ") or several ("3 Fehler: "). */
export const errorTitlePattern = (locale: Locale) => {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const several = escape(text(locale, 'title.errorsPrefix', { count: '#' })).replace('#', '\\d+');
  return new RegExp(`^(${escape(text(locale, 'title.errorPrefix'))}|${several})`);
};

/**
 * A field error as the wizard words it (src/domain/forms/errorMessages.ts): `path` is the concrete
 * path (`donations.items.0.amount`); by default the message for nothing given.
 */
export const fieldError = (locale: Locale, model: FormModel, path: string, messageKey = 'validation.required', ns: 'validation' | 'model' = 'validation') =>
  renderMessage(errorMessage(model, { path, messageKey, ns }), (namespace, key, values) =>
    text(locale, namespace === 'validation' ? `validation:${key.replace(/^validation\./, '')}` : `model:${key}`, values),
  );

/** Validation messages are `validation.*` keys resolved in the validation namespace. */
export const validation = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  text(locale, `validation:${key.replace(/^validation\./, '')}`, values);

/** A form control's accessible name: the label plus " (required)" as the design system's Field says it. */
export const fieldName = (locale: Locale, labelKey: string, required = true) =>
  text(locale, labelKey) + (required ? ` (${text(locale, 'forms:required')})` : '');
