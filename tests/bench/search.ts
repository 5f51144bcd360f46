// The search palette's part of the bench (issue 22 §3): GET /api/{siteId}/search over 90 readable types, one of them
// holding the API part's 1,000,000 records, at the default budget (SEARCH_BUDGET_MS), p50/p95 and how often a type was cut.
import type pg from 'pg';
import { EXTRA_SCHEMAS, filledDatabase, SAMPLES, SITE } from './apiBench.js';
import { percentile, startBenchServer } from './sampling.js';

export const SEARCH_TYPES = 90;

export interface SearchTiming {
  name: string;
  p50: number;
  p95: number;
  /** Answers that named at least one type as cut, of `SAMPLES`. */
  cutAnswers: number;
}
export interface SearchBenchResult {
  types: number;
  timings: SearchTiming[];
}

/** The types the palette searches on a site: those stored per site (the global ones are searched on 'global'). */
const siteTypes = async (pool: pg.Pool) =>
  Number(
    (
      await pool.query(
        `SELECT count(*) AS n FROM documents WHERE site_id = 'global' AND cls = 'schema' AND archived = false
        AND coalesce(doc->>'storedInInstanceDatabase', 'true') <> 'false'`,
      )
    ).rows[0].n,
  );

/** A small type as a developer adds one: a searchable title, a few records. */
const paletteSchema = (i: number) => ({
  _id: `PaletteType${i}`,
  label: `Type de palette ${i}`,
  singular: `Type de palette ${i}`,
  section: 'contents',
  storedInInstanceDatabase: true,
  hasAssociatedDBCollection: true,
  propertiesGroups: ['Général'],
  propertiesList: [{ key: 'label', label: 'Titre', type: 'string', required: true, searchable: true, column: true, sortable: true }],
});

export async function runSearchBench(): Promise<SearchBenchResult> {
  const db = await filledDatabase();
  const server = await startBenchServer({ DATABASE_URL: db.url });
  const headers = { cookie: server.cookie, 'content-type': 'application/json' };
  try {
    // The API part's extra types (a kept database has them) are archived, so that SEARCH_TYPES are searched; that part puts them back.
    for (let i = 1; i <= EXTRA_SCHEMAS; i++)
      await fetch(`${server.base}/api/global/data/schema/BenchType${i}`, { method: 'DELETE', headers: { cookie: server.cookie } });
    for (let i = 1; (await siteTypes(db.pool)) < SEARCH_TYPES; i++) {
      const exists = await fetch(`${server.base}/api/global/data/schema/PaletteType${i}`, { headers });
      if (exists.ok) continue;
      const res = await fetch(`${server.base}/api/global/data/schema`, { method: 'POST', headers, body: JSON.stringify(paletteSchema(i)) });
      if (res.status !== 201) throw new Error(`schema ${i}: HTTP ${res.status} ${await res.text()}`);
      for (let r = 0; r < 3; r++) {
        const body = JSON.stringify({ label: `Fiche ${r} politique mot${100 + r}` });
        await fetch(`${server.base}/api/${SITE}/data/PaletteType${i}`, { method: 'POST', headers, body });
      }
    }
    const types = await siteTypes(db.pool);
    console.log(`Palette de recherche sur ${types} types...`);
    const measure = async (name: string, q: (i: number) => string): Promise<SearchTiming> => {
      const ask = async (i: number) => {
        const res = await fetch(`${server.base}/api/${SITE}/search?q=${encodeURIComponent(q(i))}`, { headers });
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
        return (await res.json()) as { cut: unknown[] };
      };
      for (let i = 0; i < 10; i++) await ask(i);
      const times: number[] = [];
      let cutAnswers = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        const body = await ask(i);
        times.push(performance.now() - t0);
        if (body.cut.length) cutAnswers++;
      }
      times.sort((a, b) => a - b);
      return { name, p50: percentile(times, 50), p95: percentile(times, 95), cutAnswers };
    };
    return {
      types,
      timings: [
        await measure('Mot rare (~1 000 enregistrements du type à 1 000 000)', (i) => `mot${100 + ((i * 37) % 900)}`),
        await measure("Mot courant (politique, 97 500 enregistrements et ceux d'autres types)", () => 'politique'),
        await measure('Sous-chaîne (« olitiq »)', () => 'olitiq'),
        await measure('Faute de frappe (« politiqeu » : aucun résultat exact)', () => 'politiqeu'),
      ],
    };
  } finally {
    await server.stop();
    await db.stop();
  }
}
