import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderApp, stubFetch } from '../test/renderApp';
import { SessionWatcher } from './SessionWatcher';
import { SessionWarningDialog } from './SessionWarningDialog';
import { SessionEndedDialog } from './SessionEndedDialogs';
import { announcementStep, sessionPhase } from './timing';
import { defaultProperties, propertiesAtom } from '../state/properties';
import { forwardUrlAtom, lastActivityAtom, loginUserAtom, sessionStatusAtom, sessionTiming } from '../state/session';
import { sessionModalAtom } from '../state/modal';
import { draftPendingAtom, wizardAtom } from '../state/wizard';
import { localeAtom, type Locale } from '../state/locale';
import { configureApi, resetApi } from '../api/client';
import { connectApi } from '../api/host';

const MINUTE = 60_000;

function setup(path = '/tax/wizard', { locale = 'de', maximumSeconds = defaultProperties.sessionMaximumTimeSeconds }: { locale?: Locale; maximumSeconds?: number } = {}) {
  const store = createStore();
  store.set(propertiesAtom, { ...defaultProperties, sessionTimeoutMinutes: 10, sessionMaximumTimeSeconds: maximumSeconds });
  store.set(localeAtom, locale);
  store.set(sessionStatusAtom, 'authenticated');
  store.set(lastActivityAtom, Date.now());
  store.set(loginUserAtom, { id: '86095742719', loginAt: Date.now() });
  const result = renderApp(
    <main>
      <h1 tabIndex={-1}>Seite</h1>
      <SessionWatcher />
      <SessionWarningDialog />
      <SessionEndedDialog kind="expired" />
      <SessionEndedDialog kind="maxSession" />
    </main>,
    { path, store, locale },
  );
  return { ...result, store };
}

const announcer = () => [...document.querySelectorAll('[aria-live="polite"]')].find((el) => /abgemeldet/.test(el.textContent ?? ''));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T10:00:00.400Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetApi();
  sessionStorage.clear();
});

describe('session timing', () => {
  it('warns in the last half of the timeout, at most 3 minutes', () => {
    expect(sessionTiming(45, 86400).warningMs).toBe(3 * MINUTE);
    expect(sessionTiming(4, 86400).warningMs).toBe(2 * MINUTE);
    const timing = sessionTiming(10, 86400);
    expect(sessionPhase({ now: 6 * MINUTE, lastActivity: 0, loginAt: 0, timing }).phase).toBe('active');
    expect(sessionPhase({ now: 7 * MINUTE, lastActivity: 0, loginAt: 0, timing }).phase).toBe('warning');
    expect(sessionPhase({ now: 10 * MINUTE, lastActivity: 0, loginAt: 0, timing }).phase).toBe('expired');
    expect(sessionPhase({ now: 2 * MINUTE, lastActivity: 2 * MINUTE, loginAt: 0, timing: sessionTiming(10, 60) }).phase).toBe('maxSession');
  });

  it('announces every minute, then every 20 seconds', () => {
    const steps = new Set<string>();
    for (let ms = 180_000; ms > 0; ms -= 1000) {
      const step = announcementStep(ms);
      steps.add(`${step.count} ${step.unit}`);
    }
    expect([...steps]).toEqual(['3 minutes', '2 minutes', '60 seconds', '40 seconds', '20 seconds']);
  });
});

