// PostgreSQL LISTEN/NOTIFY: every server of one database hears when the catalogue or the sites change.
import type pg from 'pg';

const CHANNEL = 'console_catalogue';

export async function notifyChange(db: pg.Pool, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
}

/** Listens on a dedicated connection; returns the function that stops listening. */
export async function listenChanges(pool: pg.Pool, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const client = await pool.connect();
  client.on('notification', (msg) => {
    if (msg.channel === CHANNEL && msg.payload) onPayload(msg.payload);
  });
  await client.query(`LISTEN ${CHANNEL}`);
  return async () => {
    await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
    client.release();
  };
}
