// The site's home ('Accueil', issue 34): GET /api/{siteId}/home gathers what needs attention, the recent activity, the
// site's pulse and, for super administrators, the servers, from what the other domains keep (records and their counts,
// history, presence, jobs, statistics' rollups, monitoring's last round). It builds the history's indexes it reads by.
import type { FastifyPluginAsync } from 'fastify';
import type { HomeDeps } from './service.js';
import { HomeService } from './service.js';
import { homeRoutes } from './routes.js';
import { ensureHistoryIndexes } from './storage.js';

export type HomeDomainOptions = HomeDeps;

export const homeDomain: FastifyPluginAsync<HomeDomainOptions> = async (app, deps) => {
  // In the background: a concurrent build waits for the transactions older than itself (a demo's fill).
  void ensureHistoryIndexes(deps.pool).catch((err) => app.log.error(err, "index de l'historique pour l'accueil"));
  homeRoutes(app, new HomeService(deps));
};
