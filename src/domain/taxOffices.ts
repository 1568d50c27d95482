// Tax offices (Finanzämter) per federal state, as the external enumeration `taxOffices` of the
// form models (parent: the federal state); data in ./data/tax-offices.json (docs/domain-rules.md).
import data from './data/tax-offices.json';
import { isStateCode, type StateCode } from './validators/taxNumber';

export interface TaxOffice {
  bufa: string;
  name: string;
  state: StateCode;
}

export interface EnumerationEntry {
  value: string;
  label: string;
  parentValue?: string;
}

export interface ExternalEnumeration {
  id: string;
  data: EnumerationEntry[];
}

export interface FederalState {
  id: StateCode;
  name: string;
}

/** Where the office list comes from (kept from the source file). */
export const taxOfficesSource: string = data.source;

export const federalStates: readonly FederalState[] = data.states.map((s) => {
  if (!isStateCode(s.state)) throw new Error(`Unknown state ${s.state} in tax-offices.json`);
  return { id: s.state, name: s.stateName };
});

export const taxOffices: readonly TaxOffice[] = data.states.flatMap((s) =>
  s.taxOffices.map((o) => ({ bufa: o.bufa, name: o.name, state: s.state as StateCode })),
);

const officeByBufa = new Map(taxOffices.map((o) => [o.bufa, o]));

export function findTaxOffice(bufa: string): TaxOffice | undefined {
  return officeByBufa.get(bufa);
}

export function taxOfficesOfState(state: StateCode): TaxOffice[] {
  return taxOffices.filter((o) => o.state === state);
}

/** Every known BUFA, e.g. for `validateTaxNumber(state, digits, { knownBufas })`. */
export const knownBufas: ReadonlySet<string> = new Set(officeByBufa.keys());

/** The external enumeration the form engine shows as "tax office" below the federal state. */
export const taxOfficesEnumeration: ExternalEnumeration = {
  id: 'taxOffices',
  data: taxOffices.map((o) => ({ value: o.bufa, label: `${o.name} (${o.bufa})`, parentValue: o.state })),
};

/** The external enumeration of federal states (no parent). */
export const federalStatesEnumeration: ExternalEnumeration = {
  id: 'federalStates',
  data: federalStates.map((s) => ({ value: s.id, label: s.name })),
};
