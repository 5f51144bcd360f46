// Routes of copy to environment and content comparison (docs/api.md "Environments"): thin, the logic is in
// service.ts, transfer.ts and comparison.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { callContext as ctx, currentUser } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { notFound } from '../../errors.js';
import { collectionPath } from '../../../model/paths.js';
import type { DataSchema } from '../../../model/metaSchema.js';
import { GLOBAL_SITE, isGlobalSchema, type SchemaRegistry } from '../../services/schemaRegistry.js';
import { errorReplies, SITE_ID, siteParams } from '../../schemas/index.js';
import { comparePage, MAX_COMPARE_PAGE } from './comparison.js';
import { comparisonPageReply, comparisonReply, copyReply, ENV, environmentsReply, refList, schemaCopyReply, sitesReply, TYPE } from './replies.js';
import type { EnvironmentService } from './service.js';
import { requestedRefs } from './references.js';
import { Transfer } from './transfer.js';

const ID = { type: 'string', minLength: 1, maxLength: 128 } as const;
const CUSTOM_PATH = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } as const;

const target = { targetEnv: ENV, targetSiteId: SITE_ID, resourceId: ID } as const;
const compareQuery = { type: 'object', required: ['targetEnv', 'targetSiteId', 'resourceId'], properties: target } as const;
const copyBody = {
  type: 'object',
  required: ['targetEnv', 'targetSiteId', 'resourceId'],
  additionalProperties: false,
  properties: { ...target, withReferences: { ...refList, maxItems: 200 } },
} as const;

/** The two sides of the comparison page: the current site here (left), a site of a chosen server (right). */
const pair = { rightEnv: ENV, rightSite: SITE_ID, leftType: TYPE, rightType: TYPE } as const;
const pairRequired = ['rightEnv', 'rightSite', 'leftType', 'rightType'] as const;
const listQuery = {
  type: 'object',
  required: pairRequired,
  properties: {
    ...pair,
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_COMPARE_PAGE },
    showAll: { type: 'boolean' },
  },
} as const;
const itemBody = <const E extends Record<string, unknown>>(extra: E) =>
  ({
    type: 'object',
    required: [...pairRequired, 'id', ...(Object.keys(extra) as (keyof E & string)[])],
    additionalProperties: false,
    properties: { ...pair, id: ID, ...extra },
  }) as const;

type Pair = FromSchema<{ type: 'object'; required: typeof pairRequired; properties: typeof pair }>;
/** A route of a site; the copy routes name the type by /data/{Type} or by a schema's customApiPath. */
type SiteReq = FastifyRequest & { params: { siteId: string } };
type TypeReq = FastifyRequest & { params: { type?: string; customPath?: string } };

const developer = { right: 'developer' } as const;
const superAdmin = { right: 'superAdmin' } as const;

