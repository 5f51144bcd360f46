// A timestamp (unix seconds) as the French text 'jj/mm/aaaa hh:mm', and typed text read leniently (spec 000 §5
// Date-time: DD/MM/YYYY HH:mm, time optional, 'Invalid date' for what cannot be read, empty clears).
import { formatDateTime } from '../../shared';

export const INVALID_DATE = 'Invalid date';
export const PLACEHOLDER = 'jj/mm/aaaa hh:mm';

export type TypedDate = { kind: 'empty' } | { kind: 'date'; seconds: number } | { kind: 'invalid' };

const daysIn = (year: number, month: number) => new Date(year, month, 0).getDate();

function fullYear(text: string): number {
  const year = Number(text);
  if (text.length > 2) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

/** Local date and time → seconds, or undefined when a part is out of range (31/02, 25:00 ...). */
function secondsOf(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): number | undefined {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return Math.floor(new Date(year, month - 1, day, hours, minutes, seconds).getTime() / 1000);
}

// 25/12/2026, 25-12-26, 25.12.2026, then optionally 18:30, 18h30, 18h, 18:30:15, after a space, 'T' or 'à'.
const FRENCH = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{2}|\d{4})(?:(?:\s*[Tt ]\s*|\s+à\s+)(\d{1,2})(?:\s*[:hH]\s*(\d{1,2})?)?(?::(\d{1,2}))?)?$/;
// 2026-12-25, 2026-12-25T18:30, 2026-12-25 18:30:15
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;
// 25122026, 251220261830
const DIGITS = /^(\d{2})(\d{2})(\d{4})(?:(\d{2})(\d{2}))?$/;

/** Reads typed text; what cannot be read is 'invalid' (never a guess far from what was typed). */
export function parseDateTimeText(text: string): TypedDate {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (typed === '') return { kind: 'empty' };
  const n = (part: string | undefined) => (part === undefined || part === '' ? 0 : Number(part));
  let seconds: number | undefined;
  const french = FRENCH.exec(typed);
  const iso = ISO.exec(typed);
  const digits = DIGITS.exec(typed);
  if (french) seconds = secondsOf(fullYear(french[3]), n(french[2]), n(french[1]), n(french[4]), n(french[5]), n(french[6]));
  else if (iso) seconds = secondsOf(n(iso[1]), n(iso[2]), n(iso[3]), n(iso[4]), n(iso[5]), n(iso[6]));
  else if (digits) seconds = secondsOf(n(digits[3]), n(digits[2]), n(digits[1]), n(digits[4]), n(digits[5]));
  return seconds === undefined ? { kind: 'invalid' } : { kind: 'date', seconds };
}

/** The text shown for a stored value: 'DD/MM/YYYY HH:mm', or '' when there is no readable date. */
export const dateTimeTextOf = (value: unknown): string => formatDateTime(value) ?? '';
