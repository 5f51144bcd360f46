// Dates are shown DD/MM/YYYY HH:mm in local time (spec 000 §5).

/** Unix seconds, ISO 8601 text or Date → Date; undefined when missing or unreadable. */
export function toDate(value: unknown): Date | undefined {
  if (value == null || value === '') return undefined;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value * 1000)
        : typeof value === 'string'
          ? new Date(/^\d+(\.\d+)?$/.test(value) ? Number(value) * 1000 : value)
          : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD/MM/YYYY HH:mm', or undefined when the value is not a date. */
export function formatDateTime(value: unknown): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
