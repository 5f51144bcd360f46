// The Fastify app: the core services (server/services/index.ts) with the sessions, the audit log and the live feed,
// plugins (errors, security, cookies, session), the integrations and domains, then the routes declared on the app
// itself, in this order (the generic data routes of server/routes/, and the domains' routes that are functions rather
// than plugins: auth, links, audit, events, presence, jobs, the schema dump, components, files) and the console.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ServerConfig } from './config.js';
import { registerConsole } from './plugins/console.js';
import { errorServerOptions } from './plugins/errors.js';
import { httpPlugin, type HttpOptions } from './plugins/http.js';
import { openApiDocument, openApiReference } from './plugins/openApi.js';
import { routeTableRoute } from './plugins/routeRights.js';
import { typed } from './plugins/typedApp.js';
import { answerObject } from './schemas/index.js';
import { dataRoutes, recordTypeOf } from './routes/data.js';
import { ComponentCatalogue, componentRoutes, readComponentDefinitions } from './domains/layouts/index.js';
import { ImageService } from './domains/images/index.js';
import { startLocalS3 } from './integrations/objectStore.js';
import { openFileStorage, type FileStorage } from './storage/files/index.js';
import { buildCoreServices } from './services/index.js';
import { sessionPurgeJob } from './jobs/purgeSessions.js';
import { staffActivityMarker } from './jobs/fleetActivity.js';
import { LINK_INDEX_JOB } from './services/linkIndex.js';
import { SEARCH_REINDEX_JOB } from './services/searchReindex.js';
import { DOCUMENT_UPGRADE_JOB } from './services/documentMigrations.js';
import { GLOBAL_SITE } from './services/schemaRegistry.js';
import { loadSecretsKey, SecretBox } from './storage/secretBox.js';
import {
  adminUsersDomain,
  AuditService,
  auditRoutes,
  AuthService,
  authRoutes,
  ChangeFeed,
  ApiTokenService,
  EnvironmentService,
  commerceDomain,
  demoDomain,
  demoFilling,
  encodingDomain,
  environmentsDomain,
  eventRoutes,
  exportsDomain,
  FailedChecks,
  FileService,
  fileRoutes,
  historyDomain,
  homeDomain,
  imagesDomain,
  importsDomain,
  jobRoutes,
  linkRoutes,
  mailDomain,
  moderationDomain,
  monitoringDomain,
  newsletterDomain,
  PeerDirectory,
  PresenceService,
  presenceRoutes,
  tokenAccessOf,
  schemasDomain,
  signInFactorsDomain,
  sitesDomain,
  ssoDomain,
  statisticsDomain,
  StatisticsService,
  searchDomain,
  listViewsDomain,
  schemaDumpRoutes,
  toolsDomain,
  UploadQuota,
  type ImportEngine,
} from './domains/index.js';
import { getState, setState } from './storage/appState.js';
import { stripePlugin } from './integrations/stripe/plugin.js';
import { getResponsePlugin } from './integrations/getresponse/plugin.js';
import { mailPlugin } from './integrations/mail/plugin.js';
import { SiteRoutePaths } from './plugins/siteRoutePaths.js';

const BODY_LIMIT = 1024 * 1024;

/** What the starting process runs beside the app (server/main.ts in demo mode), for the domains to know. */
export interface InProcessServices {
  /** Base URLs of the local video-server stand-ins the demo VideoServer records point at. */
  videoServerStandIns?: readonly string[];
  /** The file store the starting process opened already (server/main.ts seeds the demo's files into it). */
  fileStorage?: FileStorage;
  /** Handed the import engine once built: `npm run import` (scripts/import.ts) drives it without HTTP. */
  importEngine?: (engine: ImportEngine) => void;
}

/**
 * The audit log, the sessions and the live feed: domains' services that the HTTP layer (session, errors) and the other
 * domains lean on, so built before any of them. The feed relays the jobs' changes and ends streams with their sessions.
 */
async function buildSessionServices(
  pool: pg.Pool,
  config: Pick<ServerConfig, 'sessionIdleMs' | 'sessionMaxMs'>,
  { registry, sites, loadedVersion, jobs }: Awaited<ReturnType<typeof buildCoreServices>>,
) {
  const audit = new AuditService(pool);
  const auth = new AuthService(pool, audit, config.sessionIdleMs, config.sessionMaxMs);
  const failedChecks = new FailedChecks(pool, audit);
  const feed = new ChangeFeed(pool, registry, sites, loadedVersion, (keys) => auth.liveSessions(keys));
  await feed.start();
  feed.onJobChanged = (id) => void jobs.relay(id).catch(() => {});
  jobs.onChange = (job) => feed.broadcastJob(job);
  jobs.define(sessionPurgeJob(config.sessionIdleMs));
  return { audit, auth, failedChecks, feed };
}

