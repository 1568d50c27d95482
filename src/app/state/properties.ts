import { atom } from 'jotai';

export interface TestMarker {
  value: string;
  name: string;
  description: string;
}

export interface TestMarkerList {
  entries: TestMarker[];
  defaultValue: string;
}

export interface GlobalProperties {
  testMode: boolean;
  modelPath: string;
  locale: { language: string; country: string };
  availableTestMarkers: { registration: TestMarkerList; authentication: TestMarkerList; formSubmit: TestMarkerList };
  uriHelp: string;
  uriPortal: string;
  sessionTimeoutMinutes: number;
  sessionMaximumTimeSeconds: number;
}

const emptyMarkers: TestMarkerList = { entries: [], defaultValue: '' };

/** docs/product-spec.md §9 defaults, used until the server's global properties arrive (and as fallbacks). */
export const defaultProperties: GlobalProperties = {
  testMode: false,
  modelPath: '/erklaerung/models',
  locale: { language: 'de', country: 'DE' },
  availableTestMarkers: { registration: emptyMarkers, authentication: emptyMarkers, formSubmit: emptyMarkers },
  uriHelp: 'https://www.elster.de/eportal/helpGlobal',
  uriPortal: 'https://www.elster.de',
  sessionTimeoutMinutes: 45,
  sessionMaximumTimeSeconds: 86400,
};

/** Global properties loaded once at start (GET /api/properties/global). */
export const propertiesAtom = atom<GlobalProperties>(defaultProperties);
/** True once the start-up calls (properties and status) have answered. */
export const bootstrappedAtom = atom(false);

export const testModeAtom = atom((get) => get(propertiesAtom).testMode);
