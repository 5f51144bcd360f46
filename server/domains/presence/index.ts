// Presence on records (issue 22 §2, docs/api.md "Présence"): who is on a record's screen and which field they edit,
// beaten by each screen and told to the others through the live feed. app.ts builds the PresenceService (it follows
// every write, as a hook for every type) and calls presenceRoutes beside the other core routes: not a plugin.
export { PresenceService } from './service.js';
export { presenceRoutes } from './routes.js';
