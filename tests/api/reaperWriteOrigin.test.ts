// The end of a video left by a dead worker (issue 29, left from earlier notes): the reaper of another process takes the
// job back and the encoding kind's clean-up marks the video in error; the record's history names that job, not
// 'système'. Here the reaper itself runs on a job whose worker stopped beating, pg-boss having nothing more to run.
import crypto from 'node:crypto';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { useEmbeddedDatabase } from '../support/embeddedDatabase.js';
import { ENCODING_JOB } from '../../model/encoding/index.js';
import { encodingJobKind } from '../../server/domains/encoding/jobs.js';
import { reapLostJobs, STALE_SECONDS } from '../../server/jobs/reaper.js';
import { insertJob } from '../../server/jobs/storage.js';
import type { JobKind } from '../../server/jobs/types.js';
import { migrate } from '../../server/storage/migrate.js';
import { ensurePartitions } from '../../server/storage/partitions.js';
import { insertDocument } from '../../server/storage/documentWrites.js';
import { listVersions } from '../../server/storage/recordVersions.js';

const SITE = 's1';

describe("the reaper's end of a video left by a dead worker", () => {
  const database = useEmbeddedDatabase('console-reaper-origin-');

  it('is written in the history by the job, with its id', { timeout: 120_000 }, async () => {
    const pool = database.pool;
    await migrate(pool);
    await ensurePartitions(pool, ['Video']);
    const jobId = crypto.randomUUID();
    await insertJob(pool, { id: jobId, kind: ENCODING_JOB, siteId: SITE, startedBy: { id: 'u1', login: 'monteuse' }, params: {} });
    // Its worker claimed it, then stopped beating (a kill -9) while the video was encoding.
    await pool.query(
      `UPDATE jobs SET state = 'running', worker_id = 'mort', attempts = 1, started_at = now(),
        heartbeat_at = now() - make_interval(secs => $2) WHERE id = $1`,
      [jobId, STALE_SECONDS + 60],
    );
    const video = { label: 'Bande-annonce', encodingStatus: 'encoding', encodingJobId: jobId, encodingProgress: 0.4 };
    await insertDocument(pool, SITE, 'Video', 'v1', video, { weighted: ['', '', '', ''], plain: '' });

    const kind = encodingJobKind({ binaries: {} as never, store: {} as never, next: async () => {}, concurrency: 1 }) as JobKind;
    // pg-boss no longer knows the job: nothing will run it again, so the reaper ends it failed.
    const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    try {
      await reapLostJobs(pool, boss, new Map([[ENCODING_JOB, kind]]), () => {});
    } finally {
      await boss.stop({ graceful: false, close: false });
    }

    const job = (await pool.query('SELECT state FROM jobs WHERE id = $1', [jobId])).rows[0];
    expect(job.state).toBe('failed');
    const [ended] = await listVersions(pool, { siteId: SITE, cls: 'Video', id: 'v1' }, { limit: 1 });
    expect(ended).toMatchObject({ via: 'job', jobId, login: 'monteuse', changed: expect.arrayContaining(['encodingStatus', 'encodingError']) });
    const doc = (await pool.query(`SELECT doc FROM documents WHERE cls = 'Video' AND id = 'v1'`)).rows[0].doc;
    expect(doc.encodingStatus).toBe('error');
  });
});
