import pg from 'pg';
import fs from 'node:fs';
const url = fs.readFileSync('/tmp/sales-db-url', 'utf8');
const c = new pg.Client({ connectionString: url });
await c.connect();
const src = fs.readFileSync('/work/main/server/domains/statistics/storage/sales.ts', 'utf8');
const now = Math.floor(Date.now() / 1000);
const { salesFigures } = await import('/work/main/server/domains/statistics/storage/sales.ts');
const q: string[] = [];
const spy = { query: async (text: string, values: unknown[]) => { q.push(text); return c.query(text, values); } };
for (let i = 0; i < 3; i++) { const t = performance.now(); await salesFigures(spy as never, 'demo-prod', now - 60 * 86400, now - 30 * 86400, null); console.log('ms', performance.now() - t); }
const plan = await c.query('EXPLAIN (ANALYZE, BUFFERS) ' + q[0], ['demo-prod', now - 60 * 86400, now - 30 * 86400, null]);
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
await c.end();
