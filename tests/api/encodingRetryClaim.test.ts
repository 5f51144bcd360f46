// A worker killed after it took its encoding job and before it took a video (the job running, the video still
// pending): the job's second attempt must take that video, not end with « Aucune vidéo en attente » and leave it
// pending for ever with no job left to take it (the fleet test's kill lands there on a loaded machine).
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useEmbeddedDatabase } from '../support/embeddedDatabase.js';
import { encodingJobKind } from '../../server/domains/encoding/jobs.js';
import type { JobContext } from '../../server/jobs/types.js';
import { migrate } from '../../server/storage/migrate.js';
import { ensurePartitions } from '../../server/storage/partitions.js';
import { insertDocument } from '../../server/storage/documentWrites.js';

const SITE = 's1';

describe('the second attempt of an encoding job lost before it took a video', () => {
  const database = useEmbeddedDatabase('console-encoding-retry-');

  it('takes the pending video, and the queue goes on when the job ends without its handler', { timeout: 120_000 }, async () => {
    const pool = database.pool;
    await migrate(pool);
    await ensurePartitions(pool, ['Video']);
    await insertDocument(
      pool,
      SITE,
      'Video',
      'v1',
      { label: 'Clip', sourceFile: '/videos/clip.mp4', encodingStatus: 'pending' },
      {
        weighted: ['', '', '', ''],
        plain: '',
      },
    );
    const started: string[] = [];
    // No ffmpeg here: the encode itself fails at once, after the video was taken.
    const kind = encodingJobKind({ binaries: {} as never, store: {} as never, next: async (siteId) => void started.push(siteId), concurrency: 1 });
    const id = crypto.randomUUID();
    const ctx = {
      id,
      kind: kind.kind,
      siteId: SITE,
      params: {},
      startedBy: null,
      user: null,
      attempt: 2,
      signal: new AbortController().signal,
      pool,
      progress: async () => {},
      log: async () => {},
    } satisfies JobContext<Record<string, never>>;
    await expect(kind.run(ctx)).rejects.toThrow();
    const doc = (await pool.query(`SELECT doc FROM documents WHERE cls = 'Video' AND id = 'v1'`)).rows[0].doc;
    expect(doc).toMatchObject({ encodingJobId: id, encodingStatus: 'error' });

    // Ended by a reaper (its retries spent), a job that held no video still lets the queue go on.
    await kind.onEnd!({ id: crypto.randomUUID(), siteId: SITE, state: 'failed', error: 'perdu', startedBy: null } as never, pool);
    expect(started).toContain(SITE);
  });
});
