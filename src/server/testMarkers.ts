// Test markers: documented server scenarios reachable only in test mode (docs/api.md, "Test markers").
import type { TestMarkerList } from '../domain/api/schemas';
import type { Locale } from './messages';

interface MarkerDef {
  value: string;
  name: Record<Locale, string>;
  description: Record<Locale, string>;
}

const realCase: MarkerDef = {
  value: '',
  name: { de: 'Echtfall', en: 'Real case' },
  description: { de: 'Kein Testfall: der Dienst verhält sich wie im Echtbetrieb.', en: 'No test case: the service behaves as in live operation.' },
};

export const TEST_MARKERS = {
  registration: [
    realCase,
    {
      value: 'alreadyRegistered',
      name: { de: 'Bereits registriert', en: 'Already registered' },
      description: {
        de: 'Die Registrierung wird abgelehnt, weil die Steuer-Identifikationsnummer schon registriert ist (409).',
        en: 'Registration is refused because the tax identification number is already registered (409).',
      },
    },
    {
      value: 'registrationServiceDown',
      name: { de: 'Registrierung nicht verfügbar', en: 'Registration unavailable' },
      description: {
        de: 'Der Registrierungsdienst antwortet nicht (503).',
        en: 'The registration service does not answer (503).',
      },
    },
  ],
  authentication: [
    realCase,
    {
      value: 'accessCodeExpired',
      name: { de: 'Freischaltcode abgelaufen', en: 'Access code expired' },
      description: {
        de: 'Die Anmeldung gelingt, aber der Freischaltcode gilt als abgelaufen: der Status meldet accessCodeExpired.',
        en: 'Login succeeds, but the access code counts as expired: the status reports accessCodeExpired.',
      },
    },
    {
      value: 'serverError',
      name: { de: 'Serverfehler', en: 'Server error' },
      description: {
        de: 'Die Anmeldung endet mit einem unerwarteten Serverfehler (500, unexpected).',
        en: 'Login ends with an unexpected server error (500, unexpected).',
      },
    },
    {
      value: 'sessionTicket',
      name: { de: 'Fehler mit Vorgangsnummer', en: 'Error with reference number' },
      description: {
        de: 'Die Anmeldung wird mit einer Fehlermeldung samt Vorgangsnummer abgelehnt (401).',
        en: 'Login is refused with an error message carrying a reference number (401).',
      },
    },
  ],
  formSubmit: [
    realCase,
    {
      value: 'transferRejected',
      name: { de: 'Übermittlung abgelehnt', en: 'Transfer rejected' },
      description: {
        de: 'Das Finanzamt lehnt die unterschriebene Steuererklärung ab (422, mit Vorgangsnummer).',
        en: 'The tax office rejects the signed tax return (422, with reference number).',
      },
    },
    {
      value: 'unexpectedError',
      name: { de: 'Unerwarteter Fehler', en: 'Unexpected error' },
      description: {
        de: 'Das Senden der Unterschrift endet mit einem unerwarteten Serverfehler (500, unexpected).',
        en: 'Sending the signature ends with an unexpected server error (500, unexpected).',
      },
    },
  ],
} satisfies Record<string, MarkerDef[]>;

export type MarkerGroup = keyof typeof TEST_MARKERS;

export function markerList(group: MarkerGroup, locale: Locale): TestMarkerList {
  return {
    entries: TEST_MARKERS[group].map((m) => ({ value: m.value, name: m.name[locale], description: m.description[locale] })),
    defaultValue: '',
  };
}

export function isKnownMarker(group: MarkerGroup, value: string): boolean {
  return TEST_MARKERS[group].some((m) => m.value === value);
}
