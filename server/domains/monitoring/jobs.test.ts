import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../../jobs/types.js';
import { historyPurgeJob } from './jobs.js';

describe('MONITORING_HISTORY_PURGE', () => {
  it('runs hourly and deletes the rounds older than a day', async () => {
    const queries: { text: string; values: unknown[] }[] = [];
    const progress: string[] = [];
    const pool = { query: async (text: string, values: unknown[]) => (queries.push({ text, values }), { rowCount: 42 }) } as unknown as pg.Pool;
    const ctx = { pool, progress: async (_f: number, text?: string) => void progress.push(text ?? '') } as unknown as JobContext;
    expect(historyPurgeJob.cron).toBe('23 * * * *');
    expect(await historyPurgeJob.run(ctx)).toEqual({ deleted: 42 });
    expect(queries[0].text).toMatch(/DELETE FROM monitoring_history WHERE ts < \$1/);
    const age = Date.now() - (queries[0].values[0] as Date).getTime();
    expect(Math.abs(age - 24 * 3600_000)).toBeLessThan(5000);
    expect(progress).toEqual(['42 relevé(s) de plus de 24 h supprimé(s)']);
  });
});
