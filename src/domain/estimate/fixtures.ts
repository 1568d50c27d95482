import type { EstimateInput, EstimatePerson } from './types';
import type { AssessmentYear } from './parameters';

/** Builders for tests and stories: a person and an input with no entries. */
export function person(overrides: Partial<EstimatePerson> = {}): EstimatePerson {
  return {
    pensionCents: 0,
    pensionStartYear: 2020,
    healthInsuranceCents: 0,
    careInsuranceCents: 0,
    churchMember: false,
    ...overrides,
  };
}

export function emptyInput(year: AssessmentYear, overrides: Partial<EstimateInput> = {}): EstimateInput {
  return {
    year,
    joint: false,
    personA: person(),
    donations: [],
    medical: [],
    household: [],
    craftsman: [],
    prepaymentsCents: 0,
    ...overrides,
  };
}
