// Generated from the server's own route table (GET /api/global/routes) and catalogue (GET /api/global/data/schema):
// every route and every record type, for every role, answers as the rights table (model/rights.ts) says. Denied: 401
// anonymous, 403 otherwise; allowed: anything but 401/403. Calls are made harmless: bodies that fail validation,
// missing ids, a throwaway site; a new route or type is covered without anyone listing it.
import { beforeAll, describe, expect, it } from 'vitest';
import { hasAnyRight, hasRight, RIGHT_FLAGS, typeRightsOf, type RightName, type SessionUser } from '../../model/rights.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { ADMIN, ApiClient, userWith } from '../api/client.js';

interface RouteEntry {
  method: string;
  url: string;
  right: string;
  globalRight?: string;
  recordType?: string;
}
interface Role {
  name: string;
  /** Undefined: anonymous. */
  user?: SessionUser;
  client: ApiClient;
}

const SITE = `rights-table-${Date.now()}`;
/** Acting without a body: not called by the roles allowed to (what they would do is each tool's own test). */
const NOT_CALLED_WHEN_ALLOWED = new Set(['POST /api/:siteId/dumpSchemaToSource', 'GET /api/events']);

const fill = (url: string, siteId: string) =>
  url
    .replace(':siteId', siteId)
    .replace(':type', 'TextContent')
    .replace(':env', 'dev')
    .replace(':tool', 'outilInconnu')
    .replace(':kind', 'tacheInconnue')
    .replace(':payoutId', 'po_inconnu')
    .replace(/:id\b/g, '00000000-0000-4000-8000-000000000000')
    .replace('*', 'inconnu/x.png');

describe('the rights table, generated from the route table and the catalogue', () => {
  let admin: ApiClient;
  let routes: RouteEntry[];
  let schemas: DataSchema[];
  const roles: Role[] = [];

  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Site jetable des droits' })).status).toBe(201);
    routes = (await admin.get('/api/global/routes')).body;
    schemas = (await admin.get('/api/global/data/schema?limit=1000')).body.data;
    const none = Object.fromEntries(RIGHT_FLAGS.map((f) => [f, false]));
    const make = async (name: string, props: Omit<SessionUser, '_id' | 'login'>) => {
      const client = await userWith(admin, { ...props, rights: { ...none, ...props.rights } });
      roles.push({ name, user: { _id: name, login: name, ...props }, client });
    };
    roles.push({ name: 'anonyme', client: new ApiClient(admin.base) });
    await make('aucun droit', {});
    for (const flag of RIGHT_FLAGS) await make(flag, { rights: { [flag]: true } });
    await make('développeur', { isDeveloper: true });
    roles.push({ name: 'super administrateur', user: { _id: 'sa', login: 'sa', superAdmin: true, isDeveloper: true }, client: admin });
  });

  const typeRights = () => typeRightsOf(schemas);
  /** What the table says of one call: allowed or not. */
  const allows = (user: SessionUser, right: string, method: string, recordType: string): boolean => {
    if (right === 'public' || right === 'session') return true;
    if (right === 'developer') return user.isDeveloper === true || user.superAdmin === true;
    if (right === 'developerSuperAdmin') return user.isDeveloper === true && user.superAdmin === true;
    if (right === 'apiToken') return false;
    if (right === 'record' || right === 'recordWrite') {
      const write = right === 'recordWrite' || method !== 'GET';
      const rights = typeRights().get(recordType);
      if (!rights) return false;
      return hasAnyRight(user, rights.full) || (!write && hasAnyRight(user, rights.labels));
    }
    return hasRight(user, right as RightName);
  };

  it('every route × every role (a site and the global space): 401 / 403 where the table denies, never where it allows', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of routes) {
      if (route.right === 'public' || route.url.includes(':customPath')) continue;
      // Record routes in the global space serve the global types: the types test below walks them.
      const recordRoute = route.right === 'record' || route.right === 'recordWrite';
      const spaces = route.url.includes(':siteId') ? (recordRoute ? [SITE] : [SITE, 'global']) : [''];
      for (const space of spaces) {
        const right = space === 'global' ? route.globalRight! : route.right;
        const path = fill(route.url, space);
        for (const role of roles) {
          const allowed = !!role.user && allows(role.user, right, route.method, route.recordType ?? 'TextContent');
          if (allowed && NOT_CALLED_WHEN_ALLOWED.has(`${route.method} ${route.url}`)) continue;
          const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '"pas un objet"';
          const res = await role.client.request(route.method, path, body, { 'x-console-upload': '1' });
          calls++;
          const expected = allowed ? 'ni 401 ni 403' : role.user ? '403' : '401';
          const ok = allowed ? res.status !== 401 && res.status !== 403 : res.status === (role.user ? 403 : 401);
          if (!ok) mismatches.push(`${route.method} ${path} (${right}) en ${role.name} : ${res.status}, attendu ${expected}`);
        }
      }
    }
    console.log(`droits des routes : ${routes.length} routes × ${roles.length} rôles, ${calls} appels`);
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('every record type × POST / PUT / DELETE / restore × every role: written only by the rights the table gives', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    const types = schemas.filter((s) => s.hasAssociatedDBCollection !== false);
    for (const schema of types) {
      const global = schema.storedInInstanceDatabase === false;
      const base = `/api/${global ? 'global' : SITE}/data/${schema._id}`;
      const missing = `${base}/inexistant-droits`;
      for (const role of roles) {
        const allowed = !!role.user && (global ? role.user.superAdmin === true : allows(role.user, 'recordWrite', 'POST', schema._id));
        for (const [method, path] of [
          ['POST', base],
          ['PUT', missing],
          ['DELETE', missing],
          ['POST', `${missing}/restore`],
        ] as const) {
          // A body that fails validation (not an object): nothing is written by those allowed.
          const res = await role.client.request(method, path, method === 'PUT' || path === base ? '"pas un objet"' : undefined);
          calls++;
          const ok = allowed ? ![401, 403].includes(res.status) && res.status < 500 : res.status === (role.user ? 403 : 401);
          if (!ok) mismatches.push(`${method} ${path} en ${role.name} : ${res.status}`);
        }
      }
    }
    console.log(`droits des types : ${types.length} types × 4 méthodes × ${roles.length} rôles, ${calls} appels`);
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('the types shown inside others are closed to a user with no right (issue 18 §1.1)', async () => {
    const none = roles.find((r) => r.name === 'aucun droit')!.client;
    for (const type of [
      'MasterGiftCode',
      'FrontendRedirection',
      'Tournament',
      'Participant',
      'SubscriptionFormulaGroup',
      'Menu',
      'Config',
      'Channel',
      'Category',
    ]) {
      expect((await none.post(`/api/demo-prod/data/${type}`, { _id: `x-${type}`, label: 'x' })).status, type).toBe(403);
      expect((await none.put(`/api/demo-prod/data/${type}/x-${type}`, { label: 'x' })).status, type).toBe(403);
    }
    const exports = await admin.get('/api/demo-prod/data/Export?limit=1');
    const exportId = exports.body.data[0]?._id ?? 'aucun';
    expect((await none.del(`/api/demo-prod/data/Export/${exportId}`)).status).toBe(403);
    // Exports are read with the exported type's right: none of them for this user.
    expect((await none.get('/api/demo-prod/data/Export')).body.data).toEqual([]);
    if (exportId !== 'aucun') expect((await none.get(`/api/demo-prod/data/Export/${exportId}`)).status).toBe(403);
  });
});
