// Every API route (and download link under /admin/) declares its answers, its path parameters when it has some, and the right it needs
// (server/plugins/routeRights.ts): a route without them stops the server at start, so that no answer leaves
// unserialised by its whitelist and no route is open because someone forgot to close it.
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The routes that declare their right: the API, and the download links of spec 001 §7 under /admin/{site}/. */
export const declaresRight = (routeUrl: string): boolean => routeUrl.startsWith('/api/') || routeUrl.startsWith('/admin/');

export function undeclared(route: Pick<RouteOptions, 'url' | 'schema' | 'config'>): string | undefined {
  if (!declaresRight(route.url)) return undefined;
  if (!route.schema?.response) return 'no response schema';
  if (route.url.includes('/:') && !route.schema.params) return 'no params schema';
  if (!route.config?.right) return 'no declared right (config.right)';
  return undefined;
}

export function requireDeclaredSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const missing = undeclared(route);
    if (missing) throw new Error(`${String(route.method)} ${route.url}: ${missing} (see server/schemas/ and server/plugins/routeRights.ts)`);
  });
}
