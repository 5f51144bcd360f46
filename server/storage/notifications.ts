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

/** Listens on a dedicated connection; returns the function that stops listening. */
export async function listenChanges(
  pool: pg.Pool,
  onPayload: (payload: string, channel: Channel) => void,
  channels: Channel[] = [CATALOGUE_CHANNEL],
): Promise<() => Promise<void>> {
  const client = await pool.connect();
  client.on('notification', (msg) => {
    if (channels.includes(msg.channel as Channel) && msg.payload) onPayload(msg.payload, msg.channel as Channel);
  });
  for (const channel of channels) await client.query(`LISTEN ${channel}`);
  return async () => {
    for (const channel of channels) await client.query(`UNLISTEN ${channel}`).catch(() => {});
    client.release();
  };
}
