import pg from 'pg';
import fs from 'node:fs';
const c = new pg.Client({ connectionString: fs.readFileSync('/tmp/api-db-url', 'utf8') });
await c.connect();
const w = process.argv[2] ?? 'mot123';
const where = `site_id = 'demo-prod' AND cls = 'TextContent' AND archived = false AND (search @@ websearch_to_tsquery('french_unaccent', $1) OR search_text LIKE lower(immutable_unaccent($2)))`;
const q = `SELECT id, doc, created_at, updated_at, archived, version, count(*) OVER () AS total FROM (SELECT id, doc, created_at, updated_at, archived, version FROM documents WHERE ${where} LIMIT 10001) documents ORDER BY created_at DESC, id DESC LIMIT 30 OFFSET 0`;
for (let i = 0; i < 5; i++) { const t = performance.now(); await c.query(q, [w, `%${w}%`]); console.log('ms', (performance.now() - t).toFixed(1)); }
const plan = await c.query('EXPLAIN (ANALYZE, BUFFERS) ' + q, [w, `%${w}%`]);
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
await c.end();
