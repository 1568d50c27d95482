import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import WizardScreen from '../screens/declaration/WizardScreen';
import * as styles from './wizard.css';
import { Wizard } from './Wizard';
import { configureApi, resetApi } from '../api/client';
import { GlobalErrors } from '../layout/GlobalErrors';
import { emptyWizardData, resumeWizardInstanceAtom, wizardAtom, wizardActivityAtom, wizardValidationAtom } from '../state/wizard';
import { errorsAtom } from '../state/errors';
import { summaryAtom } from '../state/declaration';
import type { Locale } from '../state/locale';
import { declarationStore, DeclarationHarness, filledDocument, jointDocument, model2025, modelTexts, prefilled, type Preset } from './testing/harness';
import { defaultExternalEnums, documentToFormFields, type ExternalEnums, type FormDocument, type FormModel } from '../../domain/forms';

const answers: Record<string, (url: string, init?: RequestInit) => unknown> = {};

function fakeFetch(url: string | URL | Request, init?: RequestInit) {
  const path = String(url);
  const match = Object.keys(answers).find((key) => path.includes(key));
  const body = match ? answers[match](path, init) : { detailMessage: 'not here' };
  return Promise.resolve(new Response(JSON.stringify(body), { status: match ? 200 : 404, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  for (const key of Object.keys(answers)) delete answers[key];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  configureApi({ fetch: fakeFetch as typeof fetch });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApi();
});

/** A window `px` wide for media queries with min-width (the step menu shows from 1024 px). */
function atWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return { matches: min ? px >= Number(min[1]) : false, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

function renderWizard(screenName: string, preset: Preset & { locale?: Locale; prefill?: FormDocument } = {}) {
  const store = declarationStore(preset);
  // The server's prefill (known data, a saved draft) instead of the answers kept in this tab.
  if (preset.prefill) {
    store.set(wizardAtom, emptyWizardData);
    const formFields = documentToFormFields(preset.prefill);
    answers['/userData/'] = () => ({ formFields });
  }
  const location = memoryLocation({ path: `/tax/wizard?screen=${screenName}`, record: true });
  const utils = render(
    <DeclarationHarness store={store} path="" location={location} locale={preset.locale}>
      {/* The layout's message boxes (docs/product-spec.md §8). */}
      <GlobalErrors />
      <WizardScreen />
    </DeclarationHarness>,
  );
  return { ...utils, store, location };
}

/** GET /api/externalEnumerations as the server answers it, from lists in the app's shape. */
const enumerationsAnswer = (enums: ExternalEnums) => () => Object.entries(enums).map(([id, data]) => ({ id, data }));

const next = () => screen.findByRole('button', { name: /^(Weiter|Zur Zusammenfassung|Weiter zur Zusammenfassung)$/ });

describe('Wizard with the 2025 model', () => {
  it('renders the first screen with header, step and question', async () => {
    renderWizard('filing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wer gibt die Erklärung ab?' })).toBeInTheDocument();
    expect(screen.getByText('Einkommensteuererklärung 2025 · Erika Mustermann', { normalizer: (text) => text.replaceAll('\u00ad', '') })).toBeInTheDocument();
    expect(screen.getByText(/Schritt 1 von/)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
  });

  it('hides the dependent person B screen when filing alone, shows it when joint', async () => {
    const user = userEvent.setup();
    const { location } = renderWizard('filing');
    await user.click(await screen.findByRole('radio', { name: 'Nein' }));
    await user.click(await next());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Angaben' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/tax/wizard?screen=personA');
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await user.click(await screen.findByRole('radio', { name: 'Ja' }));
    await user.click(await next());
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Person B|Ehefrau/ })).toBeInTheDocument();
  });

  it('focuses the only invalid field, with the same words inline and in the summary, and prefixes the title', async () => {
    const user = userEvent.setup();
    renderWizard('filing');
    await user.click(await next());
    const first = await screen.findByRole('radio', { name: 'Ja' });
    await waitFor(() => expect(first).toHaveFocus());
    const summary = screen.getByRole('group', { name: 'Es gibt ein Problem' });
    const link = within(summary).getByRole('link');
    expect(link).toHaveAttribute('href', `#${first.id}`);
    // The link is the inline message word for word, and it says what to do about which question.
    const inline = (document.getElementById(`${first.id.replace(/-0$/, '')}-error`)?.textContent ?? '').replace(/^Fehler:\s*/, '');
    expect(inline).toBe('Wählen Sie aus, ob Sie die Erklärung gemeinsam abgeben.');
    expect(link.textContent).toBe(inline);
    expect(document.title).toBe('Fehler: Wer gibt die Erklärung ab? – Einfach Erklären');
  });

  it('moves focus to the error summary with two or more errors, and counts them in the title', async () => {
    const user = userEvent.setup();
    renderWizard('taxIdentification');
    await user.click(await next());
    const summary = await screen.findByRole('group', { name: 'Es gibt ein Problem' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Wählen Sie aus, ob Sie Ihre Steuernummer oder Ihr Finanzamt angeben.',
      'Wählen Sie das Bundesland Ihres Finanzamts aus.',
    ]);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(document.title).toBe('2 Fehler: Ihr Finanzamt – Einfach Erklären');
  });

  it('clears the tax office when the federal state changes and offers only that state’s offices', async () => {
    const coarse = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('coarse'), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false }) as MediaQueryList,
    );
    const { store } = renderWizard('taxIdentification', { document: { ...prefilled, taxIdentification: { kind: 'taxOffice', state: 'BE', taxOffice: '1134' } } });
    const state = (await screen.findByLabelText(/Bundesland/)) as HTMLSelectElement;
    expect(state.tagName).toBe('SELECT');
    fireEvent.change(state, { target: { value: 'HH' } });
    await waitFor(() => expect((store.get(wizardAtom).document.taxIdentification as Record<string, unknown>).taxOffice).toBeUndefined());
    expect((store.get(wizardAtom).document.taxIdentification as Record<string, unknown>).state).toBe('HH');
    coarse.mockRestore();
  });

  it('shows a select with a single option read-only and takes that option as the answer', async () => {
    const enums: ExternalEnums = {
      federalStates: [{ value: 'BE', label: 'Berlin' }],
      taxOffices: [{ value: '1134', label: 'Finanzamt Mitte/Tiergarten', parentValue: 'BE' }],
    };
    const store = declarationStore({ document: { ...prefilled, taxIdentification: { kind: 'taxOffice' } } });
    render(
      <DeclarationHarness store={store} path="/tax/wizard?screen=taxIdentification">
        <Wizard model={model2025 as FormModel} externalEnums={enums} />
      </DeclarationHarness>,
    );
    const stateField = await screen.findByLabelText(/Bundesland/);
    expect(stateField).toHaveAttribute('readonly');
    expect(stateField).toHaveValue('Berlin');
    const office = await screen.findByLabelText(/^Finanzamt/);
    await waitFor(() => expect(office).toHaveValue('Finanzamt Mitte/Tiergarten'));
    expect(office).toHaveAttribute('readonly');
    await waitFor(() => expect(store.get(wizardAtom).document.taxIdentification).toEqual({ kind: 'taxOffice', state: 'BE', taxOffice: '1134' }));
  });

  it('adds and removes items of a repeatable group with numbered legends', async () => {
    const user = userEvent.setup();
    const { store } = renderWizard('donations', { document: { ...filledDocument } });
    expect(await screen.findByRole('heading', { name: 'Spende 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weitere Spende hinzufügen' }));
    expect(await screen.findByRole('heading', { name: 'Spende 3' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.id).toBe('field-donations-items-2-kind-0'));
    await user.click(screen.getByRole('button', { name: 'Spende 1 entfernen' }));
    await waitFor(() => expect(((store.get(wizardAtom).document.donations as { items: unknown[] }).items).length).toBe(2));
    expect(screen.queryByRole('heading', { name: 'Spende 3' })).not.toBeInTheDocument();
  });

  it('shows the known data read-only as a list', async () => {
    renderWizard('knownData', { document: filledDocument });
    expect(await screen.findByRole('heading', { level: 1, name: 'Das weiß das Finanzamt schon' })).toBeInTheDocument();
    expect(screen.getByText(/17\.591,57/)).toBeInTheDocument();
    // The Rentenanpassungsbetrag is explained under its name.
    expect(screen.getByText('Rentenanpassungsbetrag').closest('dt')).toHaveTextContent('Um diesen Betrag ist die Rente seit dem Jahr nach dem Rentenbeginn gestiegen.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a joint return without pension data for person B says so and whom to ask, with no empty rows (issue 37)', async () => {
    const document = { ...jointDocument, known: prefilled.known };
    renderWizard('knownData', { document });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Rente und Versicherungen von Person B' });
    const section = heading.parentElement as HTMLElement;
    expect(section).toHaveTextContent(
      'Das Finanzamt hat keine Daten zu einer Rente von Person B. Bekommt Person B eine Rente? Dann fragen Sie bitte bei der Stelle nach, die die Rente zahlt, zum Beispiel bei der Rentenversicherung. Diese Stelle muss die Rente dem Finanzamt melden.',
    );
    expect(within(section).queryByRole('term')).toBeNull();
    expect(section.querySelector('dl')).toBeNull();
    expect(screen.queryByText(/keine Angabe/)).toBeNull();
    // Person A's data stay, with the explanation under the Rentenanpassungsbetrag once (it speaks of "die Rente", not "Ihre").
    expect(screen.getAllByText('Rentenanpassungsbetrag')).toHaveLength(1);
    expect(screen.getByText(/17\.591,57/)).toBeInTheDocument();
  });

  it('says it in English, and says nothing of the kind when the tax office has person B\'s pension', async () => {
    const { unmount } = renderWizard('knownData', { document: { ...jointDocument, known: prefilled.known }, locale: 'en' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Pension and insurance of person B' });
    expect(heading.parentElement).toHaveTextContent(
      'The tax office has no pension data for person B. Does person B get a pension? Then please ask the body that pays it, for example the pension insurance. That body must report the pension to the tax office.',
    );
    expect(screen.queryByText(/not specified/)).toBeNull();
    unmount();
    renderWizard('knownData', { document: jointDocument });
    await screen.findByRole('heading', { level: 2, name: 'Rente und Versicherungen von Person B' });
    expect(screen.queryByText(/keine Daten zu einer Rente/)).toBeNull();
    expect(screen.getAllByText('Rentenanpassungsbetrag')).toHaveLength(2);
    expect(screen.getByText(/14\.210,40/)).toBeInTheDocument();
  });

  it('returns to the summary after editing a section from it', async () => {
    const user = userEvent.setup();
    answers['/prepareSummaryPage'] = () => ({ html: '<section data-screen="donations"><h2 id="s">Spenden</h2></section>', xmlDataId: 'x'.repeat(32) });
    answers['/drafts/'] = (_url, init) => ({ document: JSON.parse(String(init?.body)).document, savedAt: '2026-01-01T00:00:00Z' });
    const { store, location } = renderWizard('donations', { document: filledDocument, activity: { returnTo: 'summary', visited: model2025.screens.map((s) => s.name) } });
    // The button says where it goes: back to the summary, not through the later screens.
    await user.click(await screen.findByRole('button', { name: 'Weiter zur Zusammenfassung' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax/summary'));
    expect(store.get(wizardValidationAtom)).toBeNull();
    expect(store.get(summaryAtom)?.xmlDataId).toBe('x'.repeat(32));
    expect(store.get(wizardActivityAtom).returnTo).toBeNull();
  });

  it('asks after a change from the summary only for the screen it newly needs, then returns there', async () => {
    const user = userEvent.setup();
    const prepared: unknown[] = [];
    answers['/prepareSummaryPage'] = (_url, init) => {
      prepared.push(JSON.parse(JSON.parse(String(init?.body)).formdata));
      return { html: '<section data-screen="donations"><h2 id="s">Spenden</h2></section>', xmlDataId: 'x'.repeat(32) };
    };
    answers['/drafts/'] = (_url, init) => ({ document: JSON.parse(String(init?.body)).document, savedAt: '2026-01-01T00:00:00Z' });
    // The summary was reached from the last screen only (a draft opened by its address): only the first
    // and last screens count as visited until the summary is prepared.
    const document = { ...filledDocument, disability: { personA: { has: 'no' } } };
    const { store, location } = renderWizard('review', { document, activity: { visited: ['filing', 'review'] } });
    await user.click(await screen.findByRole('button', { name: 'Zur Zusammenfassung' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax/summary'));
    expect(store.get(wizardActivityAtom).visited).toEqual(expect.arrayContaining(['knownData', 'householdQuestion', 'craftsman']));

    // "Ändern: Behinderung" on the summary.
    act(() => {
      store.set(wizardActivityAtom, (a) => ({ ...a, returnTo: 'summary' }));
      location.navigate('/tax/wizard?screen=disabilityQuestion');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Behinderung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter zur Zusammenfassung' })).toBeInTheDocument();
    // Yes adds the disability screen: Next goes there first.
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Angaben zur Behinderung' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/tax/wizard?screen=disability');
    // The step stays the topic's: the new screen adds no step.
    expect(screen.getByText('Schritt 8 von 11: Behinderung')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Weiter zur Zusammenfassung' }));
    // The degree is missing: the screen says so and stays.
    expect(await screen.findByText(/Es gibt ein Problem/)).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/tax/wizard?screen=disability');
    store.set(wizardAtom, (w) => ({ ...w, document: { ...w.document, disability: { personA: { has: 'yes', degree: 50 } } } }));
    await user.click(await screen.findByRole('button', { name: 'Weiter zur Zusammenfassung' }));
    // Back at the summary, prepared again with the change; the later screens were not walked through.
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax/summary'));
    expect(prepared).toHaveLength(2);
    expect((prepared[1] as { disability: unknown }).disability).toEqual({ personA: { has: 'yes', degree: 50 } });
    expect(location.history.filter((entry) => entry.includes('householdQuestion'))).toEqual([]);
  });

  it('counts the steps by topic: answers that add screens do not add steps, and a sub-screen names its topic', async () => {
    const { unmount } = renderWizard('taxIdentification', { document: filledDocument });
    expect(await screen.findByText('Schritt 3 von 11')).toBeInTheDocument();
    unmount();
    // Filing jointly adds person B's screen and the disability screen; the count stays.
    const { unmount: again } = renderWizard('taxIdentification', { document: { ...filledDocument, filing: { joint: 'yes' } } });
    expect(await screen.findByText('Schritt 3 von 11')).toBeInTheDocument();
    again();
    renderWizard('donations', { document: filledDocument });
    expect(await screen.findByText('Schritt 6 von 11: Spenden und Mitgliedsbeiträge')).toBeInTheDocument();
  });

  it('asks before leaving on the browser\'s Back, and stays on Abort', async () => {
    const user = userEvent.setup();
    const { location } = renderWizard('bank', { document: filledDocument });
    // A click of the user's puts the guard's history entry on top (browsers skip entries added without one).
    await user.click(await screen.findByRole('heading', { level: 1, name: 'Ihr Bankkonto' }));
    const entries = window.history.length;
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Möchten Sie das Formular verlassen?' });
    expect(location.history.at(-1)).toBe('/tax/wizard?screen=bank');
    await user.click(within(dialog).getByRole('button', { name: /Abbrechen/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Staying put the entry back: the next Back asks again.
    expect(window.history.length).toBe(entries);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await user.click(within(await screen.findByRole('dialog', { name: 'Möchten Sie das Formular verlassen?' })).getByRole('button', { name: 'Ja, Formular verlassen' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax/info'));
  });

  it('shows the confirmation instead once the year\'s declaration was sent', async () => {
    const confirmation = { formTitle: 'Einkommensteuererklärung 2025', transferDate: '22.11.2026 06:42', transferTicket: 'ET-1', xmlDataId: 'b'.repeat(32), downloaded: false, formModelName: 'ESt2025' };
    const { location, unmount } = renderWizard('review', { document: filledDocument, confirmation });
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax/confirmation'));
    unmount();
    // Another year's declaration is still open.
    const other = renderWizard('review', { document: filledDocument, confirmation: { ...confirmation, formModelName: 'ESt2024' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fertig' })).toBeInTheDocument();
    expect(other.location.history.at(-1)).toBe('/tax/wizard?screen=review');
  });

  it('renders the step menu at every width, in the box its style sheet shows only at desktop widths (the server knows no width)', async () => {
    atWidth(375);
    renderWizard('donationsQuestion', { document: filledDocument });
    await screen.findByRole('button', { name: 'Weiter' });
    // Hidden by CSS below 1024 px (checked in the browser: a11y-tests/signedInRender.e2e.ts).
    const menu = screen.getByRole('navigation', { name: 'Schritte der Erklärung' });
    expect(menu.parentElement?.className).toBe(styles.menu);
  });

  it('jumps back from the timeline freely, and forward only past screens without errors', async () => {
    atWidth(1280);
    const user = userEvent.setup();
    const drafts: unknown[] = [];
    answers['/drafts/'] = (_url, init) => {
      drafts.push(JSON.parse(String(init?.body)).document);
      return { document: drafts.at(-1), savedAt: '2026-01-01T00:00:00Z' };
    };
    const visited = model2025.screens.map((s) => s.name);
    // The donations list is shown (answered yes) but empty: a forward jump past it stops there.
    const document = { ...filledDocument, donations: { has: 'yes', items: [{}] } };
    const { location } = renderWizard('donationsQuestion', { document, activity: { visited } });
    const menu = await screen.findByRole('navigation', { name: 'Schritte der Erklärung' });
    await user.click(within(menu).getByRole('button', { name: /^Handwerker in der Wohnung/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Spenden und Beiträge' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/tax/wizard?screen=donations');
    expect(screen.getByRole('group', { name: 'Es gibt ein Problem' })).toBeInTheDocument();
    // Backwards is never held up, and the answers so far are saved.
    await user.click(within(menu).getByRole('button', { name: /^Ihr Bankkonto/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Bankkonto' })).toBeInTheDocument();
    await waitFor(() => expect(drafts.length).toBe(1));
    expect(screen.queryByRole('group', { name: 'Es gibt ein Problem' })).not.toBeInTheDocument();
  });

  it('tells after Next how the screen\'s answers changed the estimated tax, and nothing when they did not', async () => {
    const user = userEvent.setup();
    answers['/drafts/'] = (_url, init) => ({ document: JSON.parse(String(init?.body)).document, savedAt: '2026-01-01T00:00:00Z' });
    // A pension high enough to be taxed, so the craftsman's tax credit counts.
    const personA = { ...(prefilled.known as { personA: FormDocument }).personA, pensionAmount: '32000.00' };
    renderWizard('householdQuestion', { document: { ...filledDocument, known: { ...(prefilled.known as FormDocument), personA } } });
    await user.click(await next());
    expect(await screen.findByRole('heading', { level: 1, name: /Handwerker/ })).toBeInTheDocument();
    // No answer changed on the household question: no notice.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.queryAllByText(/Ihre voraussichtliche Steuer/)).toHaveLength(0);
    // Without the craftsman's labour cost the tax credit goes, so the estimate rises.
    await user.click(screen.getByRole('radio', { name: 'Nein' }));
    await user.click(await next());
    // The visible copy and the polite live region say the same, and name the topic whose answers made the change.
    const topic = modelTexts.de.screens.craftsmanQuestion.title;
    expect(await screen.findAllByText(`Ihre Angaben zu „${topic}“ erhöhen Ihre voraussichtliche Steuer um 130,80 €.`)).toHaveLength(2);
  });

  it('names the answer that changed the estimate on the next screen: joint filing, told on the names screen (issue 37)', async () => {
    const user = userEvent.setup();
    answers['/drafts/'] = (_url, init) => ({ document: JSON.parse(String(init?.body)).document, savedAt: '2026-01-01T00:00:00Z' });
    const personA = { ...(prefilled.known as { personA: FormDocument }).personA, pensionAmount: '32000.00' };
    renderWizard('filing', { document: { ...filledDocument, known: { ...(prefilled.known as FormDocument), personA } } });
    await user.click(await screen.findByRole('radio', { name: 'Ja' }));
    await user.click(await next());
    expect(await screen.findByRole('heading', { level: 1, name: modelTexts.de.screens.personA.title })).toBeInTheDocument();
    const said = await screen.findAllByText(/^Ihre Angaben zu „Wer gibt die Erklärung ab\?“ senken Ihre voraussichtliche Steuer um [\d.,]+\s€\.$/);
    expect(said).toHaveLength(2);
  });

  it('asks before leaving on Back from the first screen', async () => {
    const user = userEvent.setup();
    renderWizard('filing');
    await user.click(await screen.findByRole('button', { name: 'Zurück' }));
    const dialog = await screen.findByRole('dialog', { name: 'Möchten Sie das Formular verlassen?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Abbrechen/ })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: /Abbrechen/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => {});
  });

  it('leaves on confirmation: the stored answers are cleared, the browser no longer asks, and the year info comes', async () => {
    const user = userEvent.setup();
    const { store, location } = renderWizard('filing', { document: filledDocument });
    await user.click(await screen.findByRole('button', { name: 'Zurück' }));
    const dialog = await screen.findByRole('dialog', { name: 'Möchten Sie das Formular verlassen?' });
    const asks = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, Formular verlassen' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax/info'));
    expect(store.get(wizardAtom).document).toEqual({});
    expect(removed.mock.calls.some(([type]) => type === 'beforeunload')).toBe(true);
    expect(asks.mock.calls.some(([type]) => type === 'beforeunload')).toBe(false);
    asks.mockRestore();
    removed.mockRestore();
  });
});

describe('where the wizard stands, saved with the draft and restored after a new login (issue 34)', () => {
  it('every save carries the screen it goes to and the screens visited: Next and a step menu jump', async () => {
    atWidth(1280);
    const user = userEvent.setup();
    const bodies: { progress?: unknown }[] = [];
    answers['/drafts/'] = (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)) as { progress?: unknown });
      return { document: {}, savedAt: '2026-01-01T00:00:00Z' };
    };
    const before = ['filing', 'personA', 'taxIdentification', 'bank', 'knownData', 'donationsQuestion', 'donations', 'medicalQuestion', 'disabilityQuestion'];
    renderWizard('householdQuestion', { document: filledDocument, activity: { visited: before } });
    expect(await screen.findByRole('heading', { level: 1, name: /Hilfe im Haushalt/i })).toBeInTheDocument();
    await user.click(await next());
    expect(await screen.findByRole('heading', { level: 1, name: /Handwerker/ })).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].progress).toEqual({ current: 'craftsmanQuestion', visited: [...before, 'householdQuestion', 'craftsmanQuestion'] });
    // A jump back through the step menu: the screen jumped to is where the wizard stands.
    const menu = await screen.findByRole('navigation', { name: 'Schritte der Erklärung' });
    await user.click(within(menu).getByRole('button', { name: /^Ihr Bankkonto/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Bankkonto' })).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1].progress).toEqual({ current: 'bank', visited: [...before, 'householdQuestion', 'craftsmanQuestion'] });
  });

  it('a resumed wizard loads the draft and opens at its screen, the screens visited before marked done in the step menu', async () => {
    atWidth(1280);
    const store = declarationStore({});
    const visited = ['filing', 'personA', 'taxIdentification', 'bank', 'knownData', 'donationsQuestion', 'donations'];
    act(() => store.set(resumeWizardInstanceAtom, { formModelName: model2025.formModelName, current: 'donations', visited }));
    expect(store.get(wizardAtom).loaded).toBe(false);
    const formFields = documentToFormFields(filledDocument);
    answers['/userData/'] = () => ({ formFields });
    const location = memoryLocation({ path: '/tax/wizard?screen=donations', record: true });
    render(
      <DeclarationHarness store={store} path="" location={location}>
        <GlobalErrors />
        <WizardScreen />
      </DeclarationHarness>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Spenden und Beiträge' })).toBeInTheDocument();
    // The draft's answers are there (the first donation's recipient).
    const recipient = (filledDocument.donations as { items: { recipient: string }[] }).items[0].recipient;
    expect(screen.getByDisplayValue(recipient)).toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Schritte der Erklärung' });
    // Done: links with "erledigt"; the current topic (donations) marked as such; later topics not links.
    expect(within(menu).getByRole('button', { name: /^Ihr Bankkonto \(erledigt\)$/ })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: /^Wer gibt die Erklärung ab\? \(erledigt\)$/ })).toBeInTheDocument();
    expect(menu.querySelector('[aria-current="step"]')).toHaveTextContent(/^Spenden.*\(aktueller Schritt\)$/);
    expect(within(menu).queryByRole('button', { name: /^Handwerker in der Wohnung/ })).toBeNull();
    expect(store.get(wizardActivityAtom)).toMatchObject({ current: 'donations', visited, returnTo: null });
  });
});

describe('the lists of federal states and tax offices (wizard-external-enum-value-changed)', () => {
  const officeBox = () => document.querySelector('[data-category="wizard-external-enum-value-changed"]');

  it('tells that the lists may be out of date when they cannot be loaded, and goes on with the shipped ones', async () => {
    // Not loaded yet, and no answer for /externalEnumerations: the server is not reachable for it.
    const { store } = renderWizard('taxIdentification', { document: { ...filledDocument }, externalEnums: null });
    const box = await screen.findByRole('alert');
    expect(box).toHaveAttribute('data-category', 'wizard-external-enum-value-changed');
    expect(within(box).getByRole('heading', { level: 2 })).toHaveTextContent('Die Liste ist vielleicht nicht aktuell');
    expect(box).toHaveTextContent(
      'Wir konnten die aktuelle Liste der Bundesländer und Finanzämter nicht laden. Sie sehen deshalb eine ältere Liste. Sie können trotzdem weitermachen.',
    );
    // The wizard goes on with the shipped lists, and the answers stay.
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Finanzamt' })).toBeInTheDocument();
    expect(store.get(wizardAtom).document.taxIdentification).toEqual({ kind: 'taxOffice', state: 'BE', taxOffice: '1134' });
  });

  it('takes out a tax office the current list no longer offers and names the field and its step', async () => {
    const merged = { ...defaultExternalEnums, taxOffices: defaultExternalEnums.taxOffices.filter((o) => o.value !== '1134') };
    // The answers kept in this tab, on another screen than the tax office's.
    const { store } = renderWizard('bank', { document: { ...filledDocument }, externalEnums: merged });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Bankkonto' })).toBeInTheDocument();
    const box = await screen.findByRole('alert');
    expect(box).toBe(officeBox());
    expect(within(box).getByRole('heading', { level: 2 })).toHaveTextContent('Bitte wählen Sie neu aus');
    expect(box).toHaveTextContent('Ihre Auswahl bei „Finanzamt“ gibt es nicht mehr in der Liste. Bitte wählen Sie im Schritt „Ihr Finanzamt“ neu aus.');
    expect(box).not.toHaveTextContent('ältere Liste');
    expect(store.get(wizardAtom).document.taxIdentification).toEqual({ kind: 'taxOffice', state: 'BE' });
    // The user can put the message away once read.
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Meldung ausblenden' }));
    expect(officeBox()).toBeNull();
  });

  it('says nothing when every answer is still in the lists the server sent', async () => {
    answers['/externalEnumerations'] = enumerationsAnswer(defaultExternalEnums);
    const { store } = renderWizard('taxIdentification', { document: { ...filledDocument }, externalEnums: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Finanzamt' })).toBeInTheDocument();
    await act(async () => {});
    expect(store.get(errorsAtom)).toEqual([]);
    expect(store.get(wizardAtom).document.taxIdentification).toEqual({ kind: 'taxOffice', state: 'BE', taxOffice: '1134' });
  });

  it('checks a prefilled draft too: a changed state code takes the state and its tax number out, in English', async () => {
    const renamed = { ...defaultExternalEnums, federalStates: defaultExternalEnums.federalStates.map((s) => (s.value === 'BY' ? { ...s, value: 'BAY' } : s)) };
    answers['/externalEnumerations'] = enumerationsAnswer(renamed);
    const draft = { ...filledDocument, taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '18181508155@BY' } };
    const { store } = renderWizard('filing', { prefill: draft, locale: 'en', externalEnums: null });
    const box = await screen.findByRole('alert');
    expect(box).toHaveAttribute('data-category', 'wizard-external-enum-value-changed');
    expect(box).toHaveTextContent(
      'Your choice for “Federal state” is no longer in the list. Please choose again in the step “Your tax office”. Please also enter “Tax number” there again.',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(store.get(wizardAtom)).toMatchObject({ loaded: true, document: { taxIdentification: { kind: 'taxNumber' }, bank: filledDocument.bank } });
  });
});

describe('the tax ID in the wizard', () => {
  it('shows person A’s read-only IdNr and person B’s field grouped as on the letter, and keeps the 11 digits', async () => {
    const user = userEvent.setup();
    answers['/drafts/'] = (_url, init) => ({ document: JSON.parse(String(init?.body)).document, savedAt: '2026-01-01T00:00:00Z' });
    const { store } = renderWizard('personA', { document: { ...filledDocument, personA: { ...(prefilled.personA as FormDocument), idNr: '36574261809' } } });
    expect(await screen.findByRole('textbox', { name: 'Ihre Steuer-Identifikationsnummer' })).toHaveValue('36 574 261 809');
    store.set(wizardAtom, (w) => ({ ...w, document: { ...w.document, filing: { joint: 'yes' } } }));
    await user.click(await next());
    const idNrB = await screen.findByRole('textbox', { name: 'Steuer-Identifikationsnummer von Person B (Pflichtfeld)' });
    expect(idNrB).toHaveAccessibleDescription(/Format: 11 Ziffern \(XX XXX XXX XXX\)/);
    await user.type(idNrB, '86095742719');
    expect(idNrB).toHaveValue('86 095 742 719');
    await waitFor(() => expect((store.get(wizardAtom).document.personB as FormDocument | undefined)?.idNr).toBe('86095742719'));
  });
});

