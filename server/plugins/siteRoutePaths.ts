// The first segments of the site routes the server declares (/api/{siteId}/counts, /api/{siteId}/data/…, and those of
// the global space): a schema's customApiPath cannot be one of them, since the declared route would answer in its place
// (domains/schemas/validation.ts checkCustomApiPath).
import type { FastifyInstance } from 'fastify';

const SITE_ROUTE = /^\/api\/(?::siteId|global)\/([^/:]+)/;

export class SiteRoutePaths {
  private readonly taken = new Set<string>();

  /** Follows the routes as they are declared: called on the root instance before any route. */
  follow(app: FastifyInstance): void {
    app.addHook('onRoute', ({ url }) => {
      const segment = SITE_ROUTE.exec(url)?.[1];
      if (segment) this.taken.add(segment);
    });
  }

  has(segment: string): boolean {
    return this.taken.has(segment);
  }
}
