import { describe, expect, it } from 'vitest';
import { incomeTaxForYear, solidaritySurchargeCents, tariffTax } from './tariff';
import { yearParameters, type AssessmentYear } from './parameters';

/** [zvE, single ESt, single Soli, joint ESt, joint Soli] — docs/tax-estimate.md, reference §3. */
type Vector = [number, number, string, number, string];

const vectors: Record<AssessmentYear, Vector[]> = {
  2023: [
    [10_908, 0, '0', 0, '0'],
    [12_000, 164, '0', 0, '0'],
    [15_999, 966, '0', 0, '0'],
    [25_000, 3_280, '0', 494, '0'],
    [30_000, 4_700, '0', 1_472, '0'],
    [36_000, 6_531, '0', 2_906, '0'],
    [50_000, 11_343, '0', 6_560, '0'],
    [60_000, 15_242, '0', 9_400, '0'],
    [62_810, 16_407, '0', 10_232, '0'],
    [75_000, 21_527, '474.09', 14_020, '0'],
    [100_000, 32_027, '1723.59', 22_686, '0'],
    [200_000, 74_027, '4071.48', 64_054, '3447.19'],
    [300_000, 116_692, '6418.06', 106_054, '5832.97'],
  ],
  2024: [
    [11_784, 0, '0', 0, '0'],
    [15_000, 548, '0', 0, '0'],
    [17_005, 991, '0', 0, '0'],
    [20_000, 1_725, '0', 0, '0'],
    [30_000, 4_412, '0', 1_096, '0'],
    [40_000, 7_461, '0', 3_450, '0'],
    [50_000, 10_872, '0', 6_046, '0'],
    [60_000, 14_646, '0', 8_824, '0'],
    [70_000, 18_763, '75.32', 11_782, '0'],
    [100_000, 31_363, '1574.72', 21_744, '0'],
    [200_000, 73_363, '4034.96', 62_726, '3149.45'],
    [300_000, 116_028, '6381.54', 104_726, '5759.93'],
  ],
  2025: [
    [12_096, 0, '0', 0, '0'],
    [12_104, 1, '0', 0, '0'],
    [17_443, 1_015, '0', 0, '0'],
    [20_000, 1_639, '0', 0, '0'],
    [30_000, 4_303, '0', 970, '0'],
    [40_000, 7_320, '0', 3_278, '0'],
    [50_000, 10_691, '0', 5_854, '0'],
    [60_000, 14_415, '0', 8_606, '0'],
    [68_480, 17_849, '0', 11_078, '0'],
    [80_000, 22_688, '325.82', 14_640, '0'],
    [90_000, 26_888, '825.62', 17_922, '0'],
    [277_826, 105_775, '5817.62', 94_862, '5217.41'],
  ],
};

const cents = (euro: string) => Math.round(Number(euro) * 100);

describe.each(Object.keys(vectors).map(Number) as AssessmentYear[])('§ 32a tariff and Soli %i', (year) => {
  it.each(vectors[year])('zvE %i → single %i (Soli %s), joint %i (Soli %s)', (zvE, single, singleSoli, joint, jointSoli) => {
    expect(incomeTaxForYear(zvE, year, false)).toBe(single);
    expect(incomeTaxForYear(zvE, year, true)).toBe(joint);
    expect(solidaritySurchargeCents(single * 100, year, false)).toBe(cents(singleSoli));
    expect(solidaritySurchargeCents(joint * 100, year, true)).toBe(cents(jointSoli));
  });
});

describe('tariff details', () => {
  it('uses the final 2024 tariff, not the superseded one (50,000 → 10,872, not 10,906)', () => {
    expect(incomeTaxForYear(50_000, 2024, false)).toBe(10_872);
  });

  it('2025 joint 24,208 → 2 (splitting of the 12,104 vector)', () => {
    expect(incomeTaxForYear(24_208, 2025, true)).toBe(2);
  });

  it('splitting rounds the half down: 136,961 and 136,960 both give 35,698 in 2025', () => {
    expect(incomeTaxForYear(136_961, 2025, true)).toBe(35_698);
    expect(incomeTaxForYear(136_960, 2025, true)).toBe(35_698);
  });

  it.each([
    [2023, 96_653, 10_671_352],
    [2024, 99_121, 10_605_019],
    [2025, 101_513, 10_577_458],
  ] as const)('self-test %i: zone boundaries join', (year, zone3ConstantCents, zone45Cents) => {
    const t = yearParameters[year].tariff;
    // Zone 2 at its upper end equals the zone-3 constant (rounded down to the euro).
    expect(tariffTax(t.zone2End, t)).toBe(Math.floor(zone3ConstantCents / 100));
    // Zones 4 and 5 agree exactly at 277,825.
    expect(42 * t.zone4End * 100 - t.zone4DeductionCents * 100).toBe(zone45Cents * 100);
    expect(45 * t.zone4End * 100 - t.zone5DeductionCents * 100).toBe(zone45Cents * 100);
    // Zones 3 and 4 agree within 0.10 € at their boundary (checked one euro apart: ≤ 0.42 + 0.10).
    const zone3Top = tariffTax(t.zone3End, t);
    const zone4First = tariffTax(t.zone3End + 1, t);
    expect(zone4First - zone3Top).toBeGreaterThanOrEqual(0);
    expect(zone4First - zone3Top).toBeLessThanOrEqual(1);
  });

  it('Soli full 5.5 % from the reference thresholds', () => {
    // 2025: full 5.5 % from an ESt of 37,094.53.
    expect(solidaritySurchargeCents(3_709_500, 2025, false)).toBe(Math.floor((3_709_500 * 55) / 1000));
    expect(solidaritySurchargeCents(1_995_000, 2025, false)).toBe(0);
    expect(solidaritySurchargeCents(1_995_100, 2025, false)).toBe(11);
  });

  it.each([
    [2023, 65_517, 131_034],
    [2024, 68_494, 136_988],
    [2025, 73_484, 146_968],
  ] as const)('%i: first zvE with Soli is %i single / %i joint', (year, single, joint) => {
    const soli = (zvE: number, j: boolean) => solidaritySurchargeCents(incomeTaxForYear(zvE, year, j) * 100, year, j);
    expect(soli(single - 1, false)).toBe(0);
    expect(soli(single, false)).toBeGreaterThan(0);
    expect(soli(joint - 2, true)).toBe(0);
    expect(soli(joint, true)).toBeGreaterThan(0);
  });
});
