// PostgreSQL LISTEN/NOTIFY: every server of one database hears when the catalogue or the sites change
// (`console_catalogue`), when a job moves (`console_jobs`, payload the job id) and when a live-event stream must
// close for a newer one of its session (`console_streams`, payload the stream id).
import type pg from 'pg';

export const CATALOGUE_CHANNEL = 'console_catalogue';
export const JOBS_CHANNEL = 'console_jobs';
export const STREAMS_CHANNEL = 'console_streams';
type Channel = typeof CATALOGUE_CHANNEL | typeof JOBS_CHANNEL | typeof STREAMS_CHANNEL;

export async function notifyChange(db: Pick<pg.Pool, 'query'>, payload: string, channel: Channel = CATALOGUE_CHANNEL): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

/**
 * Listens on a dedicated connection; returns the function that stops listening. A lost connection (PostgreSQL
 * restarted, or stopping with the console on Ctrl-C) is not a crash: the listener connects again a second later.
 */
export async function listenChanges(
  pool: pg.Pool,
  onPayload: (payload: string, channel: Channel) => void,
  channels: Channel[] = [CATALOGUE_CHANNEL],
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = await pool.connect();
    c.on('error', () => {
      c.release(true);
      if (client === c) client = undefined;
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1_000).unref();
    });
    c.on('notification', (msg) => {
      if (channels.includes(msg.channel as Channel) && msg.payload) onPayload(msg.payload, msg.channel as Channel);
    });
    for (const channel of channels) await c.query(`LISTEN ${channel}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    if (!c) return;
    for (const channel of channels) await c.query(`UNLISTEN ${channel}`).catch(() => {});
    c.release();
  };
}