export async function buildApp(pool: pg.Pool, config: ServerConfig, inProcess: InProcessServices = {}): Promise<FastifyInstance> {
  // A domain's start-up reads the database (the payment simulator's seed, job queues): on a loaded machine it can take
  // longer than Fastify's 10 s default, which would end the start.
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    pluginTimeout: 120_000,
    ...errorServerOptions,
  });
  const core = await buildCoreServices(pool, config);
  const { registry, sites, hooks, links, records, jobs } = core;
  const { audit, failedChecks, auth, feed } = await buildSessionServices(pool, config, core);
  app.addHook('onClose', async () => feed.close());
  const presence = new PresenceService(pool, feed, records, registry);
  presence.start();
  app.addHook('onClose', async () => presence.stop());
  hooks.registerForEveryType({ afterCommit: (write) => presence.recordWritten(write).catch(() => undefined) });

  // Before any route: a schema's customApiPath may not take a declared route's place.
  const siteRoutePaths = new SiteRoutePaths();
  siteRoutePaths.follow(app);
  // First: the document sees every route, and the reference page's routes get their right before the start checks them.
  await app.register(openApiDocument);
  const tokens = new ApiTokenService(pool, audit, failedChecks);
  const checkRecordType: HttpOptions['checkRecordType'] = (request, user, need) => {
    const params = request.params as { siteId: string; type?: string; customPath?: string };
    const type = request.routeOptions.config.recordType ?? recordTypeOf(registry, params);
    records.checkAccess({ user, siteId: params.siteId }, type, need);
  };
  await app.register(httpPlugin, {
    audit,
    auth,
    tokens,
    tokenAccessOf,
    sites,
    checkRecordType,
    uploadRights: () => registry.uploadRights(),
    catchUp: (version) => feed.catchUp(version),
    onStaffRequest: staffActivityMarker(pool),
  });
  // Integrations (server/integrations/): each builds its client, or its local stand-in when none is configured.
  const appState = { get: (key: string) => getState(pool, key), set: (key: string, value: unknown) => setState(pool, key, value) };
  await app.register(stripePlugin, { config, appState });
  await app.register(mailPlugin, { config, appState });
  await app.register(getResponsePlugin, { config, appState });
  // Domains (server/domains/): what writing their record types also does, and later their routes and jobs.
  await app.register(schemasDomain, { hooks, pool, registry, feed, jobs, siteRoutePaths });
  await app.register(sitesDomain, { hooks, pool, sites, feed });
  await app.register(adminUsersDomain, { hooks, auth });
  const secrets = new SecretBox(loadSecretsKey(config), config.previousSecretsKeys);
  // Before the routes that declare `recentFactor` (login-as): its hook asks for the factor again on them.
  await app.register(signInFactorsDomain, {
    pool,
    secrets,
    audit,
    auth,
    hooks,
    relyingParty: config.webauthn,
    me: (user) => ({ ...user, sites: sites.permittedFor(user), env: config.envName }),
    sessionIdleMs: config.sessionIdleMs,
    sessionMaxMs: config.sessionMaxMs,
  });
  await app.register(ssoDomain, { pool, hooks, registry, auth, audit, secrets, config });
  const fileStorage = inProcess.fileStorage ?? (await openFileStorage(config, startLocalS3));
  if (!inProcess.fileStorage) app.addHook('onClose', () => fileStorage.close());
  const store = fileStorage.files;
  const peers = new PeerDirectory(config.environments);
  const environments = new EnvironmentService({
    envName: config.envName,
    peers,
    peerTimeoutMs: config.peerTimeoutMs,
    records,
    registry,
    pool,
    store,
    sites,
  });
  await app.register(environmentsDomain, { environments, tokens, records, registry, sites, store, pool });
  await app.register(toolsDomain, {
    jobs,
    hooks,
    environments,
    records,
    registry,
    sites,
    store,
    pool,
    envName: config.envName,
    catalogueDir: config.catalogueDir,
    dataDir: config.dataDir,
  });
  await app.register(monitoringDomain, { hooks, pool, jobs, standIns: inProcess.videoServerStandIns });
  await app.register(commerceDomain, {
    hooks,
    pool,
    records,
    registry,
    sites,
    jobs,
    provider: app.payments,
    audit,
    failedChecks,
    renewalGraceSeconds: config.renewalGraceSeconds,
    loginAsSecret: config.loginAsSecret,
    log: (m) => console.log(`[console] ${m}`),
  });
  await app.register(mailDomain, { mail: app.mail, records, registry, sites });
  await app.register(newsletterDomain, { getresponse: app.getresponse, jobs, registry });
  await app.register(encodingDomain, {
    hooks,
    pool,
    registry,
    sites,
    store,
    jobs,
    encodesPerProcess: config.encodesPerProcess,
    ffmpegNiceness: config.ffmpegNiceness,
    ffmpegCoresLeft: config.ffmpegCoresLeft,
    binaries: config.ffmpegBinaries,
  });
  await app.register(exportsDomain, { hooks, pool, registry, sites, records, store, jobs, provider: app.payments });
  await app.register(moderationDomain, { hooks, records, registry });
  await app.register(imagesDomain, { store, links, registry });
  await app.register(statisticsDomain, { pool, sites, jobs, failedChecks, ingestRate: config.ingestRate });
  await app.register(searchDomain, { pool, registry, sites, records, budgetMs: config.searchBudgetMs });
  await app.register(listViewsDomain, { pool, registry, records });
  await app.register(historyDomain, { pool, records, hooks, jobs, retention: config.history });
  await app.register(homeDomain, { pool, records, registry, hooks, stats: new StatisticsService(pool, sites) });
  await app.register(importsDomain, { pool, registry, sites, records, store, jobs, engine: inProcess.importEngine });
  if (config.seedDemo)
    await app.register(demoDomain, {
      jobs,
      pool,
      store,
      catalogueDir: config.catalogueDir,
      binaries: config.ffmpegBinaries,
      provider: app.payments,
      log: (m) => console.log(`[console] ${m}`),
    });
  // demoComplete: false while a first start's demo is still filling (the tests' start waits for it); asked of the
  // database until it is, never after.
  let demoComplete = !config.seedDemo;
  typed(app).get(
    '/api/health',
    {
      config: { right: 'public' },
      schema: { response: { 200: answerObject({ ok: { type: 'boolean' }, demoComplete: { type: 'boolean' } }) } },
    },
    async () => ({ ok: true, demoComplete: (demoComplete ||= !(await demoFilling(pool))) }),
  );
  routeTableRoute(app, app.routeTable);
  authRoutes(app, { auth, sites, envName: config.envName, sessionMaxMs: config.sessionMaxMs });
  dataRoutes(app, records, registry);
  linkRoutes(app, records, links, registry);
  auditRoutes(app, audit);
  eventRoutes(app, feed, jobs, records);
  presenceRoutes(app, presence);
  jobRoutes(app, jobs);
  schemaDumpRoutes(app, { registry, sites, envName: config.envName, catalogueDir: config.catalogueDir });
  componentRoutes(app, new ComponentCatalogue(readComponentDefinitions(path.join(config.catalogueDir, 'components')), hooks));
  const files = new FileService(store, sites, new UploadQuota(pool));
  fileRoutes(app, files, new ImageService(store, files));
  await app.register(openApiReference);
  await registerConsole(app, config.consoleDir);
  // Every domain has defined its kinds by now: the queue starts with all of them.
  await jobs.boot();
  // The link index of records stored without it (seed, bulk loads, older servers); writes index themselves.
  await jobs.startUnlessWaiting(LINK_INDEX_JOB, { siteId: GLOBAL_SITE, startedBy: null });
  // The search columns of types whose schema changed what they are made of (an older server's save, a catalogue update).
  await jobs.startUnlessWaiting(SEARCH_REINDEX_JOB, { siteId: GLOBAL_SITE, startedBy: null });
  // Records stored in older shapes (reads upgrade them on the fly meanwhile); a run stopped midway resumes where it was.
  await jobs.startUnlessWaiting(DOCUMENT_UPGRADE_JOB, { siteId: GLOBAL_SITE, startedBy: null });
  app.addHook('onClose', async () => jobs.shutdown());
  return app;
}
