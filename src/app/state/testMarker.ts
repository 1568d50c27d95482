import { atom } from 'jotai';
import { propertiesAtom, type TestMarkerList } from './properties';

export type TestMarkerPurpose = 'registration' | 'authentication' | 'formSubmit';

/** The markers offered for one purpose; empty outside test mode so nothing can leak into real cases. */
export const testMarkerListAtom = (purpose: TestMarkerPurpose) =>
  atom<TestMarkerList>((get) => {
    const properties = get(propertiesAtom);
    return properties.testMode ? properties.availableTestMarkers[purpose] : { entries: [], defaultValue: '' };
  });

/** The marker chosen for form submission (picked on the declaration year screen). */
export const formSubmitTestMarkerAtom = atom<string>('');

/** The marker goes to the server only in test mode (docs/product-spec.md §6). */
export function markerForRequest(testMode: boolean, marker: string | undefined): string | undefined {
  return testMode ? (marker ?? '') : undefined;
}
