// The palette's passes on a real PostgreSQL (storage/searchMatches.ts): a type switched off in a pass is not searched
// though it matches, small types' statements are planned once per connection and reused whatever the words, and a
// connection that keeps too many planned statements is replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmbeddedDatabase } from '../support/embeddedDatabase.js';
import { migrate } from '../../server/storage/migrate.js';
import { ensurePartitions } from '../../server/storage/partitions.js';
import { openSearchPool, PREPARED_PER_CONNECTION, searchPass, type SearchPool, type TypeSearch } from '../../server/storage/searchMatches.js';
import { Sql } from '../../server/storage/sql.js';

const TYPES = ['Alpha', 'Beta', 'Gamma'];

describe('the palette on PostgreSQL', () => {
  const database = useEmbeddedDatabase('console-palette-');
  let search: SearchPool;
  const typeSearch = (cls: string, words: string, where?: string): TypeSearch => ({
    query: { siteId: 's1', cls, archived: false, search: words, where, sort: [], offset: 0, limit: 0 },
    sql: new Sql(),
  });
  const pass = (words: string, mode: 'words' | 'substring' | 'fuzzy', active: boolean[], genericPlan = true) =>
    searchPass(search, { types: TYPES.map((cls) => typeSearch(cls, words)), active, mode, genericPlan }, 5, 100, 5000);
  const found = (result: Map<number, { rows: { id: string }[] }>) =>
    Object.fromEntries([...result].map(([i, m]) => [TYPES[i], m.rows.map((r) => r.id).sort()]));
  const backend = async () => (await search.pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
  const planned = async () =>
    Number((await search.pool.query(`SELECT count(*) AS n FROM pg_prepared_statements WHERE name LIKE 'palette\\_%'`)).rows[0].n);

  beforeAll(async () => {
    await migrate(database.pool);
    await ensurePartitions(database.pool, TYPES);
    const insert = (cls: string, id: string, text: string) =>
      database.pool.query(
        `INSERT INTO documents (site_id, cls, id, doc, search, search_text)
        VALUES ('s1', $1, $2, jsonb_build_object('label', $3::text), to_tsvector('french_unaccent', $3), immutable_unaccent(lower($3)))`,
        [cls, id, text],
      );
    await insert('Alpha', 'a1', 'Le printemps des poètes');
    await insert('Alpha', 'a2', 'Un autre printemps');
    await insert('Beta', 'b1', 'Leprintempsvert, un mot collé');
    await insert('Gamma', 'g1', 'Le printems sans p');
    // One connection: the test sees what that connection keeps.
    search = openSearchPool(database.pool, 1, 5000);
  });
  afterAll(() => search?.pool.end());

  it('opens its connections at start, each planning a search over every partition before any search', async () => {
    await expect
      .poll(async () => (await database.pool.query(`SELECT query FROM pg_stat_activity WHERE application_name = 'console-search'`)).rows)
      .toEqual([{ query: expect.stringMatching(/^EXPLAIN SELECT id FROM documents/) }]);
  });

  it('searches only the types a pass names, with each pass its own matches', async () => {
    expect(found(await pass('printemps', 'words', [true, true, true]))).toEqual({ Alpha: ['a1', 'a2'] });
    // Alpha matches the substring too, but left at the first pass.
    expect(found(await pass('printemps', 'substring', [false, true, true]))).toEqual({ Beta: ['b1'] });
    expect(found(await pass('printemps', 'fuzzy', [false, false, true]))).toEqual({ Gamma: ['g1'] });
    expect(found(await pass('printemps', 'substring', [true, true, true]))).toEqual({ Alpha: ['a1', 'a2'], Beta: ['b1'] });
  });

  it('plans a shared statement once per connection, and answers for the words of each search', async () => {
    const before = await planned();
    for (const words of ['poètes', 'autre', 'collé', 'poetes'])
      expect(Object.keys(found(await pass(words, 'words', [true, true, true])))).toEqual(words === 'collé' ? ['Beta'] : ['Alpha']);
    expect(await planned()).toBe(before);
    expect(before).toBeGreaterThan(0);
    const plans = await search.pool.query(
      `SELECT sum(generic_plans) AS generic, sum(custom_plans) AS custom FROM pg_prepared_statements WHERE name LIKE 'palette\\_%'`,
    );
    expect(plans.rows[0]).toEqual({ generic: expect.stringMatching(/^[1-9]/), custom: '0' });
    // A large type's statement is planned for its words each time: nothing kept.
    await pass('printemps', 'words', [true, true, true], false);
    expect(await planned()).toBe(before);
  });

  it('replaces a connection that keeps too many planned statements', async () => {
    const first = await backend();
    for (let i = 0; i <= PREPARED_PER_CONNECTION; i++) {
      const types = [typeSearch('Alpha', 'printemps', `id <> 'autre-${i}'`)];
      await searchPass(search, { types, active: [true], mode: 'words', genericPlan: true }, 5, 100, 5000);
    }
    expect(await backend()).not.toBe(first);
    expect(await planned()).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
  });
});
