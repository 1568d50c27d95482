import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEADER_SWITCH_FIELDS } from '@einfach/design-system';
import { renderApp, stubFetch } from '../test/renderApp';
import { localeAtom } from '../state/locale';
import { darkModeAtom } from '../state/theme';
import { setLoadingAtom } from '../state/loading';
import { PREFERENCE_SWITCH_FIELDS, PREFERENCE_SWITCH_PATH } from '../../domain/preferences';
import { AppLayout } from './AppLayout';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AppLayout: the header switches', () => {
  it('are a form the server answers, coming back to this very page (before or without the script)', async () => {
    vi.stubGlobal('fetch', stubFetch({}).fetch);
    const { container } = renderApp(
      <AppLayout>
        <p>page</p>
      </AppLayout>,
      { path: '/error?type=client' },
    );
    const form = container.querySelector('header form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(PREFERENCE_SWITCH_PATH);
    expect(form.querySelector<HTMLInputElement>('input[type=hidden][name=return]')!.value).toBe('/erklaerung/ui/error?type=client');
    expect(screen.getByRole('button', { name: 'Kontrastmodus' })).toHaveAttribute('name', 'contrast');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('value', 'en');
  });

  it('with the app switch in place: the atoms change and the form is not sent', async () => {
    vi.stubGlobal('fetch', stubFetch({}).fetch);
    const { container, store } = renderApp(
      <AppLayout>
        <p>page</p>
      </AppLayout>,
      { path: '/imprint' },
    );
    const submitted = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('header form')!.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: 'Kontrastmodus' }));
    expect(store.get(darkModeAtom)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(store.get(localeAtom)).toBe('en');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('name their fields as the server reads them', () => {
    expect(HEADER_SWITCH_FIELDS).toEqual(PREFERENCE_SWITCH_FIELDS);
  });
});

describe('AppLayout: a call waiting out an overload refusal (src/app/api/client.ts)', () => {
  it('says so in a polite status, in plain words, and stops when no call waits', async () => {
    vi.stubGlobal('fetch', stubFetch({}).fetch);
    const { store } = renderApp(
      <AppLayout>
        <p>page</p>
      </AppLayout>,
      { path: '/imprint' },
    );
    store.set(setLoadingAtom, ['overloadWait', true]);
    const status = await screen.findByText(/Der Dienst ist gerade sehr gefragt\. .* Wir versuchen es gleich noch einmal\./, { selector: 'output' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    // At the top of main, before the page: seen by a magnifier user at the page's start too.
    const main = screen.getByRole('main');
    const page = screen.getByText('page');
    expect(main.contains(status)).toBe(true);
    expect(status.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    store.set(setLoadingAtom, ['overloadWait', false]);
    await waitFor(() => expect(status.textContent).toBe(''));
    expect(screen.queryByText(/gefragt/)).toBeNull();
  });
});
