// External enumerations of the form models: federal states and tax offices (BUFA numbers), from the shipped data file.
import taxOfficeData from '../domain/data/tax-offices.json' with { type: 'json' };
import type { ExternalEnumeration, FederalState } from '../domain/api/schemas';

interface StateData {
  state: string;
  stateName: string;
  taxOffices: { bufa: string; name: string }[];
}

const states = (taxOfficeData as { states: StateData[] }).states;

export const federalStates: FederalState[] = states.map((s) => ({ id: s.state, name: s.stateName }));

export const externalEnumerations: ExternalEnumeration[] = [
  { id: 'federalStates', data: states.map((s) => ({ value: s.state, label: s.stateName })) },
  {
    id: 'taxOffices',
    data: states.flatMap((s) => s.taxOffices.map((o) => ({ value: o.bufa, label: o.name, parentValue: s.state }))),
  },
];

const taxOffices: readonly { state: string; stateName: string; bufa: string; name: string }[] = Object.freeze(
  states.flatMap((s) => s.taxOffices.map((o) => Object.freeze({ state: s.state, stateName: s.stateName, ...o }))),
);

/** Every tax office with its state, made once (the demo's known data picks one per person and request). */
export function allTaxOffices(): readonly { state: string; stateName: string; bufa: string; name: string }[] {
  return taxOffices;
}