describe('session warning dialog', () => {
  it('opens 3 minutes before expiry and announces at steps, not every second', () => {
    setup();
    tick(7 * MINUTE - 2000);
    expect(screen.queryByRole('dialog')).toBeNull();
    tick(2000);
    const dialog = screen.getByRole('dialog', { name: 'Sie werden bald abgemeldet' });
    expect(dialog).toBeInTheDocument();
    // The visible countdown is hidden from screen readers; the live region speaks instead.
    expect(screen.getByText(/Verbleibende Zeit: 3:00/).closest('[aria-hidden="true"]')).not.toBeNull();

    const heard: string[] = [];
    for (let second = 0; second < 179; second++) {
      const text = announcer()?.textContent ?? '';
      if (text && text !== heard.at(-1)) heard.push(text);
      tick(1000);
    }
    expect(heard).toEqual([
      'Sie werden in 3 Minuten abgemeldet.',
      'Sie werden in 2 Minuten abgemeldet.',
      'Sie werden in 60 Sekunden abgemeldet.',
      'Sie werden in 40 Sekunden abgemeldet.',
      'Sie werden in 20 Sekunden abgemeldet.',
    ]);
  });

  it('"Angemeldet bleiben" sends keepAlive and closes the warning; Escape does the same', async () => {
    const { store } = setup();
    connectApi(store);
    const stub = stubFetch({
      'GET /keepAlive': () => ({ body: { sessionTimeoutMinutes: 10, idleExpiresAt: '', maximumExpiresAt: '' } }),
    });
    configureApi({ fetch: stub.fetch });
    tick(8 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Angemeldet bleiben' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(stub.calls.map((c) => c.path)).toEqual(['/keepAlive']);

    tick(8 * MINUTE);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(sessionModalAtom)).toBeNull();
  });

  it('on expiry says the person was logged out for their security and that their answers are kept; focus on its title', () => {
    const { store } = setup('/tax/wizard?screen=donations');
    store.set(wizardAtom, { formModelName: 'ESt2025', document: { donations: [{ amount: '50.00' }] }, loaded: true });
    tick(10 * MINUTE + 1000);
    const title = 'Wir haben Sie zu Ihrer Sicherheit abgemeldet';
    const dialog = screen.getByRole('dialog', { name: title });
    // The reason is the dialog's description; no network word: the network was never the cause.
    expect(dialog).toHaveAccessibleDescription('Sie waren längere Zeit nicht aktiv. So kann an diesem Gerät niemand anderes Ihre Angaben sehen.');
    expect(dialog).toHaveTextContent('Ihre Angaben bleiben erhalten. Melden Sie sich in diesem Fenster wieder an.');
    expect(dialog).toHaveTextContent('25 Tage lang gespeichert, was Sie mit „Weiter“ bestätigt haben.');
    expect(dialog).not.toHaveTextContent(/Verbindung/);
    // Only the button leaves it: Escape does not close a login that ended.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    tick(300);
    // Focus on the title (the dialog's name), once it is painted.
    expect(document.activeElement?.textContent).toBe(title);
    expect(screen.getByRole('button', { name: 'Erneut anmelden' })).toBeInTheDocument();
    // What the dialog promises: the tab keeps the typed answers, marked for saving at the next login here.
    expect(store.get(wizardAtom).document).toEqual({ donations: [{ amount: '50.00' }] });
    expect(store.get(draftPendingAtom)).toBe('ESt2025');
    expect(store.get(forwardUrlAtom)).toBe('/tax/wizard?screen=donations');
    expect(store.get(sessionStatusAtom)).toBe('expired');
  });

  it('in English: "We logged you out for your security", the answers kept', () => {
    setup('/tax/wizard', { locale: 'en' });
    tick(10 * MINUTE + 1000);
    const dialog = screen.getByRole('dialog', { name: 'We logged you out for your security' });
    expect(dialog).toHaveAccessibleDescription('You were not active for a while. This way nobody else on this device can see your answers.');
    expect(dialog).toHaveTextContent('Your answers are kept. Log in again in this window and everything is back');
    expect(dialog).not.toHaveTextContent(/connection/i);
  });

  it('at the maximum time of a login: the same title, its own reason, the answers kept', () => {
    setup('/tax/wizard', { maximumSeconds: 120 });
    tick(2 * MINUTE + 1000);
    const dialog = screen.getByRole('dialog', { name: 'Wir haben Sie zu Ihrer Sicherheit abgemeldet' });
    expect(dialog).toHaveAccessibleDescription(/^Jede Anmeldung endet nach einer festen Zeit, auch wenn Sie aktiv sind\./);
    expect(dialog).toHaveTextContent('Ihre Angaben bleiben erhalten.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('does not show the logged-out dialog on the confirmation page', () => {
    const { store } = setup('/tax/confirmation');
    tick(10 * MINUTE + 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(sessionModalAtom)).toBeNull();
  });
});
