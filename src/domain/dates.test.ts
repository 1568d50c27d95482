import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  datePlaceholder,
  daysInMonth,
  displayDateParts,
  formatDisplayDate,
  formatIsoDate,
  formatTimestamp,
  parseDisplayDate,
  parseIsoDate,
  berlinWallClock,
  parseTimestamp,
  toDisplayDate,
  toIsoDate,
  normalizeDisplayDate,
  todayInBerlin,
} from './dates';

describe('display and ISO dates', () => {
  it('parses DD.MM.YYYY (TT.MM.JJJJ) as a real calendar date', () => {
    expect(parseDisplayDate('24.12.1950')).toEqual({ year: 1950, month: 12, day: 24 });
    expect(parseDisplayDate(' 29.02.2024 ')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['29.02.2023', '31.06.2024', '00.01.2024', '1.1.2024', '2024-01-01', '01.01.24', 'TT.MM.JJJJ', '01.01.0000']) {
      expect(parseDisplayDate(bad), bad).toBeNull();
    }
  });

  it('reads D.M.YYYY as people write it, also a date that does not exist, and pads it', () => {
    expect(displayDateParts('1.1.1950')).toEqual({ year: 1950, month: 1, day: 1 });
    expect(displayDateParts(' 31.02.1950 ')).toEqual({ year: 1950, month: 2, day: 31 });
    for (const bad of ['1.1.50', '1950-01-01', '1/1/1950', '111.1.1950', '']) expect(displayDateParts(bad), bad).toBeNull();
    expect(normalizeDisplayDate('1.1.1950')).toBe('01.01.1950');
    expect(normalizeDisplayDate('3.11.1950 ')).toBe('03.11.1950');
    expect(normalizeDisplayDate(' 1950 ')).toBe('1950');
  });

  it('parses YYYY-MM-DD', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1900-02-29')).toBeNull();
    expect(parseIsoDate('24.12.1950')).toBeNull();
  });

  it('converts both ways', () => {
    expect(toIsoDate('24.12.1950')).toBe('1950-12-24');
    expect(toDisplayDate('1950-12-24')).toBe('24.12.1950');
    expect(toIsoDate('31.11.1950')).toBeNull();
    expect(toDisplayDate('1950-13-01')).toBeNull();
    expect(formatDisplayDate({ year: 5, month: 1, day: 2 })).toBe('02.01.0005');
    expect(formatIsoDate({ year: 2024, month: 3, day: 9 })).toBe('2024-03-09');
  });

  it('knows month lengths and leap years', () => {
    expect([2000, 2004, 1900, 2100, 2023].map((y) => daysInMonth(y, 2))).toEqual([29, 29, 28, 28, 28]);
  });

  it('round-trips every real date (property)', () => {
    const arb = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(arb, (d) => {
        const iso = d.toISOString().slice(0, 10);
        const display = toDisplayDate(iso)!;
        expect(display).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
        expect(toIsoDate(display)).toBe(iso);
      }),
      { numRuns: 500 },
    );
  });

  it('names the placeholder per language', () => {
    expect(datePlaceholder('de')).toBe('TT.MM.JJJJ');
    expect(datePlaceholder('en')).toBe('DD.MM.YYYY');
  });
});

describe('timestamps in Europe/Berlin', () => {
  it('formats winter and summer time', () => {
    expect(formatTimestamp('2025-01-15T11:05:00Z')).toBe('15.01.2025 12:05');
    expect(formatTimestamp(new Date('2025-07-01T22:30:00Z'))).toBe('02.07.2025 00:30');
    expect(formatTimestamp(Date.UTC(2024, 11, 31, 23, 0))).toBe('01.01.2025 00:00');
    expect(() => formatTimestamp('not a date')).toThrow();
  });

  it('reads the Berlin wall clock like the time-zone database, at every hour and around every change', () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const byZone = (ms: number) => {
      const parts = Object.fromEntries(zone.formatToParts(ms).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
      return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
    };
    const mismatches: string[] = [];
    const check = (ms: number) => {
      const ours = berlinWallClock(ms);
      const theirs = byZone(ms);
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) mismatches.push(`${new Date(ms).toISOString()}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`);
    };
    const hour = 3_600_000;
    for (let ms = Date.UTC(1995, 0, 1); ms < Date.UTC(2046, 0, 1); ms += hour) check(ms);
    // Each change happens at 01:00 UTC on a Sunday in March or October: check the seconds around it.
    for (let year = 1995; year < 2046; year++) {
      for (const month of [2, 9]) {
        for (let day = 22; day <= 31; day++) {
          const change = Date.UTC(year, month, day, 1);
          for (const delta of [-60_000, -1000, -1, 0, 1, 1000, 60_000]) check(change + delta);
        }
      }
    }
    fc.assert(fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2099, 11, 31) }), (ms) => void check(ms)));
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('knows today in Berlin', () => {
    expect(todayInBerlin(new Date('2025-06-14T22:30:00Z'))).toEqual({ year: 2025, month: 6, day: 15 });
    expect(todayInBerlin(new Date('2025-12-31T22:59:00Z'))).toEqual({ year: 2025, month: 12, day: 31 });
  });

  it('parses back to the instant', () => {
    expect(parseTimestamp('15.01.2025 12:05')?.toISOString()).toBe('2025-01-15T11:05:00.000Z');
    expect(parseTimestamp('02.07.2025 00:30')?.toISOString()).toBe('2025-07-01T22:30:00.000Z');
    // 02:30 on 30 March 2025 does not exist in Berlin (clocks jump from 02:00 to 03:00).
    expect(parseTimestamp('30.03.2025 02:30')).toBeNull();
    // 02:30 on 26 October 2025 happens twice; the summer-time instant comes first.
    expect(parseTimestamp('26.10.2025 02:30')?.toISOString()).toBe('2025-10-26T00:30:00.000Z');
    for (const bad of ['15.01.2025', '15.01.2025 24:00', '15.01.2025 12:60', '32.01.2025 12:00', '2025-01-15 12:00']) {
      expect(parseTimestamp(bad), bad).toBeNull();
    }
  });

  it('round-trips whole minutes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1) / 60000, max: Date.UTC(2100, 0, 1) / 60000 }), (minutes) => {
        const instant = minutes * 60000;
        const text = formatTimestamp(instant);
        const back = parseTimestamp(text)!.getTime();
        // In the repeated autumn hour both instants print the same; parsing picks the earlier one.
        expect(back === instant || back === instant - 3_600_000).toBe(true);
        expect(formatTimestamp(back)).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });
});
