// The Leichte Sprache pages: German in every locale, headings in order, one sentence per line, the
// way through the four pages, and the links of the header, the start page and the wizard's help.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route } from 'wouter';
import axe from 'axe-core';
import { easyReadPages, easyReadTopics } from '../../easyRead/content';
import { easyReadTopicIds, easyReadTopicsForHelp } from '../../easyRead/topics';
import { hasPictogram } from '../../easyRead/Pictogram';
import { localeAtom } from '../../state/locale';
import { easyReadPagePath, easyReadTopicPath, href, paths } from '../../routing/paths';
import { renderApp } from '../../test/renderApp';
import { EasyReadOverviewScreen, EasyReadPageScreen, EasyReadTopicScreen } from './EasyReadScreens';

type Locale = 'de' | 'en';

function render(locale: Locale, path: string, pattern: string, screenElement: React.ReactElement) {
  const store = createStore();
  store.set(localeAtom, locale);
  return renderApp(<Route path={pattern}>{screenElement}</Route>, { path, locale, store });
}

describe('the Leichte Sprache texts', () => {
  it('are the four pages in order and one explanation per topic', () => {
    expect(easyReadPages.map((page) => page.id)).toEqual(['angebot', 'so-geht-es', 'barrierefreiheit', 'mehr-hilfe']);
    expect(easyReadTopics.map((topic) => topic.id)).toEqual([...easyReadTopicIds]);
  });

  it('have a pictogram for every picture, with alternative text', () => {
    for (const doc of [...easyReadPages, ...easyReadTopics]) {
      for (const section of doc.sections) {
        if (!section.picture) continue;
        expect(hasPictogram(section.picture.name), `${doc.id}: ${section.picture.name}`).toBe(true);
        expect(section.picture.alt.trim()).not.toBe('');
      }
    }
  });

  it('say plainly that there are no sign-language videos and how to get help', () => {
    const lastPage = easyReadPages[3].sections.map((section) => section.lines.join(' ')).join(' ');
    expect(lastPage).toMatch(/keine Filme in Deutscher Gebärden-Sprache/);
    expect(lastPage).toContain('{email}');
    expect(lastPage).toMatch(/Finanzamt an/);
  });

  it('link each topic screen of the wizard to its topic', () => {
    expect(easyReadTopicsForHelp('knownData2025', 'overview')).toEqual(['rente', 'krankenversicherung']);
    expect(easyReadTopicsForHelp('knownData2024', 'pension')).toEqual(['rente']);
    expect(easyReadTopicsForHelp('knownData', 'insurance')).toEqual(['krankenversicherung']);
    expect(easyReadTopicsForHelp('donations', 'has')).toEqual(['spenden']);
    expect(easyReadTopicsForHelp('medical', 'reimbursed')).toEqual(['krankheitskosten']);
    expect(easyReadTopicsForHelp('disability', 'markers')).toEqual(['behinderung']);
    expect(easyReadTopicsForHelp('household', 'kind')).toEqual(['haushaltshilfe']);
    expect(easyReadTopicsForHelp('craftsman', 'labourCost')).toEqual(['handwerker']);
    expect(easyReadTopicsForHelp('bank', 'iban')).toEqual([]);
  });
});

describe.each(['de', 'en'] as const)('Leichte Sprache screens (%s)', (locale) => {
  afterEach(() => localStorage.clear());

  it('the overview lists the four pages in reading order, then the topics', async () => {
    const { container } = render(locale, paths.easyRead, paths.easyRead, <EasyReadOverviewScreen />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Leichte Sprache');
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'de');
    const [pages, topics] = container.querySelectorAll('main ol, ol, ul');
    expect(within(pages as HTMLElement).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      easyReadPages.map((page) => href(easyReadPagePath(page.id))),
    );
    expect(within(topics as HTMLElement).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      easyReadTopics.map((topic) => href(easyReadTopicPath(topic.id))),
    );
    for (const title of container.querySelectorAll('li a span[lang]')) expect(title).toHaveAttribute('lang', 'de');
  });

  it.each(easyReadPages.map((page, index) => [page.id, index] as const))('page %s: h1, one h2 per section, one paragraph per sentence, in German', async (id, index) => {
    const page = easyReadPages[index];
    const { container } = render(locale, easyReadPagePath(id), paths.easyReadPage, <EasyReadPageScreen />);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(page.title);
    expect(h1.closest('[lang]')).toHaveAttribute('lang', 'de');
    const h2s = screen.getAllByRole('heading', { level: 2 });
    expect(h2s.map((h) => h.textContent)).toEqual(page.sections.map((section) => section.heading));
    for (const h2 of h2s) expect(h2.closest('[lang]')).toHaveAttribute('lang', 'de');
    const sections = container.querySelectorAll('section');
    page.sections.forEach((section, k) => {
      const lines = [...sections[k].querySelectorAll('p')].map((p) => p.textContent);
      expect(lines).toHaveLength(section.lines.length);
      if (section.picture) expect(within(sections[k] as HTMLElement).getByRole('img', { name: section.picture.alt })).toBeInTheDocument();
    });
    // The way on: next page first, then the previous one, then the overview.
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    const expected = [easyReadPages[index + 1], easyReadPages[index - 1]].filter(Boolean).map((next) => href(easyReadPagePath(next!.id)));
    expect(links).toEqual([...expected, href(paths.easyRead)]);
    // The English introduction only in English, outside the German text.
    const intro = screen.queryByText(/This page is in Leichte Sprache/);
    if (locale === 'en') expect(intro?.closest('[lang="de"]')).toBeNull();
    else expect(intro).toBeNull();
  });

  it('the statement page links the e-mail address and the Steuerportal in Leichter Sprache', async () => {
    render(locale, easyReadPagePath('mehr-hilfe'), paths.easyReadPage, <EasyReadPageScreen />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('link', { name: 'barrierefreiheit@einfach-erklaeren.example' })[0]).toHaveAttribute('href', 'mailto:barrierefreiheit@einfach-erklaeren.example');
    expect(screen.getByRole('link', { name: /www\.elster\.de\/eportal\/infoseite\/leichte_sprache/ })).toHaveAttribute('target', '_blank');
  });

  it('a topic page shows its sections and how to get back to the tax return', async () => {
    const topic = easyReadTopics[2];
    render(locale, easyReadTopicPath(topic.id), paths.easyReadTopic, <EasyReadTopicScreen />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(topic.title);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(topic.sections.map((section) => section.heading));
    expect(within(screen.getByRole('navigation')).getByRole('link')).toHaveAttribute('href', href(paths.easyRead));
  });

  it('an unknown page goes to the overview', async () => {
    const { location } = render(locale, easyReadPagePath('gibt-es-nicht'), paths.easyReadPage, <EasyReadPageScreen />);
    await screen.findByText((_, element) => element === document.body);
    expect(location.history?.at(-1)).toBe(paths.easyRead);
  });

  it('has no axe violations', async () => {
    const { container } = render(locale, easyReadPagePath('so-geht-es'), paths.easyReadPage, <EasyReadPageScreen />);
    await screen.findByRole('heading', { level: 1 });
    // jsdom has no layout, so colour contrast is checked in the Storybook/Playwright run instead.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
