import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../AppProviders';
import { AppLayout } from '../layout/AppLayout';
import { createI18n } from '../i18n';
import { registerNavigate } from '../routing/navigation';
import { defaultProperties, bootstrappedAtom, propertiesAtom, type GlobalProperties } from '../state/properties';
import { sessionStatusAtom } from '../state/session';
import { darkModeAtom } from '../state/theme';
import { STORAGE_PREFIX } from '../state/storage';
import { chosenLocaleAtom, type Locale } from '../state/locale';
import { expect, waitFor, within } from 'storybook/test';

type Store = ReturnType<typeof createStore>;

export interface AppStoryParameters {
  /** The route the memory location starts at. */
  path?: string;
  /** Preset atoms (session, errors, modals, loading) for the state the story shows. */
  setup?: (store: Store) => void;
  /** Test mode on, with the server's marker lists. */
  testMode?: boolean;
  /** false renders the story without header and footer (for a part of a page). */
  page?: boolean;
}

/** Test markers as the server offers them in test mode, so test-mode stories look real. */
export const storyTestMarkers: GlobalProperties['availableTestMarkers'] = {
  registration: {
    defaultValue: '',
    entries: [
      { value: '', name: 'Echtfall', description: 'Normales Verhalten' },
      { value: 'alreadyRegistered', name: 'Bereits registriert', description: 'Die Registrierung wird abgelehnt' },
    ],
  },
  authentication: {
    defaultValue: '',
    entries: [
      { value: '', name: 'Echtfall', description: 'Normales Verhalten' },
      { value: 'accessCodeExpired', name: 'Freischaltcode abgelaufen', description: 'Die Anmeldung meldet einen abgelaufenen Code' },
    ],
  },
  formSubmit: { defaultValue: '', entries: [{ value: '', name: 'Echtfall', description: 'Normales Verhalten' }] },
};

/**
 * Whole pages without a server: a fresh jotai store with preset atoms, the app's i18n (following
 * the toolbar's locale), the toolbar's theme, and a wouter memory location.
 */
export const AppDecorator: Decorator = (Story, context) => {
  const parameters = (context.parameters.app ?? {}) as AppStoryParameters;
  const locale = ((context.globals.locale as Locale | undefined) ?? 'de') === 'en' ? 'en' : 'de';
  const contrast = context.globals.theme === 'contrast';
  // Storybook mounts the decorator afresh per story: one store and location per story, and nothing a
  // story before it stored in the tab (the same page shows one story after another): a story's picture
  // must not depend on which story came before.
  const [store] = useState(() => {
    for (const storage of [sessionStorage, localStorage]) {
      for (const key of Object.keys(storage)) if (key.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
    }
    const s = createStore();
    s.set(propertiesAtom, {
      ...defaultProperties,
      uriHelp: 'https://example.org/hilfe',
      uriPortal: 'https://example.org/portal',
      ...(parameters.testMode ? { testMode: true, availableTestMarkers: storyTestMarkers } : {}),
    });
    s.set(sessionStatusAtom, 'anonymous');
    s.set(bootstrappedAtom, true);
    s.set(darkModeAtom, contrast);
    s.set(chosenLocaleAtom, locale);
    parameters.setup?.(s);
    return s;
  });
  useLayoutEffect(() => {
    store.set(darkModeAtom, contrast);
    store.set(chosenLocaleAtom, locale);
  }, [store, contrast, locale]);
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const [location] = useState(() => memoryLocation({ path: parameters.path ?? '/', record: true }));
  registerNavigate(location.navigate);
  useEffect(() => () => registerNavigate((to) => window.location.assign(to)), []);
  return (
    <AppProviders store={store} i18n={i18n} hook={location.hook} searchHook={location.searchHook}>
      {parameters.page === false ? (
        <Story />
      ) : (
        <AppLayout>
          <Story />
        </AppLayout>
      )}
    </AppProviders>
  );
};

export const fullPage = { layout: 'fullscreen' } as const;

/**
 * A play function for a screen that shows work in progress: the story ends once the busy indicator
 * shows (it waits 400 ms before it shows, so quick calls do not flash), so axe and the story pictures
 * always see it.
 */
export async function busyIndicatorShown({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(() => expect(within(canvasElement).getByTestId('busy-visual')).toBeVisible(), { timeout: 3_000 });
}
