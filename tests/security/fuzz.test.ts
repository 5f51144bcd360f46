// The fuzz run of issues 8 and 18: two seeds of 10,000 hostile requests each over every endpoint docs/api.md lists (a
// route without a hand-written generator is fuzzed from its documented pattern), every kind of parameter and multipart
// header, as an anonymous visitor, a contents editor and a super administrator, on a server of its own.
// Expected: no 5xx at all, and every error in the French {error, message} shape. FUZZ_SEED replays one seed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuerySchema } from '../../model/listQuery.js';
import { ApiClient, uploadFile, userWith } from '../api/client.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';
import { enc, hostileBody, hostileFilter, hostileMultipart, hostileText, pick, prng, type Rng } from './fuzzInputs.js';

const SEEDS = process.env.FUZZ_SEED ? [Number(process.env.FUZZ_SEED)] : [20261123, 20261126];
/** Requests per seed. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 6;
// English phrases of Fastify, Node, ajv or PostgreSQL that must never reach a user.
const ENGLISH = /\b(must|should|expected|cannot|not found|is not|unexpected|invalid input|exceeds?|internal server)\b/i;

interface Planned {
  method: string;
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  stream?: boolean;
}
interface World {
  ids: Record<string, string[]>;
  file: string;
  globalFile: string;
}

const SITES = ['demo-prod', 'demo-prod', 'demo-dev', 'global', 'inconnu', 'MODELE-DE-SITE-VIERGE'];
const SITE_TYPES = ['Tag', 'TextContent', 'Page', 'Author', 'User', 'SiteOptions', 'ComplexComponent'];
const GLOBAL_TYPES = ['AdminUser', 'Site', 'schema', 'VideoServer'];
// Every list parameter the routes declare, and one they do not.
const LIST_PARAMS = [...Object.keys(listQuerySchema.properties), 'countOnly'];
const IMAGE_PARAMS = ['w', 'h', 'c', 'q', 'bf', 'p', 'algo', 'force'];
const STATS_PARAMS = [
  'offset',
  'limit',
  'userStatus',
  'page',
  'kind',
  'start',
  'end',
  'period',
  'entityId',
  'startTs',
  'endTs',
  'formulaId',
  'usage',
];
const statsGet = (path: string) => (rng: Rng) => ({
  method: 'GET',
  path: `/api/${segment(rng, SITES)}/statistics/${path}${query(rng, STATS_PARAMS)}`,
});
const ENVS = ['dev', 'staging', 'prod', 'inconnu'];
const COPY_PARAMS = ['targetEnv', 'targetSiteId', 'resourceId'];
const PAIR_PARAMS = ['rightEnv', 'rightSite', 'leftType', 'rightType'];
const JOB_PARAMS = ['kind', 'state', 'siteId', 'offset', 'limit'];
const COMMERCE_USERS = ['user-camille', 'user-luc', 'inconnu'];
/** Demo videos (catalogue/demo/records/Video.json) and an unknown one. */
const VIDEOS = ['vid-ministre', 'vid-vin', 'vid-meteo', 'inconnue'];
const AUDIT_PARAMS = ['action', 'login', 'siteId', 'cls', 'recordId', 'from', 'to', 'offset', 'limit'];

/** Mostly a plausible segment, sometimes hostile text. */
const segment = (rng: Rng, plausible: readonly string[]) => (rng() < 0.8 ? pick(rng, plausible) : enc(hostileText(rng)));

