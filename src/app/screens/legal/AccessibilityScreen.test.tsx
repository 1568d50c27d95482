// The statement page and docs/accessibility-statement.md say the same: sections, known limitations, date.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import axe from 'axe-core';
import statement from '../../../../docs/accessibility-statement.md?raw';
import de from '../../i18n/de/app.json';
import en from '../../i18n/en/app.json';
import { localeAtom } from '../../state/locale';
import { renderApp } from '../../test/renderApp';
import { AccessibilityScreen } from './AccessibilityScreen';
import facts from './statementFacts.json';

type Locale = 'de' | 'en';
const texts: Record<Locale, Record<string, unknown>> = { de: de.pages.accessibility, en: en.pages.accessibility };
const text = (locale: Locale, key: string) => String(texts[locale][key]);
const entries = (locale: Locale, key: string) => Object.values(texts[locale][key] as Record<string, string>);

/** The statement's sections in the order of the EU model statement and BITV 2.0. */
const sections = ['status', 'testing', 'limits', 'feedback', 'enforcement', 'date'] as const;

/** The document's `## ` sections: heading → body. */
function docSections(markdown: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const part of markdown.split(/^## /m).slice(1)) {
    const [heading, ...body] = part.split('\n');
    result.set(heading.trim(), body.join('\n'));
  }
  return result;
}

/** Top-level bullets of a markdown body, continuation lines joined. */
function bullets(body: string): string[] {
  const items: string[] = [];
  for (const line of body.split('\n')) {
    if (line.startsWith('- ')) items.push(line.slice(2).trim());
    else if (/^\s+\S/.test(line) && items.length > 0) items[items.length - 1] += ` ${line.trim()}`;
  }
  return items;
}

const months: Record<Locale, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
};

/** Every date written out in `locale` ("24 November 2026", "24. November 2026"), as ISO dates. */
function datesIn(value: string, locale: Locale): string[] {
  const pattern = new RegExp(`(\\d{1,2})${locale === 'de' ? '\\.' : ''} (${months[locale].join('|')}) (\\d{4})`, 'g');
  return [...value.matchAll(pattern)].map(([, day, month, year]) => {
    const number = months[locale].indexOf(month) + 1;
    return `${year}-${String(number).padStart(2, '0')}-${day.padStart(2, '0')}`;
  });
}

const doc = docSections(statement);
const docSection = (key: string) => doc.get(text('en', `${key}Heading`)) ?? '';

describe('docs/accessibility-statement.md and the statement page', () => {
  it('have the same sections in the same order (the document uses the English headings)', () => {
    expect([...doc.keys()]).toEqual(sections.map((key) => text('en', `${key}Heading`)));
  });

  it('list the same known limitations, in the same order', () => {
    const limits = { de: entries('de', 'limits'), en: entries('en', 'limits') };
    const documented = bullets(docSection('limits'));
    expect(limits.en.length).toBeGreaterThan(0);
    expect(limits.de).toHaveLength(limits.en.length);
    expect(documented).toHaveLength(limits.en.length);
    // A document entry may explain more after the page's sentence, never say something else.
    documented.forEach((entry, index) => expect(entry.startsWith(limits.en[index]), entry).toBe(true));
  });

  it('name the same test methods', () => {
    const methods = entries('en', 'testingMethods');
    expect(entries('de', 'testingMethods')).toHaveLength(methods.length);
    expect(bullets(docSection('testing'))).toHaveLength(methods.length);
  });

  it('carry the same date', () => {
    const dates = datesIn(docSection('date'), 'en');
    expect(dates.length).toBeGreaterThan(0);
    expect(datesIn(text('en', 'date'), 'en')).toEqual(dates);
    expect(datesIn(text('de', 'date'), 'de')).toEqual(dates);
    expect(docSection('date').trim()).toBe(text('en', 'date'));
  });

  it('give the same contact for feedback', () => {
    expect(docSection('feedback')).toContain(text('en', 'feedbackEmail'));
    expect(text('de', 'feedbackEmail')).toBe(text('en', 'feedbackEmail'));
  });
});

describe.each(['de', 'en'] as const)('AccessibilityScreen (%s)', (locale) => {
  afterEach(() => localStorage.clear());

  const render = () => {
    const store = createStore();
    store.set(localeAtom, locale);
    return renderApp(<AccessibilityScreen />, { path: '/accessibility', locale, store });
  };

  it('shows one h1, then one h2 per section of the statement', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([text(locale, 'heading')]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(sections.map((key) => text(locale, `${key}Heading`)));
  });

  it('lists every known limitation and every test method, and links the feedback address', () => {
    const { container } = render();
    const section = (key: string) => [...container.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === text(locale, `${key}Heading`))!;
    const items = (key: string) => within(section(key)).getAllByRole('listitem').map((li) => li.textContent);
    expect(items('limits')).toEqual(entries(locale, 'limits'));
    const [methods, open] = [...section('testing').querySelectorAll('ul')];
    expect(within(methods).getAllByRole('listitem').map((li) => li.textContent)).toEqual(entries(locale, 'testingMethods'));
    // The criteria no person has judged yet, from statementFacts.json (scripts/statementFacts.test.ts keeps it current).
    expect(within(open).getAllByRole('listitem').map((li) => li.textContent)).toEqual(facts.openForPerson.map((c) => `${c.num} ${c[locale]}`));
    expect(within(section('testing')).getByRole('heading', { level: 3, name: text(locale, 'criteriaHeading') })).toBeInTheDocument();
    expect(section('testing').textContent).toContain(String(facts.openForPerson.length));
    expect(within(section('feedback')).getByRole('link', { name: text(locale, 'feedbackEmail') })).toHaveAttribute('href', `mailto:${text(locale, 'feedbackEmail')}`);
    expect(within(section('date')).getByText(text(locale, 'date'))).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render();
    // jsdom has no layout, so colour contrast is checked in the Storybook/Playwright run instead.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
