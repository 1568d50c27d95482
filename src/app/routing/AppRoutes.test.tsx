import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { AppRoutes } from './AppRoutes';
import { renderApp } from '../test/renderApp';
import { routes } from '../routes';
import { isSignedInPath } from './paths';
import userEvent from '@testing-library/user-event';
import { forwardUrlAtom, sessionStatusAtom, type SessionStatus } from '../state/session';

afterEach(() => sessionStorage.clear());

const withStatus = (status: SessionStatus) => {
  const store = createStore();
  store.set(sessionStatusAtom, status);
  return store;
};

describe('route guard', () => {
  it('sends an anonymous visitor of a protected route to the login and keeps the URL', async () => {
    const store = withStatus('anonymous');
    const { location } = renderApp(<AppRoutes />, { path: '/tax/summary', store });
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax'));
    expect(store.get(forwardUrlAtom)).toBe('/tax/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('einfach.forwardUrl') ?? 'null')).toBe('/tax/summary');
  });

  it('waits for the start-up status instead of redirecting', () => {
    const { location } = renderApp(<AppRoutes />, { path: '/tax/year', store: withStatus('unknown') });
    expect(location.history.at(-1)).toBe('/tax/year');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows a protected screen when authenticated', async () => {
    const { location } = renderApp(<AppRoutes />, { path: '/tax/year', store: withStatus('authenticated') });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Anmelden' })).toBeNull();
    expect(location.history).toEqual(['/tax/year']);
  });

  it('an authenticated visitor of the login goes on to the declaration year', async () => {
    const { location } = renderApp(<AppRoutes />, { path: '/tax', store: withStatus('authenticated') });
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax/year'));
  });

  it('a tab signed in elsewhere sees where the declaration is open, and only its own choice leads to the login', async () => {
    const store = withStatus('elsewhere');
    const { location } = renderApp(<AppRoutes />, { path: '/tax/wizard?screen=bank', store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Steuererklärung ist in einem anderen Fenster geöffnet' })).toBeInTheDocument();
    expect(document.title).toBe('In einem anderen Fenster geöffnet – Einfach Erklären');
    expect(location.history).toEqual(['/tax/wizard?screen=bank']);
    await userEvent.click(screen.getByRole('button', { name: 'Hier neu anmelden' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax'));
    expect(store.get(forwardUrlAtom)).toBe('/tax/wizard?screen=bank');
    // The login says what logging in here does to the other window.
    expect(await screen.findByText('Sie sind in einem anderen Fenster angemeldet')).toBeInTheDocument();
  });

  it('the signed-in paths are exactly the protected routes', () => {
    for (const route of routes) expect(isSignedInPath(route.path), route.path).toBe(!!route.protected);
  });

  it('falls back to the start page for unknown paths', async () => {
    const { location } = renderApp(<AppRoutes />, { path: '/nowhere', store: withStatus('anonymous') });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Steuererklärung als Rentnerin/ })).toBeInTheDocument();
    expect(document.title).toBe('Startseite – Einfach Erklären');
  });
});
