// The search palette never shows a type, or a record, its user may not read (issue 22 §3). Generated over the catalogue
// (GET /api/global/data/schema) and every role: for each type with records on the demo site, a role's search shows it
// exactly when the rights table (model/rights.ts typeRightsOf) gives the role its full right, or its domain opens it to
// every user; and each record shown opens for that role. Saved views of a type follow the same line.
import { beforeAll, describe, expect, it } from 'vitest';
import { hasAnyRight, RIGHT_FLAGS, typeRightsOf, type SessionUser } from '../../model/rights.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { ADMIN, ApiClient, userWith } from '../api/client.js';

const SITE = 'demo-dev';
/** Letters nearly every demo record holds: each role's searches reach most types with records. */
const QUERIES = ['e', 'a', 'i'];

interface Group {
  type: string;
  records: { _id: string }[];
}
interface Role {
  name: string;
  user: SessionUser;
  client: ApiClient;
}

describe('search and saved views follow the rights table, type by type', () => {
  let admin: ApiClient;
  let schemas: DataSchema[];
  const roles: Role[] = [];
  /** Types a user without any right reads all the same (a domain's opening, e.g. a read scope). */
  const opened = new Set<string>();
  /** For each query, the types the super administrator finds: what each role's answer is compared with. */
  const found = new Map<string, Set<string>>();
  const search = async (client: ApiClient, q: string): Promise<Group[]> => {
    const res = await client.get(`/api/${SITE}/search?q=${q}&budgetMs=5000`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cut, 'a type was cut despite the long budget').toEqual([]);
    return res.body.groups;
  };

  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    schemas = (await admin.get('/api/global/data/schema?limit=1000')).body.data;
    const none = Object.fromEntries(RIGHT_FLAGS.map((f) => [f, false]));
    const make = async (name: string, props: Omit<SessionUser, '_id' | 'login'>) => {
      const client = await userWith(admin, { ...props, rights: { ...none, ...props.rights } });
      roles.push({ name, user: { _id: name, login: name, ...props }, client });
    };
    await make('aucun droit', {});
    for (const flag of RIGHT_FLAGS) await make(flag, { rights: { [flag]: true } });
    await make('développeur', { isDeveloper: true });
    for (const q of QUERIES) found.set(q, new Set((await search(admin, q)).map((g) => g.type)));
    const noRights = roles[0].client;
    for (const type of new Set([...found.values()].flatMap((s) => [...s]))) {
      if ((await noRights.get(`/api/${SITE}/data/${type}?limit=1`)).status === 200) opened.add(type);
    }
  }, 120_000);

  it('the super administrator finds many types: the comparison below is not empty', () => {
    expect(found.get('e')!.size).toBeGreaterThan(10);
  });

  it.each(['aucun droit', ...RIGHT_FLAGS, 'développeur'])('%s: every type shown is readable, every readable type found is shown', async (name) => {
    const role = roles.find((r) => r.name === name)!;
    const rights = typeRightsOf(schemas);
    const mayRead = (type: string) => hasAnyRight(role.user, rights.get(type)!.full) || opened.has(type);
    for (const q of QUERIES) {
      const groups = await search(role.client, q);
      for (const group of groups) {
        expect(mayRead(group.type), `${name} sees ${group.type} for « ${q} »`).toBe(true);
        const first = group.records[0];
        expect((await role.client.get(`/api/${SITE}/data/${group.type}/${encodeURIComponent(first._id)}`)).status, `${group.type}/${first._id}`).toBe(
          200,
        );
      }
      const shown = new Set(groups.map((g) => g.type));
      // Types opened by a read scope show only some records, perhaps none of these: only fully readable ones must show.
      const expected = [...found.get(q)!].filter((type) => hasAnyRight(role.user, rights.get(type)!.full));
      expect(
        expected.filter((type) => !shown.has(type)),
        `${name} misses types for « ${q} »`,
      ).toEqual([]);
    }
  });

  it.each(['aucun droit', ...RIGHT_FLAGS, 'développeur'])('%s: sees the shared views of exactly the types it reads', async (name) => {
    const role = roles.find((r) => r.name === name)!;
    const rights = typeRightsOf(schemas);
    const types = [...found.get('e')!];
    // One shared view per type, made once by the super administrator (idempotent across roles by its name).
    const existing = new Set(((await admin.get(`/api/${SITE}/list-views`)).body as { name: string }[]).map((v) => v.name));
    for (const type of types) {
      if (existing.has(`partagée ${type}`)) continue;
      expect((await admin.post(`/api/${SITE}/list-views`, { type, name: `partagée ${type}`, shared: true })).status).toBe(201);
    }
    const seen = new Set(((await role.client.get(`/api/${SITE}/list-views`)).body as { type: string; name: string }[]).map((v) => v.type));
    for (const type of types) {
      const reads = hasAnyRight(role.user, rights.get(type)!.full) || opened.has(type);
      expect(seen.has(type), `${name} and the shared view of ${type}`).toBe(reads);
    }
  });
});
