// Set-based loads of many records beside a serving console: no table lock (an ALTER TABLE … DISABLE TRIGGER stopped
// every save for the length of a load and deadlocked with schema saves, issue 29). The totals' triggers run once per
// statement (migration 040), so they stay on; the row trigger that forgets cached sales days skips itself (migration
// 047) and the loaded sites' days are forgotten once at the end.
import type { Queryable } from './db.js';

/** Runs `load` inside the caller's transaction as a bulk load of `siteIds`. */
export async function asBulkLoad<T>(db: Queryable, siteIds: string[], load: () => Promise<T>): Promise<T> {
  // A large DEMO_VOLUME writes more rows in one statement than a request is allowed to take.
  await db.query('SET LOCAL statement_timeout = 0');
  await db.query("SET LOCAL console.bulk_load = 'on'");
  const result = await load();
  await db.query("SET LOCAL console.bulk_load = 'off'");
  await db.query('DELETE FROM stats_sales_days WHERE site_id = ANY($1)', [siteIds]);
  return result;
}
