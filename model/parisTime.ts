// Paris time: the console's one time zone (the staff count days in it; exports, statistics, mails and the jobs' cron
// write and read dates in it), on the platform's Intl, which node and the browsers carry with the zone database.
// dayjs's timezone plugin was tried and left: its add() across a change of time is off by an hour (29 March 2026
// 00:00 + 1 day gives 30 March 01:00). SQL reads the zone from PARIS_TIME_ZONE too (`AT TIME ZONE`).
export const PARIS_TIME_ZONE = 'Europe/Paris';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Paris wall clock of an instant, each part written on two digits (four for the year). */
export interface ParisParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The Paris wall clock of an instant (milliseconds); throws a RangeError for an invalid date, as Intl does. */
export function parisParts(at: Date | number): ParisParts {
  const parts = Object.fromEntries(PARTS.formatToParts(at).map(({ type, value }) => [type, value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The Paris date (YYYY-MM-DD) of an instant. */
export function parisDate(at: Date | number): string {
  const p = parisParts(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** An instant in French, in Paris time: 'DD/MM/YYYY', or 'DD/MM/YYYY HH:mm' with its time. */
export function frenchParisDate(at: Date | number, withTime = false): string {
  const p = parisParts(at);
  const day = `${p.day}/${p.month}/${p.year}`;
  return withTime ? `${day} ${p.hour}:${p.minute}` : day;
}

/** A calendar date (YYYY-MM-DD) moved by whole days: calendar arithmetic, no time zone involved. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How far Paris's wall clock is ahead of UTC at an instant (one hour in winter, two in summer), in milliseconds. */
function parisOffset(ms: number): number {
  const p = parisParts(ms);
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant (milliseconds) a Paris day starts: the wall clock's midnight less the offset of that night (never in
 * a change of time, which Paris makes at 02:00 and 03:00). Two midnights are 23 hours apart on the last Sunday of
 * March, 25 on the last Sunday of October.
 */
export function parisMidnight(date: string): number {
  return parisWallClock(date, '00:00:00');
}

/** The instant (milliseconds) Paris's wall clock shows `time` (HH:mm:ss) on `date` (YYYY-MM-DD): a date a French file gives. */
export function parisWallClock(date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}Z`);
  return wall - parisOffset(wall - parisOffset(wall));
}