export function environmentRoutes(fastify: FastifyInstance, deps: { environments: EnvironmentService; registry: SchemaRegistry }): void {
  const { environments, registry } = deps;
  const app = typed(fastify);
  const isRecordType = (cls: string) => {
    const schema = registry.get(cls);
    return !!schema && schema.hasAssociatedDBCollection !== false && !isGlobalSchema(schema);
  };
  /** The type of a copy route: a per-site type on a site, a global one (schemas, sites, video servers) on `global`. */
  const schemaOf = (req: TypeReq & SiteReq) => {
    const schema = req.params.type ? registry.get(req.params.type) : registry.byCustomApiPath(req.params.customPath ?? '');
    if (!schema || isGlobalSchema(schema) !== (req.params.siteId === GLOBAL_SITE)) {
      throw notFound(`Type inconnu : ${String(req.params.type ?? req.params.customPath).slice(0, 100)}`);
    }
    return schema;
  };
  /** Where the copy opens on the target's console: under the site the user chose there (global records show under any). */
  const globalLink = (env: string, siteId: string, schema: DataSchema, id: string) =>
    `${environments.consoleUrl(env)}/${encodeURIComponent(siteId)}/${collectionPath(schema)}/${encodeURIComponent(id)}`;
  const transferTo = (req: SiteReq, env: string, siteId: string) => {
    const c = ctx(req);
    environments.checkCopyTarget(env);
    return new Transfer(environments.side(c, environments.deps.envName, c.siteId), environments.side(c, env, siteId), isRecordType, (cls) =>
      registry.get(cls),
    );
  };

  app.get('/api/environments', { config: { right: 'session' }, schema: { response: { 200: environmentsReply, ...errorReplies } } }, async () => ({
    env: environments.deps.envName,
    servers: environments.servers(),
    copyTargets: environments.copyTargets(),
  }));

  app.get(
    '/api/environments/:env/sites',
    {
      config: developer,
      schema: { params: { type: 'object', required: ['env'], properties: { env: ENV } }, response: { 200: sitesReply, ...errorReplies } },
    },
    async (req) => environments.sitesOf(currentUser(req), req.params.env),
  );

  // Schema copy (tools page, after the schema comparison): this server's schema written on a copy target.
  app.post(
    '/api/environments/:env/schemas/:id/copy',
    {
      config: superAdmin,
      schema: {
        params: { type: 'object', required: ['env', 'id'], properties: { env: ENV, id: TYPE } },
        response: { 200: schemaCopyReply, ...errorReplies },
      },
    },
    async (req) => environments.copyGlobal({ user: currentUser(req), siteId: GLOBAL_SITE, ip: req.ip }, req.params.env, 'schema', req.params.id),
  );

  // Copy to environment (spec 001 §7): on /data/{Type} and on a schema's customApiPath.
  for (const base of ['/api/:siteId/data/:type', '/api/:siteId/:customPath']) {
    const params = { type: 'object', required: ['siteId'], properties: { siteId: SITE_ID, type: TYPE, customPath: CUSTOM_PATH } } as const;
    app.get(
      `${base}/compare`,
      { config: developer, schema: { params, querystring: compareQuery, response: { 200: comparisonReply, ...errorReplies } } },
      async (req) => {
        const schema = schemaOf(req);
        const { targetEnv, targetSiteId, resourceId } = req.query;
        if (isGlobalSchema(schema)) {
          return environments.compareGlobal(ctx(req), targetEnv, schema._id, resourceId, globalLink(targetEnv, targetSiteId, schema, resourceId));
        }
        return transferTo(req, targetEnv, targetSiteId).compare(schema, resourceId);
      },
    );
    app.post(
      `${base}/copyTo`,
      { config: developer, schema: { params, body: copyBody, response: { 200: copyReply, ...errorReplies } } },
      async (req) => {
        const schema = schemaOf(req);
        const { targetEnv, targetSiteId, resourceId } = req.body;
        if (isGlobalSchema(schema)) {
          const { resource, created } = await environments.copyGlobal(ctx(req), targetEnv, schema._id, resourceId);
          return { resource, created, link: globalLink(targetEnv, targetSiteId, schema, resourceId), copied: [], files: 0, warnings: [] };
        }
        return transferTo(req, targetEnv, targetSiteId).copy(schema, resourceId, req.body.withReferences && requestedRefs(req.body.withReferences));
      },
    );
  }

  // The comparison page: this site against a site of this or another server.
  const sides = (req: SiteReq, p: Pair) => {
    const c = ctx(req);
    return {
      left: { side: environments.side(c, environments.deps.envName, c.siteId), type: p.leftType },
      right: { side: environments.side(c, p.rightEnv, p.rightSite), type: p.rightType },
    };
  };
  const known = (type: string) => {
    const schema = registry.get(type);
    if (!schema || !isRecordType(type)) throw notFound(`Type inconnu : ${type}`);
    return schema;
  };

  app.get(
    '/api/:siteId/environments/compare-data',
    { config: superAdmin, schema: { params: siteParams, querystring: listQuery, response: { 200: comparisonPageReply, ...errorReplies } } },
    async (req) => {
      const { left, right } = sides(req, req.query);
      return comparePage(left, right, { offset: req.query.offset ?? 0, limit: req.query.limit ?? 50, showAll: req.query.showAll === true });
    },
  );

  app.post(
    '/api/:siteId/environments/compare-data/copy',
    {
      config: superAdmin,
      schema: { params: siteParams, body: itemBody({ direction: { enum: ['toRight', 'toLeft'] } }), response: { 200: copyReply, ...errorReplies } },
    },
    async (req) => {
      const { left, right } = sides(req, req.body);
      const [from, to] = req.body.direction === 'toRight' ? [left, right] : [right, left];
      return new Transfer(from.side, to.side, isRecordType, (cls) => registry.get(cls)).copy(known(from.type), req.body.id, [], known(to.type));
    },
  );

  app.post(
    '/api/:siteId/environments/compare-data/delete',
    {
      config: superAdmin,
      schema: {
        params: siteParams,
        body: itemBody({ side: { enum: ['left', 'right'] } }),
        response: { 200: { type: 'object', properties: { archived: { type: 'string' } } }, ...errorReplies },
      },
    },
    async (req) => {
      const { side, type } = sides(req, req.body)[req.body.side];
      // Archived, as every delete: it can be restored from the archive.
      await side.archive(type, req.body.id);
      return { archived: req.body.id };
    },
  );
}
