// Ended sessions are deleted hourly, so the sessions table holds live ones only.
import type pg from 'pg';
import { purgeExpiredSessions } from '../storage/sessions.js';

const EVERY_MS = 60 * 60_000;

export function startSessionPurge(pool: pg.Pool, idleMs: number): () => void {
  const run = () =>
    purgeExpiredSessions(pool, idleMs).catch(() => {
      /* next hour */
    });
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
