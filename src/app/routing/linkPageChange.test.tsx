// A link whose page goes with it (docs/accessibility-testing.md, "Fixed findings"): focus waits in a
// busy place outside the app, then the new page's h1 takes it; a page change from code (a form after
// its request) focuses the h1 at once.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { AppRoutes } from './AppRoutes';
import { navigateTo, WAITING_PLACE_ID } from './navigation';
import { easyReadPagePath } from './paths';
import { FOCUS_AFTER_LOSS_MS } from './usePage';
import { renderApp } from '../test/renderApp';
import { sessionStatusAtom } from '../state/session';
import { easyReadPages } from '../easyRead/content';

const anonymous = () => {
  const store = createStore();
  store.set(sessionStatusAtom, 'anonymous');
  return store;
};

describe('a page change from a link', () => {
  it('lets focus wait in a busy place, then moves it to the new h1', async () => {
    const [first, second] = easyReadPages;
    // The app's container, as in index.html.
    renderApp(<AppRoutes />, { path: easyReadPagePath(first.id), store: anonymous() }).container.id = 'root';
    const next = await screen.findByRole('link', { name: new RegExp(second.title) });
    next.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    const place = document.getElementById(WAITING_PLACE_ID);
    // Focus waits outside the app, which says it is busy; the link went with its page.
    expect(place).not.toBeNull();
    expect(document.getElementById('root')?.contains(place!)).toBe(false);
    expect(next.isConnected).toBe(false);
    expect(document.activeElement).toBe(place);
    expect(place!.getAttribute('aria-busy')).toBe('true');
    const heading = await screen.findByRole('heading', { level: 1, name: second.title });
    await waitFor(() => expect(document.activeElement).toBe(heading), { timeout: FOCUS_AFTER_LOSS_MS * 5 });
    expect(place!.getAttribute('aria-busy')).toBe('false');
    // The waiting place is focusable only while it has focus.
    expect(place!.hasAttribute('tabindex')).toBe(false);
  });

  it('moves focus to the h1 at once when code changes the page (a form after its request)', async () => {
    const [first, second] = easyReadPages;
    renderApp(<AppRoutes />, { path: easyReadPagePath(first.id), store: anonymous() }).container.id = 'root';
    (await screen.findByRole('link', { name: new RegExp(second.title) })).focus();
    await act(async () => navigateTo(easyReadPagePath(second.id)));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: second.title }));
    expect(document.getElementById(WAITING_PLACE_ID)?.getAttribute('aria-busy') ?? 'false').toBe('false');
  });
});
