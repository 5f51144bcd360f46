// Numbers, amounts and days as a French reader writes them, for every message and title the console or the server shows:
// '45,1', '12 450,90 €', '12/12/2025' (Intl fr-FR: a decimal comma, a space between thousands: a plain space rather
// than Intl's narrow no-break one, the same to read and simpler to search).
// Files meant for other programs (CSV columns, file names) keep their own fixed formats.
import { frenchParisDate } from './parisTime.js';

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (digits: number | undefined) => {
  const key = String(digits);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      'fr-FR',
      digits === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: digits, maximumFractionDigits: digits },
    );
    numberFormats.set(key, format);
  }
  return format;
};

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** '45,1' (digits: exactly that many decimals, else at most two), '12 450'; never 'NaN'. */
export const frenchNumber = (n: number, digits?: number): string => (Number.isFinite(n) ? plain(numberFormat(digits).format(n)) : '—');

/** An amount in euros: '12 450,90 €'. */
export const frenchEuros = (euros: number): string => `${frenchNumber(euros, 2)} €`;

/** An amount in cents, as payment providers count: 1245090 → '12 450,90 €'. */
export const frenchEurosOfCents = (cents: number): string => frenchEuros(cents / 100);

/** A day in Paris time, from unix seconds: '12/12/2025'. */
export const frenchDay = (seconds: number): string => (Number.isFinite(seconds) ? frenchParisDate(seconds * 1000) : '—');
