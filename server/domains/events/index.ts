// The console's live stream (GET /api/events, server-sent events): schema and site changes, jobs, presence and the
// saves of open records, as the core's ChangeFeed (services/changeFeed.ts) relays them to each session. Not a
// plugin: app.ts calls eventRoutes beside the other core routes.
export { eventRoutes } from './routes.js';
