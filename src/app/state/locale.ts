import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { localJson } from './storage';
import { propertiesAtom } from './properties';

export type Locale = 'de' | 'en';

/** The language the user picked with the switch; null until they pick one. */
export const chosenLocaleAtom = atomWithStorage<Locale | null>('einfach.locale', null, localJson<Locale | null>(), { getOnInit: true });

/** The effective locale: the user's choice, else the server's default (global properties). */
export const localeAtom = atom(
  (get): Locale => get(chosenLocaleAtom) ?? (get(propertiesAtom).locale.language === 'en' ? 'en' : 'de'),
  (_get, set, next: Locale) => set(chosenLocaleAtom, next),
);