function query(rng: Rng, names: readonly string[]): string {
  const parts: string[] = [];
  for (const name of names) {
    if (rng() > 0.35) continue;
    const value =
      name === 'adminFilter'
        ? hostileFilter(rng)
        : rng() < 0.5
          ? pick(rng, ['1', '0', 'true', '-5', '10', '4000', 'center', '2024-01-01', 'fff', hostileText(rng)])
          : hostileText(rng);
    parts.push(`${rng() < 0.05 ? enc(hostileText(rng)) : name}=${enc(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function dataTarget(rng: Rng, world: World, writes: boolean) {
  const site = pick(rng, SITES);
  const types = site === 'global' ? (writes ? ['VideoServer'] : GLOBAL_TYPES) : SITE_TYPES;
  const type = segment(rng, types);
  const id = segment(rng, world.ids[type] ?? ['inconnu']);
  return { base: `/api/${enc(site)}/${rng() < 0.1 ? segment(rng, ['pages', 'contenus', 'x']) : `data/${type}`}`, id };
}

/** One generator per documented route ("METHOD /api/..." as docs/api.md writes it). `admin`: no writes that end the run. */
const ROUTES: Record<string, (rng: Rng, world: World, admin: boolean) => Planned> = {
  'POST /api/auth/login': (rng) => ({
    method: 'POST',
    path: '/api/auth/login',
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ login: hostileText(rng), password: rng() < 0.5 ? hostileText(rng) : 12 }),
  }),
  'POST /api/auth/logout': () => ({ method: 'POST', path: '/api/auth/logout' }),
  'GET /api/auth/me': (rng) => ({ method: 'GET', path: `/api/auth/me${query(rng, ['x'])}` }),
  'POST /api/global/admin-users/{id}/unlock': (rng, world) => ({
    method: 'POST',
    path: `/api/global/admin-users/${segment(rng, world.ids.AdminUser)}/unlock`,
    ...(rng() < 0.3 && { body: hostileBody(rng) }),
  }),
  'GET /api/{siteId}/data/{Type}': (rng, world) => ({ method: 'GET', path: `${dataTarget(rng, world, false).base}${query(rng, LIST_PARAMS)}` }),
  'GET /api/{siteId}/data/{Type}/count': (rng, world) => ({
    method: 'GET',
    path: `${dataTarget(rng, world, false).base}/count${query(rng, LIST_PARAMS)}`,
  }),
  'GET /api/{siteId}/data/{Type}/{id}': (rng, world) => {
    const t = dataTarget(rng, world, false);
    return { method: 'GET', path: `${t.base}/${t.id}${query(rng, ['archived', 'serialize'])}` };
  },
  'POST /api/{siteId}/data/{Type}': (rng, world, admin) => ({ method: 'POST', path: dataTarget(rng, world, admin).base, body: hostileBody(rng) }),
  'PUT /api/{siteId}/data/{Type}/{id}': (rng, world, admin) => {
    const t = dataTarget(rng, world, admin);
    const ifMatch = rng() < 0.3 ? hostileText(rng).replace(/[^\x20-\x7e]/g, '') : undefined;
    return { method: 'PUT', path: `${t.base}/${t.id}`, body: hostileBody(rng), headers: { ...(ifMatch !== undefined && { 'if-match': ifMatch }) } };
  },
  'DELETE /api/{siteId}/data/{Type}/{id}': (rng, world, admin) => {
    const t = dataTarget(rng, world, admin);
    return { method: 'DELETE', path: `${t.base}/${t.id}` };
  },
  'POST /api/{siteId}/data/{Type}/{id}/restore': (rng, world, admin) => {
    const t = dataTarget(rng, world, admin);
    return { method: 'POST', path: `${t.base}/${t.id}/restore`, ...(rng() < 0.3 && { body: hostileBody(rng) }) };
  },
  'POST /api/{siteId}/files': (rng) => {
    const { contentType, body } = hostileMultipart(rng);
    return {
      method: 'POST',
      path: `/api/${enc(pick(rng, SITES))}/files`,
      body,
      headers: { 'content-type': contentType, ...(rng() < 0.9 && { 'x-console-upload': '1' }) },
    };
  },
  'GET /api/{siteId}/files{path}': (rng, world) => ({
    method: 'GET',
    path: `/api/${enc(pick(rng, SITES))}/files${pick(rng, [world.file, world.globalFile, `/${enc(hostileText(rng))}`, '/..%2F..%2Fpg%2FPG_VERSION'])}`,
  }),
  'GET /api/{siteId}/images{path}': (rng, world) => ({
    method: 'GET',
    path: `/api/${enc(pick(rng, SITES))}/images${pick(rng, [world.file, world.file, world.globalFile, `/${enc(hostileText(rng))}.png`])}${query(rng, IMAGE_PARAMS)}`,
  }),
  'GET /api/{siteId}/components': (rng) => ({ method: 'GET', path: `/api/${segment(rng, SITES)}/components${query(rng, ['x'])}` }),
  'POST /api/{siteId}/dumpSchemaToSource': (rng, _world, admin) => ({
    method: 'POST',
    path: `/api/${admin ? 'inconnu' : segment(rng, SITES)}/dumpSchemaToSource`,
  }),
  'POST /api/{siteId}/exports': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/exports`,
    body:
      rng() < 0.4
        ? hostileBody(rng)
        : JSON.stringify({
            type: pick(rng, ['User', 'Tag', 'Purchase', 'AdminUser', hostileText(rng)]),
            ...(rng() < 0.5
              ? { preset: pick(rng, ['USER_EXPORT', 'PURCHASE_GIFT_EXPORT', hostileText(rng)]) }
              : { fields: [hostileText(rng), 'label', '_id'] }),
            ...(rng() < 0.5 && { adminFilter: hostileFilter(rng) }),
            ...(rng() < 0.3 && { min: pick(rng, [0, -1e15, 1e15, 1.5, 1767225600]), max: pick(rng, [1, 9e15, 1767225600]) }),
          }),
  }),
  'GET /api/{siteId}/exports/{id}/download': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/exports/${enc(rng() < 0.5 ? hostileText(rng) : 'inconnu')}/download`,
  }),
  'GET /api/{siteId}/data/exportSubscriptions': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/data/exportSubscriptions${query(rng, ['__admin', 'x'])}`,
    stream: true,
  }),
  // Commands are never valid ones: the fuzz must not change the demo records.
  'GET /api/{siteId}/accounting/payouts': (rng) => ({ method: 'GET', path: `/api/${segment(rng, SITES)}/accounting/payouts${query(rng, ['x'])}` }),
  'POST /api/{siteId}/accounting/payouts/{payoutId}/export': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/accounting/payouts/${enc(pick(rng, ['po_inconnu', hostileText(rng)]))}/export`,
    ...(rng() < 0.3 && { body: hostileBody(rng) }),
  }),
  'POST /api/{siteId}/execute/{Type}/preview': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/execute/${segment(rng, [...SITE_TYPES, 'Page'])}/preview`,
    body: rng() < 0.4 ? hostileBody(rng) : JSON.stringify({ filter: hostileFilter(rng), command: hostileText(rng) }),
  }),
  'POST /api/{siteId}/execute/{Type}': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/execute/${segment(rng, SITE_TYPES)}`,
    body:
      rng() < 0.4
        ? hostileBody(rng)
        : JSON.stringify({ filter: hostileFilter(rng), command: pick(rng, ['{"$where": {"a": 1}}', '{}', hostileText(rng)]) }),
  }),
  'POST /api/{siteId}/executions/{id}/undo': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/executions/${enc(pick(rng, ['00000000-0000-0000-0000-000000000000', hostileText(rng)]))}/undo`,
  }),
  'GET /api/environments': (rng) => ({ method: 'GET', path: `/api/environments${query(rng, ['x'])}` }),
  'GET /api/environments/{env}/sites': (rng) => ({ method: 'GET', path: `/api/environments/${segment(rng, ENVS)}/sites` }),
  'GET /api/{siteId}/data/{Type}/compare': (rng, world) => ({
    method: 'GET',
    path: `${dataTarget(rng, world, false).base}/compare${query(rng, COPY_PARAMS)}`,
  }),
  'POST /api/{siteId}/data/{Type}/copyTo': (rng, world, admin) => ({
    method: 'POST',
    path: `${dataTarget(rng, world, admin).base}/copyTo`,
    body:
      rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ targetEnv: pick(rng, ENVS), targetSiteId: pick(rng, SITES), resourceId: hostileText(rng) }),
  }),
  'GET /api/{siteId}/environments/compare-data': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/environments/compare-data${query(rng, [...PAIR_PARAMS, 'offset', 'limit', 'showAll'])}`,
  }),
  'POST /api/{siteId}/environments/compare-data/copy': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/environments/compare-data/copy`,
    body:
      rng() < 0.5
        ? hostileBody(rng)
        : JSON.stringify({
            rightEnv: pick(rng, ENVS),
            rightSite: 'demo-dev',
            leftType: 'Tag',
            rightType: 'Tag',
            id: hostileText(rng),
            direction: 'toRight',
          }),
  }),
  'POST /api/{siteId}/environments/compare-data/delete': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/environments/compare-data/delete`,
    body:
      rng() < 0.5
        ? hostileBody(rng)
        : JSON.stringify({ rightEnv: pick(rng, ENVS), rightSite: 'inconnu', leftType: 'Tag', rightType: 'Tag', id: hostileText(rng), side: 'right' }),
  }),
  'GET /api/{siteId}/environments/digests/{Type}': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/environments/digests/${segment(rng, SITE_TYPES)}`,
  }),
  'POST /api/{siteId}/environments/missing': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/environments/missing`,
    body:
      rng() < 0.5
        ? hostileBody(rng)
        : JSON.stringify({ records: [{ _cls: hostileText(rng), _id: hostileText(rng) }], files: [hostileText(rng), '/../x.png'] }),
  }),
  'PUT /api/{siteId}/environments/files{path}': (rng, world, admin) => ({
    method: 'PUT',
    path: `/api/${admin ? 'inconnu' : segment(rng, SITES)}/environments/files${pick(rng, [world.file, `/${enc(hostileText(rng))}.png`, '/..%2F..%2Fx.png'])}`,
    body: Buffer.from(hostileText(rng)),
    headers: { 'content-type': pick(rng, ['application/octet-stream', 'application/json', 'text/plain']) },
  }),
  'POST /api/environments/{env}/schemas/{id}/copy': (rng) => ({
    method: 'POST',
    path: `/api/environments/${segment(rng, ENVS)}/schemas/${segment(rng, ['Author', 'Tag', 'inconnu'])}/copy`,
    body: hostileBody(rng),
  }),
  'GET /api/environments/global/{Type}/{id}': (rng) => ({
    method: 'GET',
    path: `/api/environments/global/${segment(rng, ['schema', 'Site', 'AdminUser', 'Tag', 'inconnu'])}/${segment(rng, ['Author', 'demo-prod', 'inconnu'])}`,
  }),
  'PUT /api/environments/global/{Type}/{id}': (rng) => ({
    method: 'PUT',
    path: `/api/environments/global/${segment(rng, ['schema', 'Site', 'AdminUser', 'Tag', 'inconnu'])}/${segment(rng, ['Author', 'Tag', 'inconnu'])}`,
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ label: hostileText(rng), propertiesList: hostileText(rng) }),
  }),
  'POST /api/{siteId}/tools/{tool}': (rng, _world, admin) => ({
    method: 'POST',
    // The super administrator's runs stay on an unknown site: no real site is emptied or filled by the fuzz.
    path: `/api/${admin ? 'inconnu' : segment(rng, SITES)}/tools/${segment(rng, ['checkDb', 'initSite', 'copyCollection', 'compareSchemas', 'x'])}`,
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ title: hostileText(rng), env: pick(rng, ENVS), src: { env: 'dev', siteId: 'demo-dev' } }),
  }),
  'GET /api/{siteId}/collections': (rng) => ({ method: 'GET', path: `/api/${segment(rng, SITES)}/collections${query(rng, ['x'])}` }),
  'POST /api/{siteId}/clear': (rng, _world, admin) => ({
    method: 'POST',
    path: `/api/${admin ? 'inconnu' : segment(rng, SITES)}/clear`,
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ confirmSiteId: pick(rng, SITES) }),
  }),
  'GET /api/{siteId}/temp_restore_ovh': (rng, _world, admin) => ({
    method: 'GET',
    // The super administrator's runs stay on an unknown site: the fuzz restores nothing.
    path: `/api/${admin ? 'inconnu' : segment(rng, SITES)}/temp_restore_ovh${query(rng, ['beginTs', 'endTs'])}`,
  }),
  'GET /api/environments/tokens': () => ({ method: 'GET', path: '/api/environments/tokens' }),
  'POST /api/environments/tokens': (rng) => ({
    method: 'POST',
    path: '/api/environments/tokens',
    body:
      rng() < 0.5
        ? hostileBody(rng)
        : JSON.stringify({
            name: hostileText(rng),
            scope: pick(rng, ['read', 'read-write', 'x']),
            siteIds: [pick(rng, SITES)],
            expiresAt: pick(rng, ['2020-01-01', hostileText(rng), '2099-01-01']),
          }),
  }),
  'POST /api/environments/tokens/{id}/revoke': (rng) => ({ method: 'POST', path: `/api/environments/tokens/${enc(hostileText(rng))}/revoke` }),
  'GET /api/global/monitoring/status': (rng) => ({ method: 'GET', path: `/api/global/monitoring/status${query(rng, ['x', 'minutes'])}` }),
  'GET /api/global/monitoring/history': (rng) => ({ method: 'GET', path: `/api/global/monitoring/history${query(rng, ['minutes', 'x'])}` }),
  'GET /api/global/monitoring/stand-ins': (rng) => ({ method: 'GET', path: `/api/global/monitoring/stand-ins${query(rng, ['x'])}` }),
  'GET /api/{siteId}/data/EmailTemplate/{id}/test': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/data/EmailTemplate/${segment(rng, ['et-welcome', 'et-purchase', 'inconnu'])}/test${query(rng, ['x'])}`,
  }),
  'GET /api/{siteId}/{customApiPath}/{id}/test': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/${segment(rng, ['modeles', 'pages', 'x'])}/${segment(rng, ['et-welcome', 'inconnu'])}/test`,
  }),
  'GET /api/global/mail-simulator': (rng) => ({ method: 'GET', path: `/api/global/mail-simulator${query(rng, ['x'])}` }),
  // A super administrator never stops the simulator here: the run's later test emails would fail (502) by design.
  'PUT /api/global/mail-simulator': (rng, _world, admin) => ({
    method: 'PUT',
    path: '/api/global/mail-simulator',
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ running: admin ? true : rng() < 0.5, ...(rng() < 0.3 && { x: hostileText(rng) }) }),
  }),
  'GET /api/{siteId}/newsletter/provider': (rng) => ({ method: 'GET', path: `/api/${segment(rng, SITES)}/newsletter/provider${query(rng, ['x'])}` }),
  'GET /api/global/getresponse-simulator': (rng) => ({ method: 'GET', path: `/api/global/getresponse-simulator${query(rng, ['x'])}` }),
  'GET /api/{siteId}/commerce/provider': (rng) => ({ method: 'GET', path: `/api/${segment(rng, SITES)}/commerce/provider${query(rng, ['x'])}` }),
  'GET /api/{siteId}/commerce/users/{id}/subscriptions': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/commerce/users/${segment(rng, COMMERCE_USERS)}/subscriptions${query(rng, ['x'])}`,
  }),
  'POST /api/{siteId}/commerce/users/{id}/login-as': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/commerce/users/${segment(rng, COMMERCE_USERS)}/login-as`,
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ password: rng() < 0.5 ? hostileText(rng) : 42 }),
  }),
  'POST /api/{siteId}/commerce/login-as/redeem': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/commerce/login-as/redeem`,
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ token: rng() < 0.5 ? `v1.${enc(hostileText(rng))}.x` : hostileText(rng) }),
  }),
  'GET /api/{siteId}/tools/checkAllPayments': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/tools/checkAllPayments${query(rng, ['afterId', 'limit', 'relink', 'ignoreMetadata', 'local'])}`,
  }),
  'GET /api/{siteId}/tools/generateGifts': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/tools/generateGifts${query(rng, ['productRef', 'count', 'masterGiftCodeRef'])}`,
  }),
  'POST /api/{siteId}/encoding/{id}/move': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/encoding/${segment(rng, VIDEOS)}/move`,
    body:
      rng() < 0.5
        ? hostileBody(rng)
        : JSON.stringify({ to: pick(rng, ['top', 'up', 'down', 'bottom', hostileText(rng)]), filter: pick(rng, ['encoding', 'error', 'all', 7]) }),
  }),
  // Unknown or hostile ids only: a real re-encode would keep the fuzz server's encoder busy.
  'POST /api/{siteId}/encoding/{id}/reencode': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/encoding/${segment(rng, ['inconnue'])}/reencode`,
    ...(rng() < 0.3 && { body: hostileBody(rng) }),
  }),
  'POST /api/{siteId}/encoding/{id}/cancel': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/encoding/${segment(rng, VIDEOS)}/cancel`,
    ...(rng() < 0.3 && { body: hostileBody(rng) }),
  }),
  'POST /api/{siteId}/moderation/{Type}/{id}': (rng, world) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/moderation/${segment(rng, ['Question', 'UserComment', 'Tag'])}/${segment(rng, world.ids.Tag)}`,
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ status: pick(rng, ['published', 'rejected', hostileText(rng)]) }),
  }),
  'GET /api/{siteId}/data/{Type}/{id}/links': (rng, world) => {
    const t = dataTarget(rng, world, false);
    return { method: 'GET', path: `${t.base}/${t.id}/links${query(rng, ['x'])}` };
  },
  'GET /api/{siteId}/stored-images': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/stored-images${query(rng, ['name', 'archived'])}`,
  }),
  'POST /api/{siteId}/stored-images/delete': (rng, world, admin) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/stored-images/delete`,
    // The super administrator's deletes would take the image the other generators read.
    body:
      rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ path: admin ? `/${hostileText(rng)}.png` : pick(rng, [world.file, `/${hostileText(rng)}`]) }),
  }),
  'POST /api/{siteId}/stored-images/restore': (rng, world) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/stored-images/restore`,
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ path: pick(rng, [world.file, `/${hostileText(rng)}.png`, '/../x.png']) }),
  }),
  'GET /api/audit-log': (rng) => ({ method: 'GET', path: `/api/audit-log${query(rng, AUDIT_PARAMS)}` }),
  'GET /api/jobs': (rng) => ({ method: 'GET', path: `/api/jobs${query(rng, JOB_PARAMS)}` }),
  'GET /api/{siteId}/jobs': (rng) => ({ method: 'GET', path: `/api/${segment(rng, SITES)}/jobs${query(rng, JOB_PARAMS)}` }),
  'POST /api/{siteId}/jobs/{kind}': (rng) => ({
    method: 'POST',
    path: `/api/${segment(rng, SITES)}/jobs/${segment(rng, ['SESSIONS_PURGE', 'export', 'x'])}`,
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ params: rng() < 0.5 ? hostileText(rng) : { steps: hostileText(rng) } }),
  }),
  'GET /api/jobs/{id}': (rng, world) => ({ method: 'GET', path: `/api/jobs/${segment(rng, world.ids.job ?? [crypto.randomUUID()])}` }),
  'POST /api/jobs/{id}/cancel': (rng) => ({
    method: 'POST',
    path: `/api/jobs/${segment(rng, ['00000000-0000-4000-8000-000000000000', 'x'])}/cancel`,
  }),
  'GET /api/events': (rng) => ({ method: 'GET', path: `/api/events${query(rng, ['x'])}`, stream: true }),
  'GET /api/health': (rng) => ({ method: 'GET', path: `/api/health${query(rng, ['x'])}` }),
  'POST /api/{siteId}/ingest/{kind}': (rng) => {
    const events = [hostileText(rng), { entityId: hostileText(rng), mode: hostileText(rng), ts: hostileText(rng) }, 12, null];
    const shape = rng();
    return {
      method: 'POST',
      path: `/api/${segment(rng, SITES)}/ingest/${segment(rng, ['play', 'view', 'bet'])}`,
      // Hostile bytes, a batch under « events », or the batch itself.
      body: shape < 0.4 ? hostileBody(rng) : JSON.stringify(shape < 0.7 ? { events } : events),
      // Header values are bytes: hostile text goes percent-encoded.
      headers: { 'x-ingest-key': rng() < 0.5 ? enc(hostileText(rng)).slice(0, 300) || 'x' : 'ing_inconnue', origin: 'https://site-public.example' },
    };
  },
  'GET /api/global/ingest-keys': (rng) => ({ method: 'GET', path: `/api/global/ingest-keys${query(rng, ['siteId'])}` }),
  'POST /api/global/ingest-keys': (rng) => ({
    method: 'POST',
    path: '/api/global/ingest-keys',
    body: rng() < 0.5 ? hostileBody(rng) : JSON.stringify({ siteId: segment(rng, SITES), label: hostileText(rng) }),
  }),
  'POST /api/global/ingest-keys/{id}/revoke': (rng) => ({
    method: 'POST',
    path: `/api/global/ingest-keys/${segment(rng, ['00000000-0000-4000-8000-000000000000', 'inconnue'])}/revoke`,
  }),
  'GET /api/{siteId}/statistics/play': statsGet('play'),
  'GET /api/{siteId}/statistics/views': statsGet('views'),
  'GET /api/{siteId}/statistics/status': statsGet('status'),
  'GET /api/{siteId}/statistics/sales/summary': statsGet('sales/summary'),
  'GET /api/{siteId}/statistics/sales/per-formula': statsGet('sales/per-formula'),
  'GET /api/{siteId}/statistics/timeline': statsGet('timeline'),
  'GET /api/{siteId}/statistics/tournaments/{id}': (rng) => ({
    method: 'GET',
    path: `/api/${segment(rng, SITES)}/statistics/tournaments/${segment(rng, ['tour-hiver', 'tour-printemps', 'inconnu'])}`,
  }),
};

/** A request of no documented route: unknown paths and methods, bad encodings, oversize URLs. */
const stray = (rng: Rng): Planned => ({
  method: pick(rng, ['GET', 'POST', 'PATCH', 'OPTIONS', 'PUT']),
  path: pick(rng, [
    '/api',
    '/api/',
    `/api/${enc(hostileText(rng))}`,
    '/api/demo-prod/data/%E0%A4%A',
    `/api/demo-prod/data/Tag/${'a'.repeat(600)}`,
    `/api/demo-prod/data/Tag?adminSearch=${'a'.repeat(20_000)}`,
    '/api/demo-prod/data/Tag/%ED%A0%80',
    '/api/auth/me/%00',
  ]),
});

/** A documented endpoint as docs/api.md writes it in the first cell of a table row: `METHOD /path/{param}`. */
const ENDPOINT = /^(GET|POST|PUT|DELETE|PATCH|OPTIONS) (\/(?:(?:[A-Za-z0-9_.-]|\{\w+\})+|\*)?)+$/;
/** First cells of table rows that start with an HTTP method: each must be an endpoint the fuzz can parse. */
const endpointCells = (): string[] =>
  [...fs.readFileSync('docs/api.md', 'utf8').matchAll(/^\| `((?:GET|POST|PUT|DELETE|PATCH|OPTIONS)\b[^`]*)`/gm)].map((m) => m[1]);
