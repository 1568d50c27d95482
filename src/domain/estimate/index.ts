export { estimateTax, taxablePensionCents, reasonableOwnShareCents, disabilityLumpSum, disabilityTravelLumpSum } from './estimate';
export { estimateInputFromDocument } from './document';
export { tariffTax, incomeTaxForYear, solidaritySurchargeCents } from './tariff';
export { assessmentYears, isAssessmentYear, pensionSharePermille, churchTaxPercent, yearParameters, type AssessmentYear } from './parameters';
export type { EstimateInput, EstimatePerson, EstimateResult, EstimateStep, DisabilityMarker, DonationKind, HouseholdKind } from './types';
