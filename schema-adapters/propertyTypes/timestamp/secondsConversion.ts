// A timestamp is stored in unix seconds; the browser's datetime-local input speaks 'YYYY-MM-DDTHH:mm' in local time.
import { toDate } from '../../shared';

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds (or an already formatted input text) → input text; '' when there is no readable date. */
export function secondsToLocalInput(value: unknown): string {
  if (typeof value === 'string' && LOCAL_INPUT.test(value)) return value;
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Input text (local time) → seconds; empty clears the value (spec 000 §5). */
export function localInputToSeconds(text: unknown): number | null {
  if (typeof text !== 'string' || text === '') return null;
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? null : Math.round(ms / 1000);
}
