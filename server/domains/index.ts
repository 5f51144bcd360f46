// Business domains (design.md §9): each folder holds all of one domain (its record hooks, routes, jobs, SQL) and
// its index.ts is a Fastify plugin. Register a new domain in app.ts beside these; it receives what it needs as options
// (registered.test.ts fails on a domain, or a plugin or route function of one, that app.ts leaves out).
// Other code reaches a domain only through its index.ts (server/architecture.test.ts). Some are not plugins: audit,
// auth, events, files, jobs, links and presence offer the route functions app.ts calls on the app itself, as do tools
// (the schema dump) and layouts (the component picker; app.ts builds its catalogue); catalogue/ is the start's seed,
// which main.ts runs before the app exists, as it runs the demo's; demo/ is a plugin for its fill job only.
export { adminUsersDomain } from './admin-users/index.js';
export { AuditService, auditRoutes } from './audit/index.js';
export { AuthService, authRoutes, FailedChecks } from './auth/index.js';
export { commerceDomain } from './commerce/index.js';
export { demoDomain, demoFilling } from './demo/index.js';
export { encodingDomain } from './encoding/index.js';
export { ChangeFeed, eventRoutes } from './events/index.js';
export { exportsDomain } from './exports/index.js';
export { FileService, fileRoutes, UploadQuota } from './files/index.js';
export { historyDomain } from './history/index.js';
export { homeDomain } from './home/index.js';
export { imagesDomain } from './images/index.js';
export { importsDomain, runHere, type ImportEngine } from './imports/index.js';
export { jobRoutes } from './jobs/index.js';
export { linkRoutes } from './links/index.js';
export { mailDomain } from './mail/index.js';
export { moderationDomain } from './moderation/index.js';
export { monitoringDomain } from './monitoring/index.js';
export { newsletterDomain } from './newsletter/index.js';
export { PresenceService, presenceRoutes } from './presence/index.js';
export { searchDomain } from './search/index.js';
export { listViewsDomain } from './list-views/index.js';
export { schemasDomain } from './schemas/index.js';
export { signInFactorsDomain } from './sign-in-factors/index.js';
export { sitesDomain } from './sites/index.js';
export { ssoDomain } from './sso/index.js';
export { statisticsDomain, StatisticsService } from './statistics/index.js';
export { environmentsDomain, ApiTokenService, EnvironmentService, PeerDirectory, tokenAccessOf } from './environments/index.js';
export { schemaDumpRoutes, toolsDomain } from './tools/index.js';
