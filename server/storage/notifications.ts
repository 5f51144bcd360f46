// PostgreSQL LISTEN/NOTIFY: every server of one database hears when the catalogue or the sites change
// (`console_catalogue`), when a job moves (`console_jobs`, payload the job id) and when a live-event stream must
// close for a newer one of its session (`console_streams`, payload the stream id), and when someone opens, leaves,
// types in or saves a record that others may have open (`console_presence`, payload JSON: domains/presence/service.ts), and
// when a session ends (`console_sessions`, payload the session's key: storage/sessions.ts).
import type pg from 'pg';

export const CATALOGUE_CHANNEL = 'console_catalogue';
export const JOBS_CHANNEL = 'console_jobs';
export const STREAMS_CHANNEL = 'console_streams';
export const PRESENCE_CHANNEL = 'console_presence';
export const SESSIONS_CHANNEL = 'console_sessions';
type Channel = typeof CATALOGUE_CHANNEL | typeof JOBS_CHANNEL | typeof STREAMS_CHANNEL | typeof PRESENCE_CHANNEL | typeof SESSIONS_CHANNEL;

/** The catalogue's version (migration 034): raised with each change of the schemas or the sites. */
export async function catalogueVersion(db: Pick<pg.Pool, 'query'>): Promise<number> {
  const { rows } = await db.query('SELECT version::float8 AS version FROM catalogue_version WHERE id = 1');
  return rows[0].version;
}

/** Raises the catalogue's version and tells every server, in one statement; answers the new version. */
export async function announceCatalogueChange(db: Pick<pg.Pool, 'query'>, payload: string): Promise<number> {
  const { rows } = await db.query(
    `WITH raised AS (UPDATE catalogue_version SET version = version + 1 WHERE id = 1 RETURNING version)
    SELECT version::float8 AS version, pg_notify($1, $2) FROM raised`,
    [CATALOGUE_CHANNEL, payload],
  );
  return rows[0].version;
}

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
  let current: { drop: () => void } | undefined;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnect), 1_000).unref();
  };
  const connect = async (): Promise<void> => {
    const c = await pool.connect();
    // Given back once, destroyed (its LISTENs end with it): a dying connection reports 'error' twice (PostgreSQL's
    // FATAL, then the closed socket), and a stop may meet it on the way (Ctrl-C reaches PostgreSQL too).
    let released = false;
    const drop = () => {
      if (released) return;
      released = true;
      c.release(true);
    };
    c.on('error', () => {
      drop();
      if (current?.drop !== drop) return;
      current = undefined;
      reconnect();
    });
    c.on('notification', (msg) => {
      if (channels.includes(msg.channel as Channel) && msg.payload) onPayload(msg.payload, msg.channel as Channel);
    });
    try {
      for (const channel of channels) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      drop();
      throw err;
    }
    if (stopped) drop();
    else current = { drop };
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    current?.drop();
    current = undefined;
  };
}
