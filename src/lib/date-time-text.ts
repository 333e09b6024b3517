/**
 * Text form of the date-time inputs: always 24-hour `yyyy-MM-dd HH:mm`, whatever the browser's
 * locale (native pickers follow the browser and show "mm/dd/yyyy, --:-- --" in a Chinese UI).
 * Values are `<input type="datetime-local">` strings, `yyyy-MM-ddTHH:mm`, so filters keep working.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export interface DateTimeParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `yyyy-MM-ddTHH:mm` of the parts. */
export function toLocalValue(p: DateTimeParts): string {
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** Parts of a `yyyy-MM-ddTHH:mm[:ss]` value, or null. */
export function fromLocalValue(value: string): DateTimeParts | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2})?$/.exec(value);
  return m ? checked(+m[1], +m[2], +m[3], +m[4], +m[5]) : null;
}

function checked(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): DateTimeParts | null {
  if (year < 1970 || year > 2999 || month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day, hour, minute };
}

/** The shown text of a value: `yyyy-MM-dd HH:mm` ('' for ''; an unparsable value as it is). */
export function valueToText(value: string): string {
  const p = fromLocalValue(value);
  return p ? toLocalValue(p).replace('T', ' ') : value;
}

/**
 * What a person typed → a value. Accepts `-`, `/` or `.` between date parts, one or two digits,
 * an optional `HH:mm` (24-hour; a bare date is 00:00). '' stays ''; anything else is returned
 * unchanged so the form's check reports it (spec §8 'Time choose error!').
 */
export function textToValue(text: string): string {
  const s = text.trim();
  if (s === '') return '';
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]+(\d{1,2}):(\d{2}))?$/.exec(s);
  const p = m ? checked(+m[1], +m[2], +m[3], m[4] ? +m[4] : 0, m[5] ? +m[5] : 0) : null;
  return p ? toLocalValue(p) : s;
}

/** Weeks of a month for a calendar, Monday first; null pads the first and last week. */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const first = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = Array.from({ length: first }, () => null);
  for (let d = 1; d <= daysInMonth(year, month); d++) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A wire time `yyyy-MM-dd HH:mm:ss` (what the calls carry) as a DateTimeInput value. */
export function wireToValue(wire: string): string {
  return wire.replace(' ', 'T');
}

/** A DateTimeInput value as a wire time (`:00` seconds added); text that is no date stays as typed. */
export function valueToWire(value: string): string {
  const s = value.replace('T', ' ');
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(s) ? `${s}:00` : s;
}

/* Date-only fields (`mode="date"` of the input): values are `yyyy-MM-dd`, like `<input type="date">`. */

/** Parts of a `yyyy-MM-dd` value (at 00:00), or null. */
export function fromDateValue(value: string): DateTimeParts | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? fromLocalValue(`${value}T00:00`) : null;
}

/** What a person typed → a `yyyy-MM-dd` value (same leniency as textToValue; a time is dropped). */
export function textToDate(text: string): string {
  const v = textToValue(text);
  return fromLocalValue(v) ? v.slice(0, 10) : v;
}

/** The shown text of a `yyyy-MM-dd` value ('' for ''; an unparsable value as it is). */
export function dateToText(value: string): string {
  const p = fromDateValue(value);
  return p ? toLocalValue(p).slice(0, 10) : value;
}
