// The Steuernummer formats come from the domain's one table of the 16 states, which the validator
// reads too: a state's mask and its validation cannot disagree.
import { taxNumberStates, type StateCode } from '../../../src/domain/validators/taxNumberStates';

/** Federal state codes used by the Steuernummer (ELSTER). */
export type { StateCode };

/**
 * Display format of the Steuernummer per state (F tax office, B district, U distinguishing
 * number, P check digit). A leading literal digit is part of the number the user types.
 */
export const taxNumberFormats = Object.fromEntries(taxNumberStates.map((state) => [state.code, state.format])) as Record<StateCode, string>;

export const stateCodes: StateCode[] = taxNumberStates.map((state) => state.code);

/** The IMask pattern: digits for F/B/U/P, the leading state digit kept in the unmasked value. */
export function taxNumberPattern(state: StateCode): string {
  return taxNumberFormats[state].replace(/^(\d)/, '{\\$1}').replace(/[FBUP]/g, '0');
}

/** What the hint shows: the shape with X for each digit, e.g. `0XX/XXX/XXXXX`. */
export function taxNumberFormatText(state: StateCode): string {
  return taxNumberFormats[state].replace(/[FBUP]/g, 'X');
}
