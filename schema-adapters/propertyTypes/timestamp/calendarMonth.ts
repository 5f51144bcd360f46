// The days of a month view (weeks start on Monday, French names), for the calendar popover.

export const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
export const WEEKDAYS = ['lu', 'ma', 'me', 'je', 've', 'sa', 'di'];

export interface MonthView {
  year: number;
  /** 0 to 11. */
  month: number;
}

/** The month of a date. */
export const monthOf = (date: Date): MonthView => ({ year: date.getFullYear(), month: date.getMonth() });

export const shiftMonth = ({ year, month }: MonthView, delta: number): MonthView => monthOf(new Date(year, month + delta, 1));

export const monthTitle = ({ year, month }: MonthView): string => `${MONTHS[month]} ${year}`;

/** The weeks of the month, Monday first; days of the neighbouring months are null. */
export function weeksOf({ year, month }: MonthView): (number | null)[][] {
  const lead = (new Date(year, month, 1).getDay() + 6) % 7;
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (number | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export const dayLabel = (day: number, { year, month }: MonthView) => `${day} ${MONTHS[month]} ${year}`;
