// The words Orca itself adds (role, state, level) in each of its languages, as Orca 43 speaks them.
import type { OrcaLocale } from './driver';

export const orcaWords = {
  de: {
    link: 'Verknüpfung',
    button: 'Druckknopf',
    toggleButton: 'Auslöseknopf',
    notPressed: 'nicht gedrückt',
    pressed: 'gedrückt',
    heading: (level: number) => `Überschrift Ebene ${level}`,
    clickable: 'klickbar',
    pageSummary: 'Seite hat',
  },
  en: {
    link: 'link',
    button: 'push button',
    toggleButton: 'toggle button',
    notPressed: 'not pressed',
    pressed: 'pressed',
    heading: (level: number) => `heading level ${level}`,
    clickable: 'clickable',
    pageSummary: 'Page has',
  },
} satisfies Record<OrcaLocale, Record<string, unknown>>;

export type OrcaWords = (typeof orcaWords)['de'];
