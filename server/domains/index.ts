// Business domains (design.md §9): each folder holds all of one domain (its record hooks, routes, jobs, SQL) and
// its index.ts is a Fastify plugin. Register a new domain in app.ts beside these; it receives what it needs as options.
export { adminUsersDomain } from './admin-users/index.js';
export { monitoringDomain } from './monitoring/index.js';
export { schemasDomain } from './schemas/index.js';
export { sitesDomain } from './sites/index.js';
export { environmentsDomain, ApiTokenService, EnvironmentService, PeerDirectory } from './environments/index.js';
export { toolsDomain } from './tools/index.js';
