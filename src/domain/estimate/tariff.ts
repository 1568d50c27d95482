import { yearParameters, type AssessmentYear, type TariffParameters } from './parameters';

/** Scale of the exact intermediate: 1e-10 euro, so y, z (four decimals) and cent coefficients stay integers. */
const SCALE = 10_000_000_000n;

/**
 * § 32a (1) EStG income tax in full euros for a taxable income (zvE) in full euros.
 * Exact rational arithmetic with BigInt, rounded down at the end like the BMF pseudo-code.
 */
export function tariffTax(taxableIncomeEuro: number, tariff: TariffParameters): number {
  const x = BigInt(Math.max(0, Math.floor(taxableIncomeEuro)));
  const t = tariff;
  let scaled: bigint;
  if (x <= BigInt(t.basicAllowance)) {
    return 0;
  } else if (x <= BigInt(t.zone2End)) {
    // (a·y + 1400)·y with y = d/10,000 → (a_cents·d + 1400·10^6)·d / 10^10
    const d = x - BigInt(t.basicAllowance);
    scaled = (BigInt(t.zone2FactorCents) * d + 1_400_000_000n) * d;
  } else if (x <= BigInt(t.zone3End)) {
    const z = x - BigInt(t.zone2End);
    scaled = (BigInt(t.zone3FactorCents) * z + 2_397_000_000n) * z + BigInt(t.zone3ConstantCents) * 100_000_000n;
  } else if (x <= BigInt(t.zone4End)) {
    scaled = (42n * x - BigInt(t.zone4DeductionCents)) * 100_000_000n;
  } else {
    scaled = (45n * x - BigInt(t.zone5DeductionCents)) * 100_000_000n;
  }
  return Number(scaled / SCALE);
}

/** Income tax in full euros for a year: single tariff, or splitting = 2 × tariff(floor(zvE / 2)) (§ 32a (5)). */
export function incomeTaxForYear(taxableIncomeEuro: number, year: AssessmentYear, joint: boolean): number {
  const tariff = yearParameters[year].tariff;
  const x = Math.max(0, Math.floor(taxableIncomeEuro));
  return joint ? 2 * tariffTax(Math.floor(x / 2), tariff) : tariffTax(x, tariff);
}

/**
 * Solidarity surcharge in cents on an income tax in cents (SolZG §§ 3, 4): zero up to the exemption
 * limit (doubled when joint), then min(5.5 %, 11.9 % of the excess); fractions of a cent are dropped.
 */
export function solidaritySurchargeCents(incomeTaxCents: number, year: AssessmentYear, joint: boolean): number {
  const exemption = yearParameters[year].soliExemptionCents * (joint ? 2 : 1);
  if (incomeTaxCents <= exemption) return 0;
  const full = (BigInt(incomeTaxCents) * 55n) / 1000n;
  const transition = (BigInt(incomeTaxCents - exemption) * 119n) / 1000n;
  return Number(full < transition ? full : transition);
}
