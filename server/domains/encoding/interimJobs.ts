// TEMPORARY until server/jobs (the lead's JobService) lands: runs job kinds in this process, one at a time per kind.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { JobKind, JobView } from '../../jobs/types.js';

export function interimJobs(pool: pg.Pool) {
  const kinds = new Map<string, JobKind<never, unknown>>();
  const running = new Map<string, AbortController>();
  const chains = new Map<string, Promise<unknown>>();
  return {
    define(kind: JobKind<never, unknown>) {
      kinds.set(kind.kind, kind);
    },
    async start(kindName: string, opts: { siteId: string; params: Record<string, unknown>; startedBy: { id: string; login: string } | null }) {
      const kind = kinds.get(kindName)!;
      const id = crypto.randomUUID();
      const abort = new AbortController();
      const view = { id, kind: kindName, label: kind.label, siteId: opts.siteId, state: 'running', error: null } as unknown as JobView;
      const run = async () => {
        running.set(id, abort);
        try {
          await kind.run({
            id,
            kind: kindName,
            siteId: opts.siteId,
            params: opts.params as never,
            startedBy: opts.startedBy,
            attempt: 1,
            signal: abort.signal,
            progress: async () => {},
            log: async () => {},
            pool,
          });
        } catch (err) {
          await kind.onEnd?.({ ...view, state: abort.signal.aborted ? 'cancelled' : 'failed', error: String(err) }, pool);
        } finally {
          running.delete(id);
        }
      };
      chains.set(kindName, (chains.get(kindName) ?? Promise.resolve()).then(run, run));
      return { id };
    },
    async cancel(id: string) {
      running.get(id)?.abort();
    },
  };
}
