// What a live console runs beside its staff during the soak (issue 29 §4), each step recorded with its outcome: a
// schema save every minute (a new type, a new sortable property, a property of the 1,000,000 records made sortable and
// back, a searchable property added, which re-indexes them), CSV exports, two encodes kept running, an Execute and its
// undo, copies to another server. A 503 BUSY is the declared answer of a shape change that found the database busy:
// it is counted and the save asked again, as the console's schema editor lets its user do.
import { waitForJob, type ApiClient } from '../api/client.js';
import { catalogueProperties, RECORDS, SITE, TYPE } from './apiBench.js';
import { ENCODE_SITES } from './background.js';

export interface Operation {
  /** Minute of the soak it started in. */
  minute: number;
  what: string;
  ok: boolean;
  /** Busy answers (503) before it was accepted. */
  busy: number;
  seconds: number;
  detail?: string;
}

type Property = Record<string, unknown> & { key: string };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const JOB_LIMIT_MS = 20 * 60_000;

export class SoakWork {
  readonly operations: Operation[] = [];
  private readonly pending: Promise<void>[] = [];
  private original: Property[] = [];
  private soakTypes = 0;
  /** The run's new types are its own: a kept database holds an earlier run's. */
  private readonly stamp = Date.now().toString(36).toUpperCase();

  constructor(
    private readonly admin: ApiClient,
    private readonly minute: () => number,
  ) {}

  /** The big type's schema as the catalogue gives it, whatever an earlier run left. */
  async start(): Promise<void> {
    this.original = catalogueProperties() as Property[];
    await this.sendSchema('PUT', `/api/global/data/schema/${TYPE}`, { propertiesList: this.original });
  }

  /** Runs `step` beside the load (never awaited by it) and records how it ended. */
  run(what: string, step: () => Promise<{ busy?: number; detail?: string } | void>): void {
    const minute = this.minute();
    const t0 = performance.now();
    const done = step().then(
      (r) => ({ ok: true, busy: r?.busy ?? 0, detail: r?.detail }),
      (err: Error) => ({ ok: false, busy: 0, detail: err.message }),
    );
    this.pending.push(
      done.then((r) => {
        this.operations.push({ minute, what, seconds: (performance.now() - t0) / 1000, ...r });
      }),
    );
  }

  /** The minute's schema save, in turn: a new type, a sortable property added to it, the big type's index made or dropped. */
  schemaSave(m: number): void {
    const turn = m % 3;
    if (turn === 1 || this.soakTypes === 0) {
      const id = `Soak${this.stamp}T${++this.soakTypes}`;
      this.run(`nouveau type ${id}`, async () => {
        const r = await this.sendSchema('POST', '/api/global/data/schema', soakType(id));
        for (let i = 0; i < 3; i++) await this.ok(this.admin.post(`/api/${SITE}/data/${id}`, { label: `Fiche ${i}`, duree: i * 60 }));
        return r;
      });
    } else if (turn === 2) {
      const id = `Soak${this.stamp}T${this.soakTypes}`;
      this.run(`propriété triable ajoutée à ${id}`, async () => {
        const { propertiesList } = (await this.admin.get(`/api/global/data/schema/${id}`)).body;
        const property = { key: `rang${m}`, label: `Rang ${m}`, type: 'int', sortable: true, filterable: true };
        return this.sendSchema('PUT', `/api/global/data/schema/${id}`, { propertiesList: [...propertiesList, property] });
      });
    } else {
      this.run(`${TYPE}.readingTime triable ou non (${RECORDS.toLocaleString('en')} enregistrements)`, async () =>
        this.editBigType((list) => list.map((p) => (p.key === 'readingTime' ? { ...p, sortable: !p.sortable } : p))),
      );
    }
  }

  /** A searchable property added to the big type: its search columns are made again by the SEARCH_REINDEX job. */
  reindex(): void {
    this.run(`propriété recherchable ajoutée à ${TYPE} (réindexation)`, async () =>
      this.editBigType((list) => [...list, { key: 'motsCles', label: 'Mots-clés', type: 'string', searchable: true }]),
    );
  }

  export(): void {
    this.run('export CSV du type entier', async () => {
      const { jobId } = await this.ok(this.admin.post(`/api/${SITE}/exports`, { type: TYPE, fields: ['_id', 'label', 'status', 'publishTs'] }));
      return this.job(jobId);
    });
  }

