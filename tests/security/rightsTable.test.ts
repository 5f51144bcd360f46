// Generated from the server's own route table (GET /api/global/routes) and catalogue (GET /api/global/data/schema):
// every route and every record type, for every role (API tokens read and read-write among them), answers as the rights
// table (model/rights.ts) says. Denied: 401 anonymous, 403 otherwise; allowed: anything but 401/403. Calls are made
// harmless: bodies that fail validation, missing ids, a throwaway site and type; a new route or type is covered without
// anyone listing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_TEMPLATE_SITE_ID } from '../../model/constants.js';
import { hasAnyRight, hasRight, RIGHT_FLAGS, typeRightsOf, uploadRightsOf, type RightName, type SessionUser } from '../../model/rights.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { ADMIN, ApiClient, userWith } from '../api/client.js';

interface RouteEntry {
  method: string;
  url: string;
  right: string;
  globalRight?: string;
  recordType?: string;
  apiToken?: { scope: 'read' | 'write'; right: string };
}
interface Role {
  name: string;
  /** Undefined: anonymous. */
  user?: SessionUser;
  client: ApiClient;
  /** An API token's scope: the role calls with `Authorization: Bearer`, as another server does. */
  token?: 'read' | 'read-write';
  headers?: Record<string, string>;
}

const SITE = `rights-table-${Date.now()}`;
/** The blank template, a site of its own: 'Initialiser le site' copies it into new sites, so only super administrators reach it. */
const TEMPLATE = BLANK_TEMPLATE_SITE_ID;
/** A throwaway type served under a customApiPath, so that the `:customPath` routes name a real type. */
const CUSTOM_TYPE = `DroitsChemin${Date.now()}`;
const CUSTOM_PATH = `droits-chemin-${Date.now()}`;
/** The user an API token stands for (design.md §13): every section right, developer fields, never super administrator. */
const TOKEN_USER: SessionUser = {
  _id: 'jeton',
  login: 'jeton',
  isDeveloper: true,
  superAdmin: false,
  rights: Object.fromEntries(RIGHT_FLAGS.map((f) => [f, true])),
};

