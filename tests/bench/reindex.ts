// The walks over a type's records at the API part's size (issue 29 §3): the document upgrade job of a start, the search
// re-index after a searchable property is added, the list's latency meanwhile against idle, and how long a stored record
// stays findable by a value just hidden from search (BENCH_PARTS=reindex; tests/bench/reindex.ts).
import type { JobView } from '../../model/jobs/index.js';
import { catalogueProperties, filledDatabase, SAMPLES, SITE, TYPE } from './apiBench.js';
import { answered, percentile, sortedCopy, startBenchServer, timeRequests, type BenchServer } from './sampling.js';

export interface Latency {
  p50: number;
  p95: number;
  samples: number;
}
export interface ReindexBenchResult {
  records: number;
  idle: Latency;
  upgrade: { seconds: number; during: Latency; upgraded: number };
  reindex: { seconds: number; during: Latency; reindexed: number };
  /**
   * The hidden value searched for while its re-index runs: `busy` answers 503 BUSY (past the statement timeout),
   * `found` answers that still found a record by it, `windowMs` from the save to the first answer finding none.
   */
  hidden: { windowMs: number; reindexSeconds: number; foundBefore: number; busy: number; found: number; during: Latency };
}

const LIST = '&withCount=true&serialize=true&adminTable=true&limit=30';

async function newestJob(server: BenchServer, kind: string): Promise<JobView | undefined> {
  const res = await fetch(`${server.base}/api/jobs?kind=${kind}&limit=1`, { headers: { cookie: server.cookie } });
  return ((await res.json()) as { data: JobView[] }).data[0];
}

/** `request` again and again, one at a time, until the newest job of `kind` ends; the job, with the latencies while it ran. */
async function whileJobRuns(server: BenchServer, kind: string, request: () => Promise<void>): Promise<{ job: JobView; during: Latency }> {
  let job: JobView | undefined;
  const watch = (async () => {
    for (;;) {
      job = await newestJob(server, kind);
      if (job && ['done', 'failed', 'cancelled'].includes(job.state)) return job;
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  const times: number[] = [];
  let ended = false;
  void watch.then(() => (ended = true));
  while (!ended) {
    // Only while the job runs: it may wait its turn behind another.
    const running = job?.state === 'running';
    const t0 = performance.now();
    await request();
    if (running) times.push(performance.now() - t0);
  }
  const done = await watch;
  if (done.state !== 'done') throw new Error(`${kind}: ${done.state} ${done.error}`);
  const sorted = sortedCopy(times);
  return { job: done, during: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), samples: sorted.length } };
}

const seconds = (job: JobView) => (Date.parse(job.finishedAt!) - Date.parse(job.startedAt!)) / 1000;

export async function runReindexBench(): Promise<ReindexBenchResult> {
  const db = await filledDatabase();
  const records = Number(
    (await db.pool.query('SELECT n FROM collection_counts WHERE site_id = $1 AND cls = $2 AND NOT archived', [SITE, TYPE])).rows[0].n,
  );
  // As after an update of the stored shapes: the start's upgrade job walks every type again.
  await db.pool.query(`DELETE FROM app_state WHERE key LIKE 'documentVersions%'`);
  const server = await startBenchServer({ DATABASE_URL: db.url });
  const headers = { cookie: server.cookie, 'content-type': 'application/json' };
  const base = `${server.base}/api/${SITE}/data/${TYPE}`;
  const firstPage = () => fetch(`${base}?sortBy=-createdAt${LIST}`, { headers });
  const list = answered(firstPage);
  const schemaUrl = `${server.base}/api/global/data/schema/${TYPE}`;
  const original = { propertiesList: catalogueProperties() };
  const saveProperties = async (propertiesList: Record<string, unknown>[]) => {
    const res = await fetch(schemaUrl, { method: 'PUT', headers, body: JSON.stringify({ propertiesList }) });
    if (!res.ok) throw new Error(`schema: HTTP ${res.status} ${await res.text()}`);
  };
  let busy = 0;
  /** Records a list search finds: its total, or its page when the total is 0 (both must say none); undefined when busy. */
  const searchCount = async (q: string): Promise<number | undefined> => {
    const res = await fetch(`${base}?adminSearch=${encodeURIComponent(q)}${LIST}`, { headers });
    if (res.status === 503) return void busy++;
    if (!res.ok) throw new Error(`recherche « ${q} » : HTTP ${res.status} ${await res.text()}`);
    const found = (await res.json()) as { count: number; data: unknown[] };
    return Math.max(found.count, found.data.length);
  };
  try {
    console.log('Mise à jour des documents (tâche du démarrage)...');
    const upgrade = await whileJobRuns(server, 'DOCUMENT_UPGRADE', list);
    const idle = { ...(await timeRequests(SAMPLES, firstPage)), samples: SAMPLES };

    console.log('Propriété recherchable ajoutée : réindexation...');
    const added = [...original.propertiesList, { key: 'motsCles', label: 'Mots-clés', type: 'string', searchable: true }];
    await saveProperties(added);
    const reindex = await whileJobRuns(server, 'SEARCH_REINDEX', list);

    // « chapô » is only in the chapo property (the label has the same words without it).
    const foundBefore = (await searchCount('chapô')) ?? 0;
    busy = 0;
    console.log(`« chapô » retiré de la recherche (${foundBefore} enregistrement(s) le trouvaient)...`);
    await saveProperties(added.map((p) => (p.key === 'chapo' ? { ...p, searchable: false } : p)));
    const saved = performance.now();
    let windowMs: number | undefined;
    let found = 0;
    const hiding = await whileJobRuns(server, 'SEARCH_REINDEX', async () => {
      const n = await searchCount('chapô');
      if (n) found++;
      else if (n === 0) windowMs ??= performance.now() - saved;
    });

    console.log('Schéma remis tel quel...');
    await saveProperties(original.propertiesList);
    await whileJobRuns(server, 'SEARCH_REINDEX', list);
    return {
      records,
      idle,
      upgrade: { seconds: seconds(upgrade.job), during: upgrade.during, upgraded: (upgrade.job.result as { upgraded: number }).upgraded },
      reindex: { seconds: seconds(reindex.job), during: reindex.during, reindexed: (reindex.job.result as { reindexed: number }).reindexed },
      hidden: { windowMs: windowMs ?? Number.NaN, reindexSeconds: seconds(hiding.job), foundBefore, busy, found, during: hiding.during },
    };
  } finally {
    await saveProperties(original.propertiesList).catch(() => {});
    await server.stop();
    await db.stop();
  }
}