const documentedRoutes = (): string[] => endpointCells().filter((cell) => ENDPOINT.test(cell));

/** Values for a path parameter the fuzz knows by name; any other gets hostile text. */
const PARAM_VALUES: Record<string, (rng: Rng, world: World) => string> = {
  siteId: (rng) => segment(rng, SITES),
  Type: (rng) => segment(rng, SITE_TYPES),
  id: (rng, world) => segment(rng, [...(world.ids.Tag ?? []), 'inconnu']),
  env: (rng) => segment(rng, ENVS),
  path: (rng, world) => pick(rng, [world.file, `/${enc(hostileText(rng))}`]),
};

/**
 * A request of a documented route from its pattern alone: known parameters plausible, the others hostile, a hostile
 * query, a hostile body for writes. The super administrator's writes go to an unknown site: nothing real changes.
 */
function fromPattern(route: string): (rng: Rng, world: World, admin: boolean) => Planned {
  const [method, pattern] = route.split(' ');
  return (rng, world, admin) => {
    const path = pattern
      .replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'siteId' && admin && method !== 'GET' ? 'inconnu' : (PARAM_VALUES[name]?.(rng, world) ?? enc(hostileText(rng))),
      )
      .replace(/\*$/, () => enc(hostileText(rng)));
    return { method, path: `${path}${query(rng, ['x', 'offset', 'limit', 'id'])}`, ...(method !== 'GET' && { body: hostileBody(rng) }) };
  };
}

