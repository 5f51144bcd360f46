// The console's live stream (GET /api/events, server-sent events): schema and site changes, jobs, presence and the
// saves of open records, as the ChangeFeed relays them to each session, no longer than that session lives
// (streamSessions.ts). app.ts builds the feed right after the core services (it keeps their schema and site caches
// current across servers) and calls eventRoutes beside the other core routes: not a plugin.
export { ChangeFeed } from './changeFeed.js';
export { eventRoutes } from './routes.js';
