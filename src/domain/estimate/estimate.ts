import { clampNonNegative, floorToEuroCents, mulDivFloor, sumCents } from './money';
import {
  churchTaxPercent,
  craftsmanReduction,
  disabilityLumpSumCents,
  disabilityLumpSumHelplessCents,
  disabilityTravelCents,
  donationCapPercent,
  householdReduction,
  isAssessmentYear,
  type AssessmentYear,
  ownShareBandsCents,
  ownShareRates,
  partyDonationBaseCents,
  pensionLumpSumCents,
  pensionSharePermille,
  specialExpenseLumpSumCents,
} from './parameters';
import { incomeTaxForYear, solidaritySurchargeCents } from './tariff';
import type { EstimateInput, EstimatePerson, EstimateResult, EstimateStep } from './types';

type PersonLabel = 'A' | 'B';

export interface PersonIncome {
  label: PersonLabel;
  person: EstimatePerson;
  /** Einkünfte: taxable pension parts minus the 102 € lump sum, never below 0. */
  incomeCents: number;
}

/** Taxable part of a statutory pension; exact with the adjustment amount, by share alone otherwise. */
export function taxablePensionCents(person: { pensionCents: number; pensionStartYear: number; pensionAdjustmentCents?: number }): number {
  const permille = pensionSharePermille(person.pensionStartYear);
  const pension = clampNonNegative(person.pensionCents);
  const adjustment = Math.min(pension, clampNonNegative(person.pensionAdjustmentCents ?? 0));
  return mulDivFloor(pension - adjustment, permille, 1000) + adjustment;
}

/** § 33 (3) EStG reasonable own share, applied stepwise on the income bands (BFH VI R 75/14). */
export function reasonableOwnShareCents(totalIncomeCents: number, joint: boolean, children: number): number {
  const rates =
    children >= 3
      ? ownShareRates.threeOrMoreChildren
      : children >= 1
        ? ownShareRates.oneOrTwoChildren
        : joint
          ? ownShareRates.jointNoChildren
          : ownShareRates.singleNoChildren;
  const income = clampNonNegative(totalIncomeCents);
  const [first, second] = ownShareBandsCents;
  const bands = [Math.min(income, first), clampNonNegative(Math.min(income, second) - first), clampNonNegative(income - second)];
  return sumCents(bands.map((band, index) => mulDivFloor(band, rates[index], 100)));
}

/** § 33b (3) EStG lump sum for one person. */
export function disabilityLumpSum(disability: EstimatePerson['disability']): number {
  if (!disability) return 0;
  if (disability.markers.some((marker) => marker === 'H' || marker === 'Bl' || marker === 'TBl')) return disabilityLumpSumHelplessCents;
  return disabilityLumpSumCents[disability.degree] ?? 0;
}

/** § 33 (2a) EStG travel lump sum for one person (part of the § 33 costs, so the own share applies). */
export function disabilityTravelLumpSum(disability: EstimatePerson['disability']): number {
  if (!disability) return 0;
  const markers = disability.markers;
  if (markers.some((marker) => marker === 'aG' || marker === 'Bl' || marker === 'TBl' || marker === 'H')) return disabilityTravelCents.severe;
  if (disability.degree >= 80 || (disability.degree >= 70 && markers.includes('G'))) return disabilityTravelCents.standard;
  return 0;
}