/** A path with its parameters unnamed, whether written the Fastify way (`:id`, `/*`) or the docs' way (`{id}`). */
const pathShape = (path: string) => path.replace(/\{[^}]+\}|:\w+|\/\*$/g, '{}');
/** Routes the docs describe in prose rather than in a table row (custom pages' addresses), and the SSO flow cookie's path. */
const DESCRIBED_IN_PROSE = new Set([pathShape('/api/:siteId/:customPath'), pathShape('/api/auth/sso')]);

/** Every '/api/…' path literal of the server's route files (routes.ts, *Routes.ts, server/routes/, app.ts). */
function declaredPaths(): string[] {
  const files = (fs.readdirSync('server', { recursive: true }) as string[]).filter(
    (f) => /(^|\/)(routes|\w+Routes)\.ts$|^routes\/\w+\.ts$|^app\.ts$/.test(f) && !f.endsWith('.test.ts'),
  );
  return files.flatMap((f) => [...fs.readFileSync(`server/${f}`, 'utf8').matchAll(/['`](\/api\/[^'`$]+)['`]/g)].map((m) => m[1]));
}

let server: RunningServer;
let clients: { name: string; client: ApiClient; admin: boolean }[];
let world: World;

beforeAll(async () => {
  server = await startServer();
  const admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  const editor = await userWith(admin, { rights: { contents: true, siteConfig: true }, siteIds: ['demo-prod'] });
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c83' } })
    .png()
    .toBuffer();
  const ids: Record<string, string[]> = {};
  for (const type of ['Tag', 'Page']) {
    ids[type] = [];
    for (let i = 0; i < 3; i++)
      ids[type].push(
        (await admin.post(`/api/demo-prod/data/${type}`, { label: `Fuzz ${type} ${i}`, ...(type === 'Tag' && { text: `fuzz-${i}` }) })).body._id,
      );
  }
  ids.AdminUser = [(await editor.get('/api/auth/me')).body._id];
  world = {
    ids,
    file: (await uploadFile(admin, 'demo-prod', 'fuzz.png', png)).body.path,
    globalFile: (await uploadFile(admin, 'global', 'fuzz.png', png)).body.path,
  };
  clients = [
    { name: 'anonyme', client: new ApiClient(server.url), admin: false },
    { name: 'éditeur', client: editor, admin: false },
    { name: 'super admin', client: admin, admin: true },
  ];
}, 120_000);
afterAll(() => server?.stop());

