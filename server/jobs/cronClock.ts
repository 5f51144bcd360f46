// The kinds' cron, in Paris time (model/parisTime.ts): each minute, the schedules whose fields hold that minute start
// their job. pg-boss's own timekeeper asked cron-parser, every 30 s, for each schedule's previous time in Paris time,
// which cron-parser finds by stepping back a minute at a time through luxon: 60 ms of the event loop for the console's
// eight schedules (13 ms for a daily one alone), a stall of the staff's requests twice a minute (issue 30). cron-parser
// still reads the expressions; matching a minute against its fields costs microseconds.
import cronParser from 'cron-parser';
import { parisParts } from '../../model/parisTime.js';

/** A Paris wall-clock minute. */
export interface ParisMinute {
  minute: number;
  hour: number;
  day: number;
  month: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
}

export function parisMinute(at: number): ParisMinute {
  const p = parisParts(at);
  const [year, month, day] = [Number(p.year), Number(p.month), Number(p.day)];
  return { minute: Number(p.minute), hour: Number(p.hour), day, month, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/**
 * Whether a minute is one of the expression's (five fields). As cron has it, a day restricted both by its day of the
 * month and its day of the week is either; a minute a change of time skips (02:00–02:59 on the last Sunday of March)
 * starts nothing that day, and one it repeats (02:00–02:59 in October) starts its job twice.
 */
export function cronMatcher(expression: string): (at: ParisMinute) => boolean {
  const { minute, hour, dayOfMonth, month, dayOfWeek } = cronParser.parseExpression(expression).fields;
  if (dayOfMonth.some((d) => typeof d !== 'number')) throw new Error(`cron non pris en charge : ${expression}`);
  const minutes = new Set<number>(minute);
  const hours = new Set<number>(hour);
  const months = new Set<number>(month);
  const days = new Set(dayOfMonth as number[]);
  const weekdays = new Set<number>(dayOfWeek.map((d) => d % 7));
  const anyDay = days.size === 31;
  const anyWeekday = weekdays.size === 7;
  return (at) => {
    if (!minutes.has(at.minute) || !hours.has(at.hour) || !months.has(at.month)) return false;
    if (anyDay || anyWeekday) return days.has(at.day) && weekdays.has(at.weekday);
    return days.has(at.day) || weekdays.has(at.weekday);
  };
}

/** A schedule: its expression and what to do at its minutes. */
export interface Scheduled {
  name: string;
  cron: string;
  start: () => Promise<unknown>;
}

/**
 * Starts the schedules due at each minute, a second past it. Every process of the fleet that runs the job system does,
 * and the start of one minute's job is sent once (JobService.startScheduled: pg-boss's singleton for the minute).
 */
export class CronClock {
  private readonly schedules: { matches: (at: ParisMinute) => boolean; scheduled: Scheduled }[];
  private timer?: NodeJS.Timeout;
  private running = false;
  private lastMinute = -1;

  constructor(
    schedules: Scheduled[],
    private readonly onError: (name: string, err: unknown) => void,
  ) {
    this.schedules = schedules.map((scheduled) => ({ matches: cronMatcher(scheduled.cron), scheduled }));
  }

  start(): void {
    this.running = this.schedules.length > 0;
    this.plan();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  private plan(): void {
    if (!this.running) return;
    this.timer = setTimeout(
      () => {
        this.tick(Date.now());
        this.plan();
      },
      60_000 - (Date.now() % 60_000) + 1_000,
    );
    this.timer.unref();
  }

  /** Starts what is due at `now`'s minute, once per minute whatever the timer does; the names started. */
  tick(now: number): string[] {
    const minuteIndex = Math.floor(now / 60_000);
    if (minuteIndex === this.lastMinute) return [];
    this.lastMinute = minuteIndex;
    const at = parisMinute(now);
    const due = this.schedules.filter(({ matches }) => matches(at)).map(({ scheduled }) => scheduled);
    for (const { name, start } of due) void start().catch((err: unknown) => this.onError(name, err));
    return due.map(({ name }) => name);
  }
}
