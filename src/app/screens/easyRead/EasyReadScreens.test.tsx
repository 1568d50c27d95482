// The Leichte Sprache pages: German in every locale, headings in order, one sentence per line, the
// way through the four pages, the way back to the tax return, and the links of the header, the start
// page and the wizard's help.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createStore } from 'jotai';
import { Route } from 'wouter';
import axe from 'axe-core';
import { AppProviders } from '../../AppProviders';
import { createI18n } from '../../i18n';
import { easyReadPages, easyReadTopics } from '../../easyRead/content';
import { easyReadTopicIds, easyReadTopicsForHelp } from '../../easyRead/topics';
import { hasPictogram } from '../../easyRead/Pictogram';
import { taxReturnPlace } from '../../easyRead/taxReturnPlace';
import { localeAtom } from '../../state/locale';
import { sessionStatusAtom, type SessionStatus } from '../../state/session';
import { wizardActivityAtom, wizardAtom, emptyWizardActivity } from '../../state/wizard';
import { forgetSignedInAppUrl, recordAppUrl } from '../../routing/navigation';
import { easyReadPagePath, easyReadTopicPath, href, paths, wizardScreenPath } from '../../routing/paths';
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
      expect(hasPictogram(doc.icon), `${doc.id}: ${doc.icon}`).toBe(true);
      for (const section of doc.sections) {
        if (!section.picture) continue;
        expect(hasPictogram(section.picture.name), `${doc.id}: ${section.picture.name}`).toBe(true);
        expect(section.picture.alt.trim()).not.toBe('');
      }
    }
  });

  it('give each entry of the overview a picture of its own', () => {
    const icons = [...easyReadPages, ...easyReadTopics].map((doc) => doc.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('say what a limit limits: the tax reduction, not the costs', () => {
    const capped = easyReadTopics.flatMap((doc) => doc.sections.flatMap((section) => section.lines.filter((line) => /höchstens [\d.]+ Euro/.test(line))));
    expect(capped).toEqual(['Sie zahlen im Jahr höchstens 4.000 Euro weniger Steuern.', 'Sie zahlen im Jahr höchstens 1.200 Euro weniger Steuern.']);
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

describe('the way back to the tax return', () => {
  const place = (status: SessionStatus, last: string | null, screen: string | null) => taxReturnPlace(status, last, screen);

  it('leads a person logged in back to the page they came from, else to their wizard screen, else to the year', () => {
    expect(place('authenticated', '/tax/wizard?screen=donations', 'bank')).toEqual({ to: '/tax/wizard?screen=donations', loggedIn: true });
    expect(place('authenticated', '/tax/summary', null)).toEqual({ to: paths.summary, loggedIn: true });
    expect(place('authenticated', null, 'bank')).toEqual({ to: wizardScreenPath('bank'), loggedIn: true });
    expect(place('authenticated', null, null)).toEqual({ to: paths.year, loggedIn: true });
    // The login just ended (its dialog shows over the page), or the tax return is open in another window: the same place.
    expect(place('expired', '/tax/wizard?screen=medical', null).to).toBe('/tax/wizard?screen=medical');
    expect(place('elsewhere', null, null).to).toBe(paths.year);
  });

  it('leads a person not logged in to the login', () => {
    expect(place('anonymous', '/tax/wizard?screen=donations', 'bank')).toEqual({ to: paths.login, loggedIn: false });
    expect(place('unknown', null, null)).toEqual({ to: paths.login, loggedIn: false });
  });
});

describe.each(['de', 'en'] as const)('Leichte Sprache screens (%s)', (locale) => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    forgetSignedInAppUrl();
  });
  const back = { de: 'Zurück zu meiner Steuererklärung', en: 'Back to my tax return' }[locale];

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
    // Each entry: its picture first, decorative (the link's words name the page), then the link.
    const entries = container.querySelectorAll('main li, li');
    expect(entries).toHaveLength(easyReadPages.length + easyReadTopics.length);
    [...easyReadPages, ...easyReadTopics].forEach((doc, index) => {
      const picture = entries[index].firstElementChild;
      expect(picture?.tagName.toLowerCase()).toBe('svg');
      expect(picture).toHaveAttribute('aria-hidden', 'true');
      expect(within(entries[index] as HTMLElement).getByRole('link').textContent).toContain(doc.title);
    });
    expect(within(pages as HTMLElement).queryAllByRole('img')).toEqual([]);
    // Not logged in: no way back to a tax return on the overview.
    expect(screen.queryByRole('link', { name: back })).toBeNull();
  });

  it('the overview and the four pages lead a person logged in back to their tax return', async () => {
    const store = createStore();
    store.set(localeAtom, locale);
    store.set(sessionStatusAtom, 'authenticated');
    recordAppUrl('/tax/wizard?screen=household');
    recordAppUrl(paths.easyRead);
    renderApp(<EasyReadOverviewScreen />, { path: paths.easyRead, locale, store });
    expect(await screen.findByRole('link', { name: back })).toHaveAttribute('href', href('/tax/wizard?screen=household'));
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
    // The way on: the previous page first, then the next one (reading and Tab order), then the overview.
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    const expected = [easyReadPages[index - 1], easyReadPages[index + 1]].filter(Boolean).map((other) => href(easyReadPagePath(other!.id)));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...expected, href(paths.easyRead)]);
    const labels = links.map((link) => link.textContent ?? '');
    const previousLabel = { de: 'Vorherige Seite:', en: 'Previous page:' }[locale];
    const nextLabel = { de: 'Nächste Seite:', en: 'Next page:' }[locale];
    if (index > 0 && index < easyReadPages.length - 1) {
      expect(labels[0]).toMatch(new RegExp(`^${previousLabel}`));
      expect(labels[1]).toMatch(new RegExp(`^${nextLabel}`));
    }
    // Not logged in: the four pages are for everyone, without a way to a tax return.
    expect(screen.queryByRole('link', { name: back })).toBeNull();
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

  it('a topic page shows its sections, the overview and, not logged in, the way to the login', async () => {
    const topic = easyReadTopics[2];
    const { container } = render(locale, easyReadTopicPath(topic.id), paths.easyReadTopic, <EasyReadTopicScreen />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(topic.title);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(topic.sections.map((section) => section.heading));
    expect(within(screen.getByRole('navigation')).getByRole('link')).toHaveAttribute('href', href(paths.easyRead));
    const link = screen.getByRole('link', { name: back });
    expect(link).toHaveAttribute('href', href(paths.login));
    // The way back comes last, after the Leichte Sprache navigation; no instruction to close a browser tab.
    expect(container.querySelectorAll('a[href]')[container.querySelectorAll('a[href]').length - 1]).toBe(link);
    expect(container.textContent).not.toMatch(/Kreuz neben|Namen der Seite/);
  });

  it('a topic page leads a person logged in back to the wizard screen they came from, with their answers as they were', async () => {
    const topic = easyReadTopics.find((doc) => doc.id === 'spenden')!;
    const store = createStore();
    store.set(localeAtom, locale);
    store.set(sessionStatusAtom, 'authenticated');
    const answers = { donations: [{ amount: '50.00', recipient: 'Rotes Kreuz' }] };
    store.set(wizardAtom, { formModelName: 'ESt2025', document: answers, loaded: true });
    store.set(wizardActivityAtom, { ...emptyWizardActivity, current: 'donations', visited: ['donations'] });
    // The wizard screen the person was on, then the Leichte Sprache pages (the header's link).
    recordAppUrl('/tax/wizard?screen=donations');
    recordAppUrl(paths.easyRead);
    const { location } = renderApp(
      <Route path={paths.easyReadTopic}>
        <EasyReadTopicScreen />
      </Route>,
      { path: easyReadTopicPath(topic.id), locale, store },
    );
    const link = await screen.findByRole('link', { name: back });
    expect(link).toHaveAttribute('href', href('/tax/wizard?screen=donations'));
    fireEvent.click(link);
    // In the app (no page load): the wizard opens on that screen, and the answers typed there are untouched.
    expect(location.history?.at(-1)).toBe('/tax/wizard?screen=donations');
    expect(store.get(wizardAtom)).toEqual({ formModelName: 'ESt2025', document: answers, loaded: true });
  });

  it('a topic page reloaded (nothing recorded in this tab) leads back to the wizard screen the tab holds', async () => {
    const store = createStore();
    store.set(localeAtom, locale);
    store.set(sessionStatusAtom, 'authenticated');
    store.set(wizardAtom, { formModelName: 'ESt2025', document: {}, loaded: true });
    store.set(wizardActivityAtom, { ...emptyWizardActivity, current: 'medical', visited: ['medical'] });
    renderApp(
      <Route path={paths.easyReadTopic}>
        <EasyReadTopicScreen />
      </Route>,
      { path: easyReadTopicPath('krankheitskosten'), locale, store },
    );
    expect(await screen.findByRole('link', { name: back })).toHaveAttribute('href', href(wizardScreenPath('medical')));
  });

  it("the server's markup of a topic page is the same for every tab (the way to the login), so hydration matches", () => {
    const store = createStore();
    store.set(localeAtom, locale);
    store.set(sessionStatusAtom, 'authenticated');
    recordAppUrl('/tax/wizard?screen=donations');
    const path = easyReadTopicPath('spenden');
    const html = renderToString(
      <AppProviders store={store} i18n={createI18n(locale)} ssrPath={path}>
        <Route path={paths.easyReadTopic}>
          <EasyReadTopicScreen />
        </Route>
      </AppProviders>,
    );
    expect(html).toContain(back);
    expect(html).toContain(`href="${href(paths.login)}"`);
    expect(html).not.toContain('screen=donations');
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

  it('has no axe violations on the overview with its pictures and on a topic with its way back', async () => {
    const overview = render(locale, paths.easyRead, paths.easyRead, <EasyReadOverviewScreen />);
    await screen.findByRole('heading', { level: 1 });
    // jsdom has no layout: colour contrast is checked on the stories (OverviewLoggedIn, TopicLoggedIn) in both themes.
    expect((await axe.run(overview.container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    overview.unmount();
    const topic = render(locale, easyReadTopicPath('haushaltshilfe'), paths.easyReadTopic, <EasyReadTopicScreen />);
    await screen.findByRole('link', { name: back });
    // Again no layout in jsdom: the topic's contrast is checked on its story (TopicLoggedIn).
    expect((await axe.run(topic.container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
