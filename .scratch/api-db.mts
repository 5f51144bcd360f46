import fs from 'node:fs';
import { startBenchDatabase } from '/work/main/tests/bench/sampling.ts';
import { fillCollection } from '/work/main/tests/bench/fill.ts';
const db = await startBenchDatabase('api', undefined, '/work/bench-api');
if (db.fresh) await fillCollection(db.pool, 'demo-prod', 'TextContent', 1_000_000);
db.filled();
fs.writeFileSync('/tmp/api-db-url', db.url);
console.log('READY', db.url);
await new Promise(() => {});
