// Timestamps as the user reads them: Europe/Berlin, DD.MM.YYYY HH:mm (the rules live in src/domain/dates.ts).
import { berlinWallClock, formatClockTimeUntil, formatDisplayDate, formatTimestamp, parseTimestamp } from '../domain/dates';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function berlinParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const c = berlinWallClock(date);
  return { year: pad(c.year, 4), month: pad(c.month), day: pad(c.day), hour: pad(c.hour), minute: pad(c.minute) };
}

/** "24.05.2025 14:03" */
export function berlinTimestamp(date: Date): string {
  return formatTimestamp(date);
}

/** "14:35": the Berlin wall-clock time at the end of the minute an instant falls in (a lock "until 14:35" is over then). */
export function berlinClockTime(date: Date): string {
  return formatClockTimeUntil(date);
}

/** "24.05.2025" */
export function berlinDate(date: Date): string {
  return formatDisplayDate(berlinWallClock(date));
}

/** The instant 1 January of `year` begins in Berlin (00:00 CET). */
export function berlinYearStart(year: number): Date {
  const start = parseTimestamp(`01.01.${String(year).padStart(4, '0')} 00:00`);
  if (!start) throw new Error(`No such year: ${year}`);
  return start;
}
