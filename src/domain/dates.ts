// Date helpers shared by browser and server. Data dates are ISO (YYYY-MM-DD), the UI shows
// DD.MM.YYYY (German placeholder TT.MM.JJJJ), timestamps DD.MM.YYYY HH:mm in Europe/Berlin.

export const TIME_ZONE = 'Europe/Berlin';

export interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) &&
    year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  );
}

/** Negative, zero or positive like a comparator. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The day, month and year of a date written D.M.YYYY or DD.MM.YYYY ("1.1.1950", "01.01.1950"), whether
 * or not that date exists ("31.02.1950" gives its parts); null for any other shape.
 */
export function displayDateParts(value: string): CalendarDate | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  return m ? { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) } : null;
}

/** A date typed with single digits made DD.MM.YYYY ("1.1.1950" → "01.01.1950"); other text only trimmed. */
export function normalizeDisplayDate(value: string): string {
  const parts = displayDateParts(value);
  return parts ? formatDisplayDate(parts) : value.trim();
}

/** "DD.MM.YYYY" (also the German "TT.MM.JJJJ") to a real calendar date, else null. */
export function parseDisplayDate(value: string): CalendarDate | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const date = { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
  return isRealDate(date) ? date : null;
}

/** "YYYY-MM-DD" to a real calendar date, else null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDate(date) ? date : null;
}

export function formatDisplayDate(date: CalendarDate): string {
  return `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}`;
}

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Display date to ISO, or null when it is not a real DD.MM.YYYY date. */
export function toIsoDate(display: string): string | null {
  const date = parseDisplayDate(display);
  return date ? formatIsoDate(date) : null;
}

/** ISO date to display, or null when it is not a real YYYY-MM-DD date. */
export function toDisplayDate(iso: string): string | null {
  const date = parseIsoDate(iso);
  return date ? formatDisplayDate(date) : null;
}

/** The placeholder a date field shows: TT.MM.JJJJ in German, DD.MM.YYYY in English. */
export function datePlaceholder(locale: 'de' | 'en'): string {
  return locale === 'de' ? 'TT.MM.JJJJ' : 'DD.MM.YYYY';
}

// Only for instants before 1996: a formatter with a time zone loads the zone data (about 20 ms of
// CPU on a desktop, four times that on a slow phone), which the start of a screen should not pay.
let berlinFormat: Intl.DateTimeFormat | null = null;
function berlinParts(): Intl.DateTimeFormat {
  berlinFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return berlinFormat;
}

interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

const HOUR_MS = 3_600_000;
/** From 1996 on, German summer time follows the EU rule (Directive 2000/84/EC and its predecessors). */
const EU_RULE_FROM_YEAR = 1996;

/** 01:00 UTC on the last Sunday of a month (month 0–11): when EU summer time starts or ends. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Berlin's offset from UTC at an instant by the EU rule: UTC+2 from the last Sunday of March,
 * 01:00 UTC, to the last Sunday of October, 01:00 UTC; UTC+1 otherwise.
 */
function berlinOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  return ms >= lastSundayAt1Utc(year, 2) && ms < lastSundayAt1Utc(year, 9) ? 2 * HOUR_MS : HOUR_MS;
}

/** The wall-clock time in Europe/Berlin at an instant. */
export function berlinWallClock(instant: Date | number): WallClock {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (new Date(ms).getUTCFullYear() >= EU_RULE_FROM_YEAR) {
    const local = new Date(ms + berlinOffsetMs(ms));
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const p of berlinParts().formatToParts(ms)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

/** Today's calendar date in Europe/Berlin (the date a German user sees), for age rules. */
export function todayInBerlin(now: Date | number = Date.now()): CalendarDate {
  const { year, month, day } = berlinWallClock(now);
  return { year, month, day };
}

/** An instant as "DD.MM.YYYY HH:mm" in Europe/Berlin (e.g. the transfer date). */
export function formatTimestamp(instant: Date | number | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const ms = typeof date === 'number' ? date : date.getTime();
  if (!Number.isFinite(ms)) throw new Error('Invalid instant');
  const c = berlinWallClock(ms);
  return `${formatDisplayDate(c)} ${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * The Berlin time ("14:35") at which something that lasts until an instant is over: the end of the
 * minute the instant falls in, so "until 14:35" is never a minute too early.
 */
export function formatClockTimeUntil(instant: Date | number | string): string {
  const ms = new Date(instant).getTime();
  if (!Number.isFinite(ms)) throw new Error('Invalid instant');
  const c = berlinWallClock(Math.ceil(ms / 60_000) * 60_000);
  return `${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * "DD.MM.YYYY HH:mm" read as Europe/Berlin wall-clock time, back to an instant; null when malformed.
 * In the autumn overlap hour the earlier (summer-time) instant is returned.
 */
export function parseTimestamp(value: string): Date | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const date = { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  if (!isRealDate(date) || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // Berlin is UTC+1 or UTC+2: try both offsets, earlier first, and keep the one that reads back.
  for (const offsetHours of [2, 1]) {
    const candidate = asUtc - offsetHours * 3_600_000;
    const c = berlinWallClock(candidate);
    if (compareDates(c, date) === 0 && c.hour === hour && c.minute === minute) return new Date(candidate);
  }
  return null; // a wall-clock time skipped by the spring change
}
