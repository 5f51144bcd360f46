import fs from 'node:fs';
import { createPool } from '/work/main/server/storage/db.ts';
import { migrate } from '/work/main/server/storage/migrate.ts';
import { salesFigures } from '/work/main/server/domains/statistics/storage/sales.ts';
import { cachedSalesFigures } from '/work/main/server/domains/statistics/storage/salesDays.ts';
const pool = createPool(fs.readFileSync('/tmp/sales-db-url', 'utf8'));
console.log(await migrate(pool));
const now = Math.floor(Date.now() / 1000);
const [a, b] = [now - 60 * 86400, now - 30 * 86400];
let t = performance.now(); const live = await salesFigures(pool, 'demo-prod', a, b, null); console.log('live', (performance.now() - t).toFixed(0), JSON.stringify(live));
t = performance.now(); const c1 = await cachedSalesFigures(pool, 'demo-prod', a, b, null); console.log('cold', (performance.now() - t).toFixed(0), JSON.stringify(c1));
for (let i = 0; i < 3; i++) { t = performance.now(); const c2 = await cachedSalesFigures(pool, 'demo-prod', a + i * 3600, b + i * 3600, null); console.log('warm', (performance.now() - t).toFixed(1), JSON.stringify(c2)); }
// a write forgets its days
const { rows } = await pool.query(`SELECT id, doc FROM documents WHERE site_id = 'demo-prod' AND cls = 'Payment' AND (doc->>'createTs')::float8 BETWEEN $1 AND $2 AND doc->>'status' = 'succeeded' LIMIT 1`, [a + 86400 * 3, b - 86400 * 3]);
await pool.query(`UPDATE documents SET doc = jsonb_set(doc, '{price}', to_jsonb((doc->>'price')::numeric + 100)) WHERE site_id = 'demo-prod' AND cls = 'Payment' AND id = $1`, [rows[0].id]);
const c3 = await cachedSalesFigures(pool, 'demo-prod', a, b, null); const l3 = await salesFigures(pool, 'demo-prod', a, b, null);
console.log('after write', JSON.stringify(c3), JSON.stringify(l3));
await pool.end();