  /** 5,000 records changed by Execute, then the execution undone. */
  executeAndUndo(): void {
    this.run('Execute sur 5 000 enregistrements, puis son annulation', async () => {
      const from = 1600000000 + (RECORDS / 2) * 60;
      const filter = JSON.stringify({ publishTs: { $gte: from, $lt: from + 5000 * 60 } });
      const { jobId } = await this.ok(
        this.admin.post(`/api/${SITE}/execute/${TYPE}`, { filter, command: JSON.stringify({ $set: { readingTime: 7 } }) }),
      );
      const executed = await this.job(jobId);
      const undo = await this.ok(this.admin.post(`/api/${SITE}/executions/${jobId}/undo`, {}));
      const undone = await this.job(undo.jobId);
      return { detail: `${executed.detail} ; annulation : ${undone.detail}` };
    });
  }

  copyToPeer(i: number): void {
    const id = `bench-${1 + ((i * 15485863) % RECORDS)}`;
    this.run(`copie de ${id} vers staging`, async () => {
      const copied = await this.ok(this.admin.post(`/api/${SITE}/data/${TYPE}/copyTo`, { targetEnv: 'staging', targetSiteId: SITE, resourceId: id }));
      return { detail: copied.created ? 'créé' : 'mis à jour' };
    });
  }

  /** Two videos encoded again as soon as they are done, until `running()` says stop. */
  keepEncoding(videos: string[], running: () => boolean): void {
    this.run('deux encodages tenus en cours', async () => {
      let encodes = 0;
      while (running()) {
        for (const [i, site] of ENCODE_SITES.entries()) {
          const video = (await this.admin.get(`/api/${site}/data/Video/${videos[i]}`)).body;
          if (video.encodingStatus === 'error') throw new Error(`encodage en erreur : ${video.encodingError}`);
          if (video.encodingStatus === 'done') {
            encodes++;
            await this.ok(this.admin.post(`/api/${site}/encoding/${videos[i]}/reencode`, {}));
          }
        }
        await sleep(1000);
      }
      for (const [i, site] of ENCODE_SITES.entries()) await this.admin.post(`/api/${site}/encoding/${videos[i]}/cancel`, {});
      return { detail: `${encodes} encodages terminés` };
    });
  }

  /** Waits for every step, then puts the big type's schema back as it was. */
  async finish(): Promise<void> {
    await Promise.all(this.pending);
    await this.sendSchema('PUT', `/api/global/data/schema/${TYPE}`, { propertiesList: this.original });
  }

  private async editBigType(change: (list: Property[]) => Property[]) {
    const { propertiesList } = (await this.admin.get(`/api/global/data/schema/${TYPE}`)).body;
    return this.sendSchema('PUT', `/api/global/data/schema/${TYPE}`, { propertiesList: change(propertiesList) });
  }

  /** A schema save asked again after each busy answer (2 s later, at most 30 times). */
  private async sendSchema(method: 'POST' | 'PUT', path: string, body: unknown): Promise<{ busy: number }> {
    for (let busy = 0; busy < 30; busy++) {
      const res = await this.admin.request(method, path, body);
      if (res.status < 300) return { busy };
      if (res.status !== 503) throw new Error(`HTTP ${res.status} ${JSON.stringify(res.body)}`);
      await sleep(2000);
    }
    throw new Error('toujours occupée après 30 essais');
  }

  private async ok(request: Promise<{ status: number; body: any }>): Promise<any> {
    const res = await request;
    if (res.status >= 300) throw new Error(`HTTP ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  private async job(jobId: string): Promise<{ detail: string }> {
    const job = await waitForJob(this.admin, jobId, JOB_LIMIT_MS);
    if (job.state !== 'done') throw new Error(`${job.kind} ${job.state} : ${job.error}`);
    return { detail: `${job.kind} ${job.state} en ${((Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000).toFixed(0)} s` };
  }
}

const soakType = (id: string) => ({
  _id: id,
  label: `Type ${id}`,
  singular: id,
  section: 'contents',
  storedInInstanceDatabase: true,
  hasAssociatedDBCollection: true,
  propertiesGroups: ['Général'],
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string', required: true, searchable: true, sortable: true },
    { key: 'duree', label: 'Durée', type: 'int', min: 0, sortable: true },
    { key: 'publication', label: 'Publication', type: 'timestamp', sortable: true, filterable: true },
  ],
});
