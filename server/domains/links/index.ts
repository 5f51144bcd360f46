// The 'liens' tab of every record (GET /api/{siteId}/data/{type}/{id}/links): what points at a record, read from the
// core's link index (services/linkIndex.ts), which every write keeps. Not a plugin: app.ts calls linkRoutes beside
// the other core routes.
export { linkRoutes } from './routes.js';
