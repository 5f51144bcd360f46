// The jobs API (docs/api.md "Jobs"): the console's jobs screen follows, cancels and reads the runs of server/jobs/
// through these routes. Not a plugin: app.ts calls jobRoutes beside the other core routes. jobReply is the answer of
// the routes of other domains that start a job.
export { jobReply, jobRoutes } from './routes.js';
