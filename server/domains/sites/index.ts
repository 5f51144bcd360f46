// Sites (global type `Site`): every write reloads the site directory of every server.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { ChangeFeed } from '../events/index.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';

export const SITE_TYPE = 'Site';

export interface SitesDomainOptions {
  hooks: RecordHookRegistry;
  pool: pg.Pool;
  sites: SiteDirectory;
  feed: ChangeFeed;
}

export const sitesDomain: FastifyPluginAsync<SitesDomainOptions> = async (_app, { hooks, pool, sites, feed }) => {
  hooks.register(SITE_TYPE, {
    afterCommit: async () => {
      await sites.load(pool);
      await feed.changed('sites');
    },
  });
};
