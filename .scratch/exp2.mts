import pg from 'pg';
import fs from 'node:fs';
const c = new pg.Client({ connectionString: fs.readFileSync('/tmp/sales-db-url', 'utf8') });
await c.connect();
const now = Math.floor(Date.now() / 1000);
const p = ['demo-prod', now - 60 * 86400, now - 30 * 86400];
const t = async (name: string, sql: string) => { for (let i = 0; i < 3; i++) { const t0 = performance.now(); const r = await c.query(sql, p); if (i == 2) console.log(name, (performance.now() - t0).toFixed(1), JSON.stringify(r.rows[0])); } };
const IN = (e: string) => `${e} >= to_jsonb($2::float8) AND ${e} < to_jsonb($3::float8)`;
await t('new-offset0', `SELECT count(*) FROM documents p WHERE p.site_id = $1 AND p.cls = 'Purchase' AND NOT p.archived AND ${IN("p.doc -> 'beginTs'")} AND p.doc -> 'isGift' IS DISTINCT FROM 'true' AND p.doc ->> 'status' IS DISTINCT FROM 'error'
  AND NOT EXISTS (SELECT 1 FROM documents q WHERE q.site_id = $1 AND q.cls = 'Purchase' AND NOT q.archived AND q.doc #>> '{subInfo,renewedPurchaseId,_id}' = p.id OFFSET 0)`);
await t('payments', `SELECT count(*), sum((y.doc->>'price')::numeric) FROM documents y WHERE y.site_id = $1 AND y.cls = 'Payment' AND NOT y.archived AND ${IN("y.doc -> 'createTs'")} AND y.doc ->> 'status' IN ('succeeded', 'refunded')`);
await c.end();
