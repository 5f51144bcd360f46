// The kinds' cron (cronClock.ts) against cron-parser's own reading of the same expressions, in Paris time: every
// schedule of the sources, every minute of a winter and a summer day; and the days the time changes.
import fs from 'node:fs';
import cronParser from 'cron-parser';
import { describe, expect, it, vi } from 'vitest';
import { sourceFiles } from '../../tests/support/sourceFiles.js';
import { PARIS_TIME_ZONE } from '../../model/parisTime.js';
import { CronClock, cronMatcher, parisMinute } from './cronClock.js';

const schedules = [
  ...new Set(sourceFiles('server', /\.ts$/).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\bcron: '([^']+)'/g)].map((m) => m[1]))),
];
const MINUTE = 60_000;
const minutesOf = (fromIso: string, hours = 24) => Array.from({ length: hours * 60 }, (_, i) => Date.parse(fromIso) + i * MINUTE);

/** The instants cron-parser gives from `from` to `to`, Paris time. */
function parserTimes(cron: string, from: number, to: number): number[] {
  const times: number[] = [];
  const it = cronParser.parseExpression(cron, { tz: PARIS_TIME_ZONE, currentDate: new Date(from - 1), endDate: new Date(to) });
  while (it.hasNext()) times.push(it.next().getTime());
  return times;
}

describe("the kinds' cron", () => {
  it('finds the schedules of the sources', () => {
    expect(schedules.length).toBeGreaterThanOrEqual(8);
  });

  it.each(schedules)('starts %s at the minutes cron-parser gives, on a winter and a summer day', (cron) => {
    const matches = cronMatcher(cron);
    for (const day of ['2026-12-05T00:00:00Z', '2026-07-14T00:00:00Z']) {
      const minutes = minutesOf(day);
      expect(minutes.filter((t) => matches(parisMinute(t)))).toEqual(parserTimes(cron, minutes[0], minutes.at(-1)!));
    }
  });

  it('reads a day of the month and a day of the week as cron does: either, when both are given', () => {
    const matches = cronMatcher('0 9 1 * 1');
    const at = (iso: string) => matches(parisMinute(Date.parse(iso)));
    expect(at('2026-12-01T08:00:00Z')).toBe(true); // the 1st, a Tuesday
    expect(at('2026-12-07T08:00:00Z')).toBe(true); // a Monday
    expect(at('2026-12-08T08:00:00Z')).toBe(false);
    expect(cronMatcher('0 9 * * 0')(parisMinute(Date.parse('2026-12-06T08:00:00Z')))).toBe(true); // Sunday as 0
    expect(cronMatcher('0 9 * * 7')(parisMinute(Date.parse('2026-12-06T08:00:00Z')))).toBe(true); // and as 7
  });

  it('skips a minute the change of time skips, and starts twice in the hour it repeats', () => {
    // The Paris days of the changes: 23 hours from midnight on 29 March, 25 on 25 October.
    const starts = (cron: string, dayIso: string, hours: number) => minutesOf(dayIso, hours).filter((t) => cronMatcher(cron)(parisMinute(t))).length;
    expect(starts('41 2 * * *', '2026-03-28T23:00:00Z', 23)).toBe(0);
    expect(starts('41 2 * * *', '2026-10-24T22:00:00Z', 25)).toBe(2);
    expect(starts('0 6 * * *', '2026-03-28T23:00:00Z', 23)).toBe(1);
    expect(starts('0 6 * * *', '2026-10-24T22:00:00Z', 25)).toBe(1);
  });

  it('has no schedule of the sources at a time of day the change of time skips or repeats, save the hourly ones', () => {
    for (const cron of schedules) {
      const matches = cronMatcher(cron);
      const hours = new Set(minutesOf('2026-12-05T23:00:00Z').flatMap((t) => (matches(parisMinute(t)) ? [parisMinute(t).hour] : [])));
      expect(hours.size === 24 || !hours.has(2), cron).toBe(true);
    }
  });

  it('refuses what it does not read (the last day of the month)', () => {
    expect(() => cronMatcher('0 9 L * *')).toThrow('cron non pris en charge');
  });

  it('starts what is due once a minute, and reports a start that fails', async () => {
    const started: string[] = [];
    const failed = vi.fn();
    const clock = new CronClock(
      [
        { name: 'EVERY_TEN', cron: '*/10 * * * *', start: async () => started.push('EVERY_TEN') },
        { name: 'HOURLY', cron: '17 * * * *', start: () => Promise.reject(new Error('base occupée')) },
      ],
      failed,
    );
    expect(clock.tick(Date.parse('2026-12-05T10:20:01Z'))).toEqual(['EVERY_TEN']);
    expect(clock.tick(Date.parse('2026-12-05T10:20:40Z'))).toEqual([]);
    expect(clock.tick(Date.parse('2026-12-05T10:21:01Z'))).toEqual([]);
    expect(clock.tick(Date.parse('2026-12-05T10:17:01Z'))).toEqual(['HOURLY']);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['EVERY_TEN']);
    expect(failed).toHaveBeenCalledWith('HOURLY', expect.objectContaining({ message: 'base occupée' }));
  });
});
