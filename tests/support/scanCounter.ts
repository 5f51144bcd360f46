// How many rows each statement on the documents table reads: a pool whose statements naming `documents` are first run
// under EXPLAIN ANALYZE (inside a savepoint rolled back, so that a write is not done twice), then for real. The
// walks over records (services/recordWalk.ts) promise that a batch statement reads at most its batch. On a test table
// of thousands of rows a sequential scan is the planner's cheapest plan and reads them all; at 1,000,000 it is not, so
// the probe plans without sequential scans: what it measures is whether the statement has a plan bounded by its batch
// (a condition that is not on the key, used to find the batch, has none: it reads the type).
import type pg from 'pg';

export interface ScannedStatement {
  text: string;
  /** Rows the plan's scans read: those returned and those their filters removed, over every loop. */
  scanned: number;
}

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const scannedBy = (node: PlanNode): number =>
  (node['Relation Name']
    ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
      (node['Actual Loops'] ?? 1)
    : 0) + (node.Plans ?? []).reduce((sum, child) => sum + scannedBy(child), 0);

const READS_DOCUMENTS = /\bdocuments\b/;

export function scanCountingPool(pool: pg.Pool): { pool: pg.Pool; statements: ScannedStatement[] } {
  const statements: ScannedStatement[] = [];
  const probe = async (client: pg.PoolClient, text: string, values: unknown[] | undefined, inTransaction: boolean) => {
    await client.query(inTransaction ? 'SAVEPOINT scan_probe' : 'BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const plan = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values);
    await client.query(inTransaction ? 'ROLLBACK TO SAVEPOINT scan_probe' : 'ROLLBACK');
    statements.push({ text: text.replace(/\s+/g, ' ').trim(), scanned: scannedBy(plan.rows[0]['QUERY PLAN'][0].Plan) });
  };
  const wrapClient = (client: pg.PoolClient): pg.PoolClient => {
    let open = false;
    return new Proxy(client, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver);
        return async (text: string, values?: unknown[]) => {
          if (/^\s*BEGIN/i.test(text)) open = true;
          if (/^\s*(COMMIT|ROLLBACK)\s*$/i.test(text)) open = false;
          if (typeof text === 'string' && READS_DOCUMENTS.test(text)) await probe(target, text, values, open);
          return target.query(text, values);
        };
      },
    });
  };
  const wrapped = new Proxy(pool, {
    get(target, prop, receiver) {
      if (prop === 'connect') return async () => wrapClient(await target.connect());
      if (prop === 'query')
        return async (text: string, values?: unknown[]) => {
          if (typeof text === 'string' && READS_DOCUMENTS.test(text)) {
            const client = await target.connect();
            try {
              await probe(client, text, values, false);
            } finally {
              client.release();
            }
          }
          return target.query(text, values);
        };
      return Reflect.get(target, prop, receiver);
    },
  });
  return { pool: wrapped, statements };
}
