/**
 * Statutory parameters per assessment year (EStG, SolZG), amounts in euro cents unless named otherwise.
 * Sources: docs/tax-estimate.md, reference §1–2 (BMF PAP constants UPTAB23, UPTAB24N, UPTAB25).
 */

export const assessmentYears = [2023, 2024, 2025] as const;
export type AssessmentYear = (typeof assessmentYears)[number];

export function isAssessmentYear(year: number): year is AssessmentYear {
  return (assessmentYears as readonly number[]).includes(year);
}

/** § 32a (1) EStG tariff constants; coefficients in cents so the formula stays in integers. */
export interface TariffParameters {
  /** Basic allowance (Grundfreibetrag), full euros. */
  basicAllowance: number;
  /** Upper end of zone 2, full euros. */
  zone2End: number;
  /** Upper end of zone 3, full euros. */
  zone3End: number;
  /** Upper end of zone 4, full euros; zone 5 starts one euro above. */
  zone4End: number;
  /** Zone 2: (a·y + 1,400)·y, a in cents. */
  zone2FactorCents: number;
  /** Zone 3: (b·z + 2,397)·z + c, b and c in cents. */
  zone3FactorCents: number;
  zone3ConstantCents: number;
  /** Zone 4: 0.42·x − d, d in cents. */
  zone4DeductionCents: number;
  /** Zone 5: 0.45·x − e, e in cents. */
  zone5DeductionCents: number;
}

export interface YearParameters {
  tariff: TariffParameters;
  /** SolZG § 3 (3) exemption limit for a single assessment, in cents (doubled for splitting). */
  soliExemptionCents: number;
}

/** The final 2024 tariff (BGBl. 2024 I Nr. 386), not the superseded 11,604 € one. */
export const yearParameters: Record<AssessmentYear, YearParameters> = {
  2023: {
    tariff: {
      basicAllowance: 10_908,
      zone2End: 15_999,
      zone3End: 62_809,
      zone4End: 277_825,
      zone2FactorCents: 97_918,
      zone3FactorCents: 19_259,
      zone3ConstantCents: 96_653,
      zone4DeductionCents: 997_298,
      zone5DeductionCents: 1_830_773,
    },
    soliExemptionCents: 1_754_300,
  },
  2024: {
    tariff: {
      basicAllowance: 11_784,
      zone2End: 17_005,
      zone3End: 66_760,
      zone4End: 277_825,
      zone2FactorCents: 95_480,
      zone3FactorCents: 18_119,
      zone3ConstantCents: 99_121,
      zone4DeductionCents: 1_063_631,
      zone5DeductionCents: 1_897_106,
    },
    soliExemptionCents: 1_813_000,
  },
  2025: {
    tariff: {
      basicAllowance: 12_096,
      zone2End: 17_443,
      zone3End: 68_480,
      zone4End: 277_825,
      zone2FactorCents: 93_230,
      zone3FactorCents: 17_664,
      zone3ConstantCents: 101_513,
      zone4DeductionCents: 1_091_192,
      zone5DeductionCents: 1_924_667,
    },
    soliExemptionCents: 1_995_000,
  },
};

/** § 9a Nr. 3 EStG: expense lump sum for § 22 Nr. 1, 1a, 5 income, per person. */
export const pensionLumpSumCents = 10_200;

/** § 10c EStG special-expense lump sum: 36 € single, 72 € joint. */
export const specialExpenseLumpSumCents = { single: 3_600, joint: 7_200 } as const;

/** § 10b (1) EStG: donations deductible up to 20 % of total income. */
export const donationCapPercent = 20;

/** § 34g EStG: 50 % credit on at most 1,650 / 3,300 € of party donations; § 10b (2): a further 1,650 / 3,300 €. */
export const partyDonationBaseCents = { single: 165_000, joint: 330_000 } as const;

/** § 33 (3) EStG income bands for the stepped reasonable own share (BFH VI R 75/14). */
export const ownShareBandsCents = [1_534_000, 5_113_000] as const;

/** Rates in percent per band: [≤15,340, ≤51,130, above]. */
export const ownShareRates = {
  singleNoChildren: [5, 6, 7],
  jointNoChildren: [4, 5, 6],
  oneOrTwoChildren: [2, 3, 4],
  threeOrMoreChildren: [1, 1, 2],
} as const;

/** § 33b (3) EStG disability lump sums since 2021, by degree of disability (GdB), in cents. */
export const disabilityLumpSumCents: Record<number, number> = {
  20: 38_400,
  30: 62_000,
  40: 86_000,
  50: 114_000,
  60: 144_000,
  70: 178_000,
  80: 212_000,
  90: 246_000,
  100: 284_000,
};
/** Markers H, Bl, TBl replace the degree-based amount with 7,400 €. */
export const disabilityLumpSumHelplessCents = 740_000;

/** § 33 (2a) EStG disability travel lump sums. */
export const disabilityTravelCents = { standard: 90_000, severe: 450_000 } as const;

/** § 35a EStG: 20 % of the cost, caps per household. */
export const householdReduction = { percent: 20, maxCents: 400_000 } as const;
export const craftsmanReduction = { percent: 20, maxCents: 120_000 } as const;

/** Church tax rate in percent of the assessed income tax: 8 % in Bavaria and Baden-Württemberg, 9 % elsewhere. */
export function churchTaxPercent(state: string | undefined): 8 | 9 {
  return state === 'BW' || state === 'BY' ? 8 : 9;
}

/**
 * § 22 Nr. 1 S. 3 a aa EStG taxable share, in tenths of a percent, by the year the pension started.
 * Wachstumschancengesetz: +0.5 points a year from 2023.
 */
export function pensionSharePermille(startYear: number): number {
  if (startYear <= 2005) return 500;
  if (startYear <= 2020) return 500 + 20 * (startYear - 2005);
  if (startYear <= 2022) return 800 + 10 * (startYear - 2020);
  return Math.min(1000, 820 + 5 * (startYear - 2022));
}
