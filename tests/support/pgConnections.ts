// Connections a test or a bench opens to a server's PostgreSQL itself. Without an 'error' listener, a connection that
// PostgreSQL ends while it sits idle (57P01, the database stopped by the test's own teardown a moment before the pool
// closed it) throws out of the test file, and vitest ends the whole run in error though every test passed (CI,
// 2026-12-06: tests/api/historyRetention.test.ts). An error on a connection in use is told to its query as well.
import pg from 'pg';
import { withErrorListeners } from '../../server/storage/db.js';

export const testPool = (config: pg.PoolConfig): pg.Pool => withErrorListeners(new pg.Pool(config));

export function testClient(config: string | pg.ClientConfig): pg.Client {
  const client = new pg.Client(config);
  client.on('error', () => {});
  return client;
}
