import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import SummaryScreen from './SummaryScreen';
import ConfirmationScreen from './ConfirmationScreen';
import YearInfoScreen from './YearInfoScreen';
import DeclarationYearScreen from './DeclarationYearScreen';
import { configureApi, resetApi } from '../../api/client';
import { wizardActivityAtom, wizardAtom } from '../../state/wizard';
import { declarationYearAtom, declarationYearDataAtom } from '../../state/declaration';
import { GlobalErrors } from '../../layout/GlobalErrors';
import { declarationStore, DeclarationHarness, filledDocument, type Preset } from '../../wizard/testing/harness';

const calls: string[] = [];
const answers: Record<string, unknown> = {};
function fakeFetch(url: string | URL | Request) {
  const path = String(url);
  calls.push(path);
  const key = Object.keys(answers).find((k) => path.endsWith(k));
  return Promise.resolve(new Response(JSON.stringify(key ? answers[key] : { detailMessage: 'no' }), { status: key ? 200 : 404, headers: { 'content-type': 'application/json' } }));
}
beforeEach(() => {
  calls.length = 0;
  for (const k of Object.keys(answers)) delete answers[k];
  configureApi({ fetch: fakeFetch as typeof fetch });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => {
  resetApi();
  vi.unstubAllGlobals();
});

function renderAt(path: string, ui: React.ReactNode, preset: Preset = {}) {
  const store = declarationStore(preset);
  const location = memoryLocation({ path, record: true });
  render(
    <DeclarationHarness store={store} path={path} location={location}>
      {ui}
    </DeclarationHarness>,
  );
  return { store, location };
}

/** The browser's Back, as a user presses it (the history entry a screen's guard added goes). */
async function browserBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const summaryHtml =
  '<section class="summary-section" data-screen="donations" aria-labelledby="summary-donations"><h2 id="summary-donations">Ihre Spenden und Beiträge</h2><dl><div><dt>Empfänger</dt><dd>Tierheim &lt;Berlin&gt;</dd></div></dl><img src="x" onerror="window.hacked=1"></section>';

describe('Summary', () => {
  it('renders the sanitized sections with an edit action that opens the wizard and comes back', async () => {
    const user = userEvent.setup();
    const { store, location } = renderAt('/tax/summary', <SummaryScreen />, { document: filledDocument, summary: { xmlDataId: 'a'.repeat(32), html: summaryHtml } });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Ihre Spenden und Beiträge' });
    const region = heading.closest('section') as HTMLElement;
    expect(within(region).getByText('Tierheim <Berlin>')).toBeInTheDocument();
    // Headed parts, not landmarks: seventeen regions made every Tab say "leaving region".
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(region.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ändern: Ihre Spenden und Beiträge' }));
    expect(location.history.at(-1)).toBe('/tax/wizard?screen=donations');
    expect(store.get(wizardActivityAtom).returnTo).toBe('summary');
  });

  it('offers no change for what the tax office already has, and says where to correct it', async () => {
    const html = `<section class="summary-section" data-screen="knownData" data-read-only="true" aria-labelledby="summary-knownData"><h2 id="summary-knownData">Das weiß das Finanzamt schon</h2><dl><div><dt>Rente</dt><dd>17.591,57 €</dd></div></dl></section>${summaryHtml}`;
    renderAt('/tax/summary', <SummaryScreen />, { document: filledDocument, summary: { xmlDataId: 'a'.repeat(32), html } });
    const known = (await screen.findByRole('heading', { level: 2, name: 'Das weiß das Finanzamt schon' })).closest('section') as HTMLElement;
    expect(within(known).queryByRole('button')).toBeNull();
    expect(within(known).getByText(/Sie können sie hier nicht ändern\. Wenn etwas nicht stimmt, wenden Sie sich bitte an die Stelle, die sie gemeldet hat/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ändern: Ihre Spenden und Beiträge' })).toBeInTheDocument();
  });

  it('gives every printed page the name, the date, the draft mark and the page number, and takes them away when it goes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 12, 10, 0));
    try {
      const { store } = renderAt('/tax/summary', <SummaryScreen />, { document: filledDocument, summary: { xmlDataId: 'a'.repeat(32), html: summaryHtml } });
      await screen.findByRole('heading', { level: 2, name: 'Ihre Spenden und Beiträge' });
      // The properties the `@page` margin boxes of src/app/layout/printPages.css read.
      const style = document.documentElement.style;
      expect(style.getPropertyValue('--ee-print-header')).toBe('"Erika Mustermann · Stand: 12.05.2026"');
      expect(style.getPropertyValue('--ee-print-mark')).toBe('"Entwurf – noch nicht abgeschickt"');
      expect(style.getPropertyValue('--ee-print-page')).toBe('"Seite " counter(page) " von " counter(pages)');
      // At print time: the current answers, the day of printing.
      vi.setSystemTime(new Date(2026, 4, 13, 9, 0));
      act(() => store.set(wizardAtom, (w) => ({ ...w, document: { ...w.document, personA: { ...w.document.personA as object, firstName: 'Erika "Eri"' } } })));
      window.dispatchEvent(new Event('beforeprint'));
      expect(style.getPropertyValue('--ee-print-header')).toBe('"Erika \\"Eri\\" Mustermann · Stand: 13.05.2026"');
      cleanup();
      expect(style.getPropertyValue('--ee-print-header')).toBe('');
      expect(style.getPropertyValue('--ee-print-mark')).toBe('');
      expect(style.getPropertyValue('--ee-print-page')).toBe('');
      // No name among the answers: the logged-in person's (the harness's Erika Mustermann).
      renderAt('/tax/summary', <SummaryScreen />, { document: { ...filledDocument, personA: { idNr: '02476291358' } }, summary: { xmlDataId: 'a'.repeat(32), html: summaryHtml } });
      await screen.findByRole('heading', { level: 2, name: 'Ihre Spenden und Beiträge' });
      expect(style.getPropertyValue('--ee-print-header')).toBe('"Erika Mustermann · Stand: 13.05.2026"');
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes back to the wizard on Back', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/tax/summary', <SummaryScreen />, { document: filledDocument, summary: { xmlDataId: 'a'.repeat(32), html: summaryHtml } });
    await user.click(await screen.findByRole('button', { name: 'Zurück' }));
    expect(location.history.at(-1)).toBe('/tax/wizard');
  });

  it('shows the confirmation instead once the declaration was sent', async () => {
    const confirmation = { formTitle: 'Einkommensteuererklärung 2025', transferDate: '22.11.2026 06:42', transferTicket: 'ET-1', xmlDataId: 'b'.repeat(32), downloaded: false, formModelName: 'ESt2025' };
    const { location } = renderAt('/tax/summary', <SummaryScreen />, { document: filledDocument, summary: { xmlDataId: 'a'.repeat(32), html: summaryHtml }, confirmation });
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax/confirmation'));
    expect(screen.queryByRole('button', { name: 'Absenden und Bestätigung erhalten' })).toBeNull();
  });

  it('asks for confirmation before signing and shows the estimate', async () => {
    const user = userEvent.setup();
    renderAt('/tax/summary', <SummaryScreen />, { document: filledDocument, summary: { xmlDataId: 'a'.repeat(32), html: summaryHtml } });
    expect(await screen.findByText(/Voraussichtliche Steuer/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Absenden und Bestätigung erhalten' }));
    // An alert dialog: a confirmation of what cannot be undone.
    const dialog = await screen.findByRole('dialog', { name: 'Möchten Sie die Erklärung jetzt absenden?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus(), { timeout: 3000 });
  });

  it('keeps the send dialog open, its button busy, while sending; closes it on a failure and returns focus', async () => {
    const user = userEvent.setup();
    // Once sending starts, every call waits until the test answers it (then with a server error).
    let hold = false;
    let answer: () => void = () => {};
    const pending = new Promise<void>((resolve) => (answer = resolve));
    const failed = () => new Response(JSON.stringify({ detailMessage: 'kaputt' }), { status: 500, headers: { 'content-type': 'application/json' } });
    configureApi({ fetch: ((url: string | URL | Request) => (hold ? pending.then(failed) : fakeFetch(url))) as typeof fetch });
    renderAt('/tax/summary', <SummaryScreen />, { document: filledDocument, summary: { xmlDataId: 'a'.repeat(32), html: summaryHtml } });
    const open = await screen.findByRole('button', { name: 'Absenden und Bestätigung erhalten' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Möchten Sie die Erklärung jetzt absenden?' });
    const send = within(dialog).getByRole('button', { name: /Ja, jetzt absenden/ });
    hold = true;
    await user.click(send);
    // Sending: the dialog stays, its button is busy, Escape cannot call the sending back.
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus(), { timeout: 3000 });
  });

  it('shows the estimate the wizard stored with the summary without loading the form model', async () => {
    const { estimateExamples } = await import('../../estimate/examples');
    const estimate = estimateExamples.toPay;
    renderAt('/tax/summary', <SummaryScreen />, { document: filledDocument, summary: { xmlDataId: 'a'.repeat(32), html: summaryHtml, estimate } });
    expect(await screen.findByText(/Voraussichtliche Steuer/)).toBeInTheDocument();
    expect(calls.some((c) => c.includes('/models/'))).toBe(false);
  });

  it('shows the signing error box when the local signing data is missing', async () => {
    const user = userEvent.setup();
    answers['/users/sign/retrieveXml'] = { xmlData: btoa('<a></a>') };
    answers['/properties/jeans'] = {};
    answers['/users/sign/getPfxFileDecryptInfo'] = { keyChainForSavedPFXData: 'a', keyForPFXDataEncryption: 'b', initializationVectorForPFXDataEncryption: 'c' };
    const { store } = renderAt('/tax/summary', <SummaryScreen />, { document: filledDocument, summary: { xmlDataId: 'a'.repeat(32), html: summaryHtml } });
    await user.click(await screen.findByRole('button', { name: 'Absenden und Bestätigung erhalten' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, jetzt absenden' }));
    const { errorsAtom } = await import('../../state/errors');
    await waitFor(() => expect(store.get(errorsAtom)[0]?.category).toBe('summary-sign-xml-and-submit-failed'));
    expect(calls.some((c) => c.includes('sendSignature'))).toBe(false);
  });
});

describe('Confirmation', () => {
  const confirmation = { formTitle: 'Einkommensteuererklärung 2025', transferDate: '22.11.2026 06:42', transferTicket: 'ET-2026-ABC', xmlDataId: 'b'.repeat(32), downloaded: false };

  it('warns before leaving when the PDF was not downloaded', async () => {
    const user = userEvent.setup();
    renderAt('/tax/confirmation', <ConfirmationScreen />, { confirmation });
    expect(screen.getByText('ET-2026-ABC')).toBeInTheDocument();
    // The download is the page's main action, with its format in its name; the new code comes second.
    const link = screen.getByRole('link', { name: 'Bestätigung herunterladen (PDF)' });
    expect(link).toHaveAttribute('href', `/erklaerung/api/summaryPdf/${'b'.repeat(32)}?lang=de`);
    expect(link).toHaveAttribute('download');
    expect(link.className).toMatch(/variant_primary/);
    expect(screen.getByRole('button', { name: 'Freischaltcode beantragen' }).className).toMatch(/variant_secondary/);
    await user.click(screen.getByRole('button', { name: 'Zurück zur Startseite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sie haben die Bestätigung noch nicht heruntergeladen' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.includes('logout'))).toBe(false);
  });

  it('answers the browser\'s Back with the PDF warning, and finishes with a logout when the user leaves', async () => {
    const user = userEvent.setup();
    answers['/users/authentication/logout'] = { authenticated: false };
    const { location } = renderAt('/tax/confirmation', <ConfirmationScreen />, { confirmation });
    // A click of the user's lets the page put its guard entry on top of the history.
    await user.click(screen.getByRole('heading', { level: 1 }));
    await browserBack();
    const dialog = await screen.findByRole('dialog', { name: 'Sie haben die Bestätigung noch nicht heruntergeladen' });
    expect(location.history.at(-1)).toBe('/tax/confirmation');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.includes('logout'))).toBe(false);
    // Asked again on the next Back; leaving ends the declaration with the logout.
    await browserBack();
    await user.click(within(await screen.findByRole('dialog', { name: 'Sie haben die Bestätigung noch nicht heruntergeladen' })).getByRole('button', { name: 'Trotzdem verlassen' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls.some((c) => c.includes('/users/authentication/logout'))).toBe(true);
  });

  it('finishes on the browser\'s Back without asking once the PDF was downloaded', async () => {
    const user = userEvent.setup();
    answers['/users/authentication/logout'] = { authenticated: false };
    const { location } = renderAt('/tax/confirmation', <ConfirmationScreen />, { confirmation: { ...confirmation, downloaded: true } });
    await user.click(screen.getByRole('heading', { level: 1 }));
    await browserBack();
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls.some((c) => c.includes('/users/authentication/logout'))).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finishes with a logout without asking once the PDF was downloaded', async () => {
    const user = userEvent.setup();
    answers['/users/authentication/logout'] = { authenticated: false };
    const { location } = renderAt('/tax/confirmation', <ConfirmationScreen />, { confirmation: { ...confirmation, downloaded: true } });
    await user.click(screen.getByRole('button', { name: 'Zurück zur Startseite' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls.some((c) => c.includes('/users/authentication/logout'))).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Declaration year and year info', () => {
  it('preselects the last year and sets the active model', async () => {
    const user = userEvent.setup();
    answers['/models'] = { models: [{ name: '2024', formModelName: 'ESt2024', dataModelNames: ['ESt2024_v1'] }, { name: '2025', formModelName: 'ESt2025', dataModelNames: ['ESt2025_v1'] }] };
    answers['/federalStates'] = [{ id: 'BE', name: 'Berlin' }];
    answers['/userData'] = { firstName: 'Erika', lastName: 'Mustermann' };
    const { store, location } = renderAt('/tax/year', <DeclarationYearScreen />);
    store.set(declarationYearAtom, { activeFormModel: null, testMarker: '' });
    const radio = await screen.findByRole('radio', { name: 'Steuererklärung 2025' });
    expect(radio).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Steuererklärung 2024' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(store.get(declarationYearAtom).activeFormModel).toBe('ESt2024');
    expect(location.history.at(-1)).toBe('/tax/info');
  });

  it('acts on the answer only on Next: an error without one, the portal dialog on No, the wizard on Yes', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/tax/info', <YearInfoScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Steuererklärung 2025: Trifft das auf Sie zu?' })).toBeInTheDocument();
    // Next is always there to press and to reach with Tab.
    const nextButton = screen.getByRole('button', { name: 'Weiter' });
    expect(nextButton).toBeEnabled();
    await user.click(nextButton);
    const message = 'Wählen Sie aus, ob das auf Sie zutrifft.';
    expect(within(screen.getByRole('group', { name: 'Es gibt ein Problem' })).getByRole('link', { name: message })).toBeInTheDocument();
    const no = screen.getByRole('radio', { name: 'Nein' });
    const yes = screen.getByRole('radio', { name: 'Ja' });
    await waitFor(() => expect(yes).toHaveFocus());
    expect(yes).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(document.title.startsWith('Fehler: ')).toBe(true);
    // Choosing No changes nothing else (WCAG 3.2.2): no dialog until Next.
    await user.click(no);
    expect(screen.queryByRole('group', { name: 'Es gibt ein Problem' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(no).toBeChecked();
    await user.click(nextButton);
    const dialog = await screen.findByRole('dialog', { name: /nicht nutzen/ });
    expect(within(dialog).getByRole('button', { name: 'Zum Steuerportal' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history.at(-1)).toBe('/tax/info');
    await user.click(yes);
    await user.click(nextButton);
    expect(location.history.at(-1)).toBe('/tax/wizard');
  });

  const twoYears = { models: [{ name: '2024', formModelName: 'ESt2024', dataModelNames: ['ESt2024_v1'] }, { name: '2025', formModelName: 'ESt2025', dataModelNames: ['ESt2025_v1'] }] };
  const yearStatus = (y2025: Record<string, unknown>) => ({ years: [{ formModelName: 'ESt2024', codeSpent: false, draft: null }, { formModelName: 'ESt2025', codeSpent: false, draft: null, ...y2025 }] });
  function yearAnswers(status: unknown) {
    answers['/models'] = twoYears;
    answers['/federalStates'] = [{ id: 'BE', name: 'Berlin' }];
    answers['/userData'] = { firstName: 'Erika', lastName: 'Mustermann' };
    answers['/declarations/status'] = status;
  }

  it('tells a spent access code on Next, with the box and the way to a new code, and stays; another year goes on', async () => {
    const user = userEvent.setup();
    yearAnswers(yearStatus({ codeSpent: true, draft: { savedAt: '2026-03-02T13:35:00.000Z', screen: 'review', visited: ['filing', 'review'] } }));
    const { store, location } = renderAt(
      '/tax/year',
      <>
        <GlobalErrors />
        <DeclarationYearScreen />
      </>,
    );
    store.set(declarationYearAtom, { activeFormModel: null, testMarker: '' });
    expect(await screen.findByRole('radio', { name: 'Steuererklärung 2025' })).toBeChecked();
    // No offer to go on with a year whose declaration this code already sent.
    expect(screen.queryByRole('button', { name: 'Weiter, wo Sie aufgehört haben' })).toBeNull();
    const nextButton = screen.getByRole('button', { name: 'Weiter' });
    await user.click(nextButton);
    const box = await screen.findByRole('group', { name: /Erklärung schon abgeschickt$/ });
    expect(box).toHaveAttribute('data-category', 'declaration-year-failed');
    expect(box).toHaveTextContent('Mit diesem Freischaltcode wurde die Steuererklärung für dieses Jahr schon abgeschickt.');
    expect(within(box).getByRole('button', { name: 'Neuen Freischaltcode beantragen' })).toBeInTheDocument();
    // The box answers the button: it takes focus (docs/decisions.md, "An error box that answers an action").
    await waitFor(() => expect(box).toHaveFocus());
    expect(location.history.at(-1)).toBe('/tax/year');
    expect(store.get(declarationYearAtom).activeFormModel).toBeNull();
    // The same code still sends 2024.
    await user.click(screen.getByRole('radio', { name: 'Steuererklärung 2024' }));
    await user.click(nextButton);
    expect(location.history.at(-1)).toBe('/tax/info');
    expect(store.get(declarationYearAtom).activeFormModel).toBe('ESt2024');
  });

  it('offers to go on where the draft stopped, and goes straight to that wizard screen with the steps visited', async () => {
    const user = userEvent.setup();
    const visited = ['filing', 'personA', 'taxIdentification', 'bank', 'knownData', 'donationsQuestion', 'donations'];
    yearAnswers(yearStatus({ draft: { savedAt: '2026-03-02T13:35:00.000Z', screen: 'donations', visited } }));
    const { store, location } = renderAt('/tax/year', <DeclarationYearScreen />);
    store.set(declarationYearAtom, { activeFormModel: null, testMarker: '' });
    const offer = await screen.findByRole('region', { name: 'Sie haben schon angefangen' });
    expect(offer).toHaveTextContent('Ihre Angaben zur Steuererklärung 2025 sind gespeichert, zuletzt am 2. März 2026 um 14:35 Uhr.');
    // One primary action: going on; "Weiter" (year info, then the first screen) is the secondary one.
    const resume = within(offer).getByRole('button', { name: 'Weiter, wo Sie aufgehört haben' });
    expect(screen.getByRole('button', { name: 'Weiter' }).className).not.toBe(resume.className);
    // 2024 has no draft: no offer.
    await user.click(screen.getByRole('radio', { name: 'Steuererklärung 2024' }));
    expect(screen.queryByRole('region', { name: 'Sie haben schon angefangen' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Steuererklärung 2025' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter, wo Sie aufgehört haben' }));
    expect(location.history.at(-1)).toBe('/tax/wizard?screen=donations');
    expect(store.get(declarationYearAtom).activeFormModel).toBe('ESt2025');
    expect(store.get(wizardActivityAtom)).toMatchObject({ current: 'donations', visited, returnTo: null, leaveConfirmed: false });
    // The draft is loaded again from the server (the wizard's prefill).
    expect(store.get(wizardAtom)).toMatchObject({ formModelName: 'ESt2025', loaded: false });
  });

  it('asks for the status again when the year screen opens with its data already loaded', async () => {
    yearAnswers(yearStatus({}));
    const { store } = renderAt('/tax/year', <DeclarationYearScreen />);
    await screen.findByRole('radio', { name: 'Steuererklärung 2025' });
    expect(store.get(declarationYearDataAtom)?.status?.[1].codeSpent).toBe(false);
    cleanup();
    // Sent meanwhile: the next visit learns it.
    yearAnswers(yearStatus({ codeSpent: true }));
    render(
      <DeclarationHarness store={store} path="/tax/year">
        <DeclarationYearScreen />
      </DeclarationHarness>,
    );
    await waitFor(() => expect(store.get(declarationYearDataAtom)?.status?.[1].codeSpent).toBe(true));
  });

  it('sends a visit without a chosen year to the year screen', async () => {
    const { store, location } = renderAt('/tax/info', <YearInfoScreen />);
    act(() => store.set(declarationYearAtom, { activeFormModel: null, testMarker: '' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax/year'));
    expect(screen.queryByText(/Steuererklärung :/)).toBeNull();
  });
});