const fill = (url: string, siteId: string) =>
  url
    .replace(':siteId', siteId)
    .replace(':customPath', CUSTOM_PATH)
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
    const custom = await admin.post('/api/global/data/schema', {
      _id: CUSTOM_TYPE,
      label: 'Droits par chemin',
      singular: 'Droit par chemin',
      section: 'products',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      customApiPath: CUSTOM_PATH,
      propertiesGroups: ['Général'],
      propertiesList: [{ key: 'label', label: 'Nom', type: 'string', required: true }],
    });
    expect(custom.status, JSON.stringify(custom.body)).toBe(201);
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
    for (const scope of ['read', 'read-write'] as const) {
      const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
      const created = await admin.post('/api/environments/tokens', { name: `droits-${scope}`, scope, expiresAt });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const headers = { authorization: `Bearer ${created.body.token}` };
      roles.push({ name: `jeton ${scope}`, user: TOKEN_USER, client: new ApiClient(admin.base), token: scope, headers });
    }
  });
  afterAll(async () => {
    await admin.del(`/api/global/data/schema/${CUSTOM_TYPE}`);
  });

  const typeRights = () => typeRightsOf(schemas);
  /** What the table says of one call: allowed or not. */
  const allows = (user: SessionUser, right: string, method: string, recordType: string): boolean => {
    if (right === 'public' || right === 'session') return true;
    if (right === 'developer') return user.isDeveloper === true || user.superAdmin === true;
    if (right === 'developerSuperAdmin') return user.isDeveloper === true && user.superAdmin === true;
    if (right === 'apiToken') return false;
    if (right === 'upload') return hasAnyRight(user, uploadRightsOf(schemas));
    if (right === 'record' || right === 'recordWrite' || right === 'recordRead') {
      const rights = typeRights().get(recordType);
      if (!rights) return false;
      // Labels through a reference are read by a record GET only: presence (recordRead) is on the records themselves.
      return hasAnyRight(user, rights.full) || (right === 'record' && method === 'GET' && hasAnyRight(user, rights.labels));
    }
    return hasRight(user, right as RightName);
  };

  /** What the table says of one role on one route in one space (`global` or not). */
  const allowedFor = (role: Role, route: RouteEntry, space: string, recordType: string): boolean => {
    const right = space === 'global' ? route.globalRight! : route.right;
    if (!role.user || (space === TEMPLATE && !role.user.superAdmin)) return false;
    if (!role.token) return allows(role.user, right, route.method, recordType);
    // A token passes only where the route takes one, a read token never where it writes; then its user's rights apply.
    const access = route.apiToken;
    if (!access || (access.scope === 'write' && role.token !== 'read-write')) return false;
    return allows(role.user, space === 'global' ? right : access.right, route.method, recordType);
  };

  /** The status of a call; the event stream is opened, its status read, and closed. */
  const call = async (role: Role, method: string, path: string): Promise<number> => {
    const headers = { 'x-console-upload': '1', ...role.headers };
    if (path === '/api/events') {
      const stop = new AbortController();
      const res = await fetch(`${admin.base}${path}`, {
        headers: { ...headers, ...(role.client.cookie && { cookie: role.client.cookie }) },
        signal: stop.signal,
      });
      stop.abort();
      return res.status;
    }
    const body = method === 'GET' || method === 'DELETE' ? undefined : '"pas un objet"';
    return (await role.client.request(method, path, body, headers)).status;
  };

  it('every route × every role (a site and the global space): 401 / 403 where the table denies, never where it allows', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of routes) {
      if (route.right === 'public') continue;
      // Record routes in the global space serve the global types: the types test below walks them.
      const recordRoute = route.right === 'record' || route.right === 'recordWrite' || route.right === 'recordRead';
      const spaces = route.url.includes(':siteId') ? (recordRoute ? [SITE, TEMPLATE] : [SITE, TEMPLATE, 'global']) : [''];
      const recordType = route.recordType ?? (route.url.includes(':customPath') ? CUSTOM_TYPE : 'TextContent');
      for (const space of spaces) {
        const path = fill(route.url, space);
        for (const role of roles) {
          const allowed = allowedFor(role, route, space, recordType);
          const status = await call(role, route.method, path);
          calls++;
          const expected = allowed ? 'ni 401 ni 403' : role.user ? '403' : '401';
          const ok = allowed ? status !== 401 && status !== 403 && status < 500 : status === (role.user ? 403 : 401);
          if (!ok) mismatches.push(`${route.method} ${path} (${route.right}) en ${role.name} : ${status}, attendu ${expected}`);
        }
      }
    }
    console.log(`droits des routes : ${routes.length} routes × ${roles.length} rôles, ${calls} appels`);
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('every public route answers without a session, never 401 / 403', async () => {
    const anonymous = roles.find((r) => !r.user)!;
    const publicRoutes = routes.filter((r) => r.right === 'public');
    expect(publicRoutes.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const route of publicRoutes) {
      const path = fill(route.url, SITE);
      const status = await call(anonymous, route.method, path);
      if (status === 401 || status === 403 || status >= 500) refused.push(`${route.method} ${path} : ${status}`);
    }
    expect(refused).toEqual([]);
  });

  it('every record type × POST / PUT / DELETE / restore × every role: written only by the rights the table gives', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    const types = schemas.filter((s) => s.hasAssociatedDBCollection !== false);
    // Tokens write records through the same routes, which the route test walks with them.
    const sessionRoles = roles.filter((r) => !r.token);
    const spaces = (schema: DataSchema) => (schema.storedInInstanceDatabase === false ? ['global'] : [SITE, TEMPLATE]);
    for (const [schema, space] of types.flatMap((t) => spaces(t).map((space) => [t, space] as const))) {
      const base = `/api/${space}/data/${schema._id}`;
      const missing = `${base}/inexistant-droits`;
      for (const role of sessionRoles) {
        const superOnly = space === 'global' || space === TEMPLATE;
        const allowed = !!role.user && (superOnly ? role.user.superAdmin === true : allows(role.user, 'recordWrite', 'POST', schema._id));
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
    console.log(`droits des types : ${types.length} types (un site et le modèle) × 4 méthodes × ${sessionRoles.length} rôles, ${calls} appels`);
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