async function send(planned: Planned, client: ApiClient): Promise<{ status: number; text: string }> {
  const abort = new AbortController();
  const res = await fetch(`${server.url}${planned.path}`, {
    method: planned.method,
    signal: abort.signal,
    headers: {
      ...(typeof planned.body === 'string' && { 'content-type': 'application/json' }),
      ...(client.cookie && { cookie: client.cookie }),
      ...planned.headers,
    },
    body: planned.body === undefined ? undefined : typeof planned.body === 'string' ? planned.body : new Uint8Array(planned.body),
  });
  // A live event stream never ends: its status is the answer.
  if (planned.stream && res.ok) {
    abort.abort();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

/** Every documented route: its hand-written generator, else one from its pattern. */
const fuzzedRoutes = () => Object.fromEntries(documentedRoutes().map((r) => [r, ROUTES[r] ?? fromPattern(r)]));

describe(`fuzz run (seeds ${SEEDS.join(', ')})`, () => {
  it('parses every endpoint docs/api.md lists, and fuzzes each', () => {
    expect(endpointCells().filter((cell) => !ENDPOINT.test(cell))).toEqual([]);
    expect(documentedRoutes().length).toBeGreaterThan(80);
    // A hand-written generator of a route no longer documented is a stale one.
    expect(Object.keys(ROUTES).filter((r) => !documentedRoutes().includes(r))).toEqual([]);
  });

  it('finds every API path the server declares in docs/api.md', () => {
    const documented = new Set(documentedRoutes().map((r) => pathShape(r.split(' ')[1])));
    const paths = declaredPaths();
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !documented.has(pathShape(p)) && !DESCRIBED_IN_PROSE.has(pathShape(p)))).toEqual([]);
  });

  it.each(SEEDS)(
    `seed %i: answers ${REQUESTS} hostile requests without a 5xx, every error in French {error, message}`,
    async (seed) => {
      const rng = prng(seed);
      const generators = fuzzedRoutes();
      const routes = Object.keys(generators);
      const started = Date.now();
      const plans = Array.from({ length: REQUESTS }, (_, n) => {
        const who = pick(rng, clients);
        const planned = rng() < 0.05 ? stray(rng) : generators[pick(rng, routes)](rng, world, who.admin);
        // The logout route would end the session the rest of the run uses.
        return { n, who, planned: planned.path === '/api/auth/logout' && who.client.cookie ? { ...planned, path: '/api/auth/logout/x' } : planned };
      });
      const byStatus: Record<number, number> = {};
      const faults: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < plans.length) {
          const { n, who, planned } = plans[next++];
          const where = `#${n} ${who.name} ${planned.method} ${planned.path.slice(0, 160)}`;
          const res = await send(planned, who.client).catch((err: Error) => ({ status: 0, text: String(err.cause ?? err.message) }));
          byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
          if (res.status === 0 || res.status >= 500) faults.push(`${where} → ${res.status} ${res.text.slice(0, 200)}`);
          else if (res.status >= 400) {
            let body: { error?: unknown; message?: unknown; statusCode?: unknown } = {};
            try {
              body = JSON.parse(res.text);
            } catch {
              /* reported below */
            }
            const shaped =
              typeof body.error === 'string' && /^[A-Z_]+$/.test(body.error) && typeof body.message === 'string' && body.statusCode === undefined;
            if (!shaped || ENGLISH.test(String(body.message))) faults.push(`${where} → ${res.status} ${res.text.slice(0, 200)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      console.log(
        `fuzz seed ${seed}: ${REQUESTS} requêtes sur ${routes.length} routes en ${((Date.now() - started) / 1000).toFixed(0)} s, par statut ${JSON.stringify(byStatus)}`,
      );
      expect(faults.slice(0, 30)).toEqual([]);
      expect(Object.keys(byStatus).filter((s) => Number(s) >= 500)).toEqual([]);
    },
    240_000,
  );
});
