// The site's home (issue 34): one answer gathered in parallel, each part only when the session's rights let it read
// what the part is made of (the records service's checks, the statistics' right, super administrators for the jobs and
// the servers). Nothing here decides a right of its own.
import type pg from 'pg';
import { PULSE_DAYS, type Home, type HomeActivity, type HomeServers, type HomeTodo, type PulseSeries } from '../../../model/home/index.js';
import { addDays, parisDate } from '../../../model/parisTime.js';
import { PLAY_MODES } from '../../../model/statistics/index.js';
import { AppError } from '../../errors.js';
import type { CallContext } from '../../services/access.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { StatisticsService } from '../statistics/index.js';
import { enabledVideoServers, latestRound } from '../monitoring/index.js';
import { lastRunsFailed, openByOthers, recentVersions, runningDemoFill, runningJobs } from './storage.js';
import { TODO_COUNTS, type TodoCount } from './todo.js';

/** Records each activity list shows. */
const ACTIVITY_LENGTH = 8;
/** A poll round older than this says nothing of the servers now (the poller runs while the supervision is watched). */
const ROUND_MAX_AGE_SECONDS = 60;
const MAX_SERVERS = 100;

export interface HomeDeps {
  pool: pg.Pool;
  records: RecordService;
  registry: SchemaRegistry;
  hooks: RecordHookRegistry;
  stats: StatisticsService;
}

/** A refusal (no right, a type this site lacks) leaves the part out; anything else is a fault and fails the answer. */
async function unlessRefused<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return undefined;
    throw err;
  }
}

export class HomeService {
  constructor(private deps: HomeDeps) {}

  async home(ctx: CallContext, now = new Date()): Promise<Home> {
    const [todo, activity, pulse, servers] = await Promise.all([
      this.todo(ctx),
      this.activity(ctx),
      this.pulse(ctx, now),
      ctx.user.superAdmin ? this.servers() : undefined,
    ]);
    return { todo, ...(activity && { activity }), ...(pulse && { pulse }), ...(servers && { servers }) };
  }

  private async todo(ctx: CallContext): Promise<HomeTodo[]> {
    const { records, pool } = this.deps;
    const count = async ({ key, type, params, screenType }: TodoCount): Promise<HomeTodo | undefined> => {
      if (!records.readsRecords(ctx, type) || (screenType && !records.readsRecords(ctx, screenType))) return undefined;
      const n = await unlessRefused(() => records.count(ctx, type, params));
      return n ? { key, count: n } : undefined;
    };
    // The jobs' screen is the super administrators': only they see the failed runs (of this site and of the console's own).
    const failedJobs = async (): Promise<HomeTodo | undefined> => {
      if (!ctx.user.superAdmin) return undefined;
      const kinds = [...new Set((await lastRunsFailed(pool, [ctx.siteId, 'global'])).map((run) => run.kind))];
      return kinds.length ? { key: 'jobs', count: kinds.length, kinds } : undefined;
    };
    const items = await Promise.all([...TODO_COUNTS.map(count), failedJobs()]);
    return items.filter((item): item is HomeTodo => item !== undefined);
  }

  /** The types whose records the user reads on this site, all of them (not some through a read scope). */
  private readableTypes(ctx: CallContext): string[] {
    const { records, registry, hooks } = this.deps;
    return registry
      .all()
      .map((schema) => schema._id)
      .filter((type) => records.readsRecords(ctx, type) && (ctx.user.superAdmin || !hooks.opening(type).scoped));
  }

  private async activity(ctx: CallContext): Promise<HomeActivity | undefined> {
    const types = this.readableTypes(ctx);
    if (!types.length) return undefined;
    const { pool } = this.deps;
    const [mine, others, recent] = await Promise.all([
      recentVersions(pool, ctx.siteId, types, ACTIVITY_LENGTH, ctx.user._id),
      openByOthers(pool, ctx.siteId, ctx.user._id, types, ACTIVITY_LENGTH),
      recentVersions(pool, ctx.siteId, types, ACTIVITY_LENGTH),
    ]);
    return { mine, others, recent };
  }

  /** Plays, sales and new users per Paris day, from the statistics' rollups and kept days (never the raw events). */
  private async pulse(ctx: CallContext, now: Date): Promise<PulseSeries[] | undefined> {
    const { stats } = this.deps;
    const end = parisDate(now);
    const start = addDays(end, 1 - PULSE_DAYS);
    return unlessRefused(async () => {
      const [views, sales, users] = await Promise.all([
        stats.views(ctx.user, ctx.siteId, { start, end, period: 'day' }),
        stats.dailySales(ctx.user, ctx.siteId, start, now),
        stats.timeline(ctx.user, ctx.siteId, { usage: 'user_creation', period: 'day', start, end }),
      ]);
      const plays = views.points.map((p) => ({
        day: p.bucket,
        value: PLAY_MODES.reduce((sum, mode) => sum + p[mode].playCount, 0),
      }));
      return [
        { key: 'plays', days: plays },
        { key: 'sales', days: sales },
        { key: 'users', days: users.points.map((p) => ({ day: p.bucket, value: p.value })) },
      ];
    });
  }

  private async servers(): Promise<HomeServers> {
    const { pool } = this.deps;
    const [running, servers, round, demoFill] = await Promise.all([
      runningJobs(pool),
      enabledVideoServers(pool, MAX_SERVERS),
      latestRound(pool, ROUND_MAX_AGE_SECONDS),
      runningDemoFill(pool),
    ]);
    const readings = round?.servers ?? [];
    return {
      runningJobs: running,
      videoServers: {
        total: servers.length,
        polled: readings.length,
        online: readings.filter((s) => s.online).length,
        maxAlertLevel: Math.max(0, ...readings.map((s) => s.status?.alertLevel ?? 0)),
      },
      ...(demoFill && { demoFill }),
    };
  }
}