/** Estimates the income tax, solidarity surcharge and church tax for one assessment year, explaining every step. */
export function estimateTax(input: EstimateInput): EstimateResult {
  const { year, joint } = input;
  if (!isAssessmentYear(year)) throw new RangeError(`Unsupported assessment year ${String(year)}`);
  const breakdown: EstimateStep[] = [];
  const notes: string[] = [];
  const step = (key: string, amount: number, params?: EstimateStep['params']) => {
    // Negating a zero deduction gives -0, which would display as "-0,00 €".
    const amountCents = amount === 0 ? 0 : amount;
    breakdown.push(params ? { key, amountCents, params } : { key, amountCents });
  };
  const note = (key: string) => {
    if (!notes.includes(key)) notes.push(key);
  };
  const household = joint ? 'joint' : 'single';

  // 1–3: income per person (§ 22, § 9a Nr. 3); no age relief for these pensions (§ 24a).
  const people: { label: PersonLabel; person: EstimatePerson }[] = [{ label: 'A', person: input.personA }];
  if (joint && input.personB) people.push({ label: 'B', person: input.personB });
  const incomes: PersonIncome[] = people.map(({ label, person }) => {
    const params = { person: label };
    const pension = clampNonNegative(person.pensionCents);
    let taxable = 0;
    // A person without a statutory pension gets no pension lines: no 0,00 € rows, no start year.
    if (pension > 0) {
      step('breakdown.pensionGross', pension, params);
      const startYear = person.pensionStartYear;
      if (person.pensionAdjustmentCents !== undefined) {
        step('breakdown.pensionAdjustment', clampNonNegative(person.pensionAdjustmentCents), params);
      } else if (startYear !== undefined && startYear < year - 1) {
        note('notes.pensionShareApprox');
      }
      // Without a start year the share of a pension starting this year, the highest possible, is used,
      // and the line names no year: a made-up start year is never shown.
      const shareYear = startYear ?? year;
      taxable = taxablePensionCents({ ...person, pensionStartYear: shareYear });
      const share = pensionSharePermille(shareYear) / 10;
      if (startYear === undefined) {
        step('breakdown.pensionTaxableStartUnknown', taxable, { ...params, share });
        note('notes.pensionStartUnknown');
      } else {
        step('breakdown.pensionTaxable', taxable, { ...params, share, startYear });
      }
    }
    const other = clampNonNegative(person.otherPensionCents ?? 0);
    if (other > 0) step('breakdown.otherPension', other, params);
    if (pension === 0 && other === 0) note(label === 'A' ? 'notes.noPensionA' : 'notes.noPensionB');
    const gross = taxable + other;
    const lumpSum = Math.min(gross, pensionLumpSumCents);
    if (lumpSum > 0) step('breakdown.pensionLumpSum', -lumpSum, params);
    return { label, person, incomeCents: gross - lumpSum };
  });
  const totalIncome = sumCents(incomes.map((income) => income.incomeCents));
  step('breakdown.totalIncome', totalIncome);

  // 4: special expenses; basic health and care insurance in full, no 4 % cut without sick-pay entitlement.
  const health = sumCents(people.map(({ person }) => clampNonNegative(person.healthInsuranceCents)));
  const care = sumCents(people.map(({ person }) => clampNonNegative(person.careInsuranceCents)));
  step('breakdown.healthInsurance', -health);
  step('breakdown.careInsurance', -care);

  const partyDonations = sumCents(input.donations.filter((d) => d.kind === 'party').map((d) => clampNonNegative(d.amountCents)));
  const otherDonations = sumCents(input.donations.filter((d) => d.kind !== 'party').map((d) => clampNonNegative(d.amountCents)));
  const partyBase = partyDonationBaseCents[household];
  const partyCreditBase = Math.min(partyDonations, partyBase);
  const partyAsSpecialExpense = Math.min(partyDonations - partyCreditBase, partyBase);
  const donationCap = mulDivFloor(totalIncome, donationCapPercent, 100);
  const donationsDeductible = Math.min(otherDonations, donationCap);
  if (donationsDeductible < otherDonations) note('notes.donationsCapped');
  const churchTaxPaid = clampNonNegative(input.churchTaxPaidCents ?? 0);
  const itemised = donationsDeductible + partyAsSpecialExpense + churchTaxPaid;
  const lumpSum = specialExpenseLumpSumCents[household];
  if (itemised > lumpSum) {
    if (donationsDeductible > 0) step('breakdown.donations', -donationsDeductible);
    if (partyAsSpecialExpense > 0) step('breakdown.partyDonationsSpecial', -partyAsSpecialExpense);
    if (churchTaxPaid > 0) step('breakdown.churchTaxPaid', -churchTaxPaid);
  } else {
    step('breakdown.specialExpenseLumpSum', -lumpSum);
  }
  const specialExpenses = health + care + Math.max(itemised, lumpSum);

  // 5: extraordinary burdens: § 33 costs above the stepped own share, then § 33b lump sums.
  const medical = sumCents(input.medical.map((item) => clampNonNegative(item.amountCents - clampNonNegative(item.reimbursedCents))));
  const travel = sumCents(people.map(({ person }) => disabilityTravelLumpSum(person.disability)));
  let extraordinary = 0;
  if (medical > 0 || travel > 0) {
    if (medical > 0) step('breakdown.medicalCosts', medical);
    if (travel > 0) step('breakdown.disabilityTravel', travel);
    const ownShare = reasonableOwnShareCents(totalIncome, joint, input.children ?? 0);
    step('breakdown.ownShare', ownShare);
    const deductible = clampNonNegative(medical + travel - ownShare);
    step('breakdown.extraordinaryDeductible', -deductible);
    extraordinary += deductible;
  }
  for (const { label, person } of people) {
    const amount = disabilityLumpSum(person.disability);
    if (amount > 0) {
      step('breakdown.disabilityLumpSum', -amount, { person: label, degree: person.disability?.degree ?? 0 });
      extraordinary += amount;
    }
  }

  // 6: zvE rounded down to a full euro, then the § 32a tariff (splitting when joint).
  const taxableIncome = floorToEuroCents(totalIncome - specialExpenses - extraordinary);
  step('breakdown.taxableIncome', taxableIncome);
  const tariffTax = incomeTaxForYear(taxableIncome / 100, year, joint) * 100;
  step(joint ? 'breakdown.tariffTaxJoint' : 'breakdown.tariffTax', tariffTax);

  // 7: reductions in legal order (§ 34g, then § 35a), never below zero. A reduction's row shows what it
  // took off; when the tax left before it was smaller, a note says why. That is the only way a reduction
  // row shows 0 €: cash items (with their own note) and zero costs give no row at all.
  let incomeTax = tariffTax;
  const reduce = (key: string, wanted: number) => {
    const applied = Math.min(wanted, incomeTax);
    if (wanted > 0) {
      step(key, -applied);
      if (applied === 0) note('notes.reductionNoTaxLeft');
      else if (applied < wanted) note('notes.reductionPartlyUsed');
    }
    incomeTax -= applied;
  };
  reduce('breakdown.partyDonationCredit', mulDivFloor(partyCreditBase, 50, 100));
  // § 35a (5) EStG: household services and craftsman work count only when paid to an account, not in cash.
  const householdCost = sumCents(input.household.filter((item) => item.paidByTransfer).map((item) => clampNonNegative(item.labourCostCents)));
  if (input.household.some((item) => !item.paidByTransfer && item.labourCostCents > 0)) note('notes.householdCashExcluded');
  reduce('breakdown.householdReduction', Math.min(mulDivFloor(householdCost, householdReduction.percent, 100), householdReduction.maxCents));
  const craftsmanCost = sumCents(input.craftsman.filter((item) => item.paidByTransfer).map((item) => clampNonNegative(item.labourCostCents)));
  if (input.craftsman.some((item) => !item.paidByTransfer && item.labourCostCents > 0)) note('notes.craftsmanCashExcluded');
  reduce('breakdown.craftsmanReduction', Math.min(mulDivFloor(craftsmanCost, craftsmanReduction.percent, 100), craftsmanReduction.maxCents));
  step('breakdown.incomeTax', incomeTax);

  const soli = solidaritySurchargeCents(incomeTax, year, joint);
  step('breakdown.solidaritySurcharge', soli);

  const churchTax = churchTaxOf(incomeTax, incomes, input.state, year);
  if (people.some(({ person }) => person.churchMember)) {
    if (!input.state) notes.push('notes.churchRateAssumed');
    if (incomes.some((income) => !income.person.churchMember)) notes.push('notes.churchTaxShared');
    step('breakdown.churchTax', churchTax, { rate: churchTaxPercent(input.state) });
  }

  const totalTax = incomeTax + soli + churchTax;
  step('breakdown.totalTax', totalTax);
  const prepayments = clampNonNegative(input.prepaymentsCents);
  if (prepayments > 0) step('breakdown.prepayments', -prepayments);
  const balance = totalTax - prepayments;
  step(balance < 0 ? 'breakdown.refund' : 'breakdown.toPay', Math.abs(balance));

  return {
    year,
    joint,
    totalIncomeCents: totalIncome,
    taxableIncomeCents: taxableIncome,
    tariffTaxCents: tariffTax,
    incomeTaxCents: incomeTax,
    solidaritySurchargeCents: soli,
    churchTaxCents: churchTax,
    totalTaxCents: totalTax,
    prepaymentsCents: prepayments,
    balanceCents: balance,
    breakdown,
    notes,
  };
}

/**
 * Church tax: 8 % / 9 % of the income tax. When only one spouse of a joint assessment is a member, the
 * joint income tax is split in the ratio of the basic-tariff tax each spouse's own income would bear
 * (§ 51a EStG with the state church-tax laws, e.g. § 4 (2) KiStG NRW), and the rate applies to the
 * member's part. Kirchgeld for couples of different faiths is not covered.
 */
export function churchTaxOf(incomeTaxCents: number, incomes: readonly PersonIncome[], state: string | undefined, year: AssessmentYear): number {
  const rate = churchTaxPercent(state);
  const members = incomes.filter((income) => income.person.churchMember);
  if (members.length === 0 || incomeTaxCents <= 0) return 0;
  if (members.length === incomes.length) return mulDivFloor(incomeTaxCents, rate, 100);
  const basicTariff = (income: PersonIncome) => incomeTaxForYear(income.incomeCents / 100, year, false);
  const total = sumCents(incomes.map(basicTariff));
  // Zero only when neither income reaches the basic allowance, and then the joint tax is zero too.
  if (total <= 0) return 0;
  const memberShare = mulDivFloor(incomeTaxCents, sumCents(members.map(basicTariff)), total);
  return mulDivFloor(memberShare, rate, 100);
}
