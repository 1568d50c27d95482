// Timestamps as the user reads them: Europe/Berlin, DD.MM.YYYY HH:mm.
const FORMAT = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function berlinParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(FORMAT.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** "24.05.2025 14:03" */
export function berlinTimestamp(date: Date): string {
  const p = berlinParts(date);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** "24.05.2025" */
export function berlinDate(date: Date): string {
  const p = berlinParts(date);
  return `${p.day}.${p.month}.${p.year}`;
}
