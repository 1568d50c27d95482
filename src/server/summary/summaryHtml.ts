// The summary page's HTML fragment: one section per displayed screen, h2 headings, description
// lists, every user value escaped. The app provides the page's h1 and an edit action per section
// (none for a read-only one).
import {
  cleanDocument,
  defaultExternalEnums,
  displayedScreens,
  findScreen,
  isFieldRelevant,
  isGroupRelevant,
  isReadOnlyScreen,
  questionScreenOf,
  type ExternalEnums,
  type FieldDef,
  type FormDocument,
  type FormModel,
  type GroupDef,
} from '../../domain/forms';
import { toDisplayDate } from '../../domain/dates';
import { readDocument, type DocumentReader } from '../../domain/declaration';
import { formatMoneyDisplay, moneyCents } from '../../domain/money';
import { formatIban } from '../../domain/validators/iban';
import { formatTaxNumber, parseStoredTaxNumber } from '../../domain/validators/taxNumber';
import { textOf, type ModelTexts } from '../models';

export type SummaryLocale = 'de' | 'en';

export interface SummaryOptions {
  locale: SummaryLocale;
  /** The `model` namespace texts of that locale (src/server/models/texts/<locale>.json). */
  texts: ModelTexts;
  externalEnums?: ExternalEnums;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function t(texts: ModelTexts, key: string, params: Record<string, string | number> = {}): string {
  const text = textOf(texts, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Money for display: "1.234,50 €" (with a no-break space) in German, "€1,234.50" in English. */
export function formatAmount(value: unknown, locale: SummaryLocale): string | undefined {
  const cents = moneyCents(value);
  return cents === null ? undefined : formatCents(cents, locale);
}

/** An amount in cents for display, as `formatAmount` and the app's estimate panel write it. */
export function formatCents(cents: number, locale: SummaryLocale): string {
  const number = formatMoneyDisplay(cents, locale);
  if (locale === 'de') return `${number}\u00a0€`;
  return cents < 0 ? `-€${number.slice(1)}` : `€${number}`;
}

function optionLabel(model: FormModel, field: FieldDef, value: string, options: SummaryOptions): string {
  const ref = field.enumeration;
  if (!ref) return value;
  const internal = model.enumerations.internal.find((e) => e.id === ref.id);
  if (internal) {
    const option = internal.options.find((o) => o.value === value);
    if (!option) return value;
    return option.labelKey ? t(options.texts, option.labelKey) : (option.label ?? value);
  }
  const external = (options.externalEnums ?? defaultExternalEnums)[ref.id] ?? [];
  return external.find((o) => o.value === value)?.label ?? value;
}

/** A field's value as plain text in the locale (escaped later), or undefined when there is nothing to show. */
export function displayValue(model: FormModel, field: FieldDef, value: unknown, options: SummaryOptions): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  switch (field.type) {
    case 'money':
      return formatAmount(value, options.locale) ?? String(value);
    case 'date':
      return toDisplayDate(String(value)) ?? String(value);
    case 'boolean':
      return value === 'yes' ? t(options.texts, 'common.yes') : value === 'no' ? t(options.texts, 'common.no') : String(value);
    case 'IBAN':
      return formatIban(String(value));
    case 'Steuernummer': {
      const parsed = parseStoredTaxNumber(String(value));
      return parsed ? formatTaxNumber(parsed.state, parsed.digits) : String(value);
    }
    case 'Bundesfinanzamtsnummer':
    case 'enumeration':
      if (Array.isArray(value)) return value.length ? value.map((v) => optionLabel(model, field, String(v), options)).join(', ') : undefined;
      return optionLabel(model, field, String(value), options);
    default:
      return Array.isArray(value) ? value.map(String).join(', ') : String(value);
  }
}

function rows(model: FormModel, group: GroupDef, doc: FormDocument, reader: DocumentReader, itemPath: string | undefined, options: SummaryOptions): string {
  return group.fields
    .map((field) => {
      const path = itemPath ? `${itemPath}.${field.path}` : field.path;
      if (!isFieldRelevant(model, path, doc)) return '';
      const shown = displayValue(model, field, reader.value(path), options);
      if (shown === undefined) return '';
      return `<div><dt>${escapeHtml(t(options.texts, field.labelKey))}</dt><dd>${escapeHtml(shown)}</dd></div>`;
    })
    .join('');
}

function renderGroup(model: FormModel, group: GroupDef, doc: FormDocument, reader: DocumentReader, options: SummaryOptions): string {
  if (!isGroupRelevant(model, group, doc)) return '';
  if (group.child_path) {
    const items = reader.list(group.child_path);
    if (items.length === 0) return '';
    const entries = items
      .map((_, i) => {
        const body = rows(model, group, doc, reader, `${group.child_path}.${i}`, options);
        if (!body) return '';
        const title = group.itemLabelKey ? t(options.texts, group.itemLabelKey, { number: i + 1 }) : String(i + 1);
        return `<li><h3>${escapeHtml(title)}</h3><dl>${body}</dl></li>`;
      })
      .join('');
    return entries ? `<ol>${entries}</ol>` : '';
  }
  const body = rows(model, group, doc, reader, undefined, options);
  if (!body) return '';
  const legend = group.legendKey ? `<h3>${escapeHtml(t(options.texts, group.legendKey))}</h3>` : '';
  return `${legend}<dl>${body}</dl>`;
}

/**
 * The summary fragment: `<section data-screen="…" aria-labelledby="…">` per topic that has something
 * to show, with an `h2` (and `data-read-only="true"` when every field is read-only); groups with a
 * legend get an `h3`; repeatable items form an ordered list, each item with an `h3`. A topic is a
 * displayed screen, together with its details screen when it is a question ("Krankheitskosten" and the
 * list of costs, `questionScreenOf`): one section under the question's title and screen name, so the
 * summary offers one change for it, not two that sound alike.
 */
export function renderSummaryHtml(model: FormModel, rawDoc: FormDocument, options: SummaryOptions): string {
  const doc = cleanDocument(model, rawDoc);
  const reader = readDocument(doc);
  const topics: { screen: string; content: string }[] = [];
  for (const name of displayedScreens(model, doc)) {
    const screen = findScreen(model, name)!;
    const content = screen.groups.map((g) => renderGroup(model, g, doc, reader, options)).join('');
    const question = questionScreenOf(model, name);
    const topic = topics.at(-1);
    if (question && topic?.screen === question) topic.content += content;
    else topics.push({ screen: name, content });
  }
  return topics
    .map(({ screen: name, content }) => {
      if (!content) return '';
      const screen = findScreen(model, name)!;
      const id = `summary-${screen.name}`;
      // A screen of data the tax office already has is marked: the summary offers no change for it.
      const readOnly = isReadOnlyScreen(model, screen.name) ? ' data-read-only="true"' : '';
      return `<section class="summary-section" data-screen="${escapeHtml(screen.name)}"${readOnly} aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(t(options.texts, screen.titleKey))}</h2>${content}</section>`;
    })
    .join('');
}

/** The form title, e.g. "Einkommensteuererklärung 2025". */
export function formTitle(model: FormModel, locale: SummaryLocale, texts?: ModelTexts): string {
  const text = texts ? textOf(texts, model.titleKey) : undefined;
  if (text) return text;
  return locale === 'de' ? `Einkommensteuererklärung ${model.year}` : `Income tax return ${model.year}`;
}
