// Every API route declares its answers, and its path parameters when it has some: a route without them stops the
// server at start, so that no answer leaves unserialised by its whitelist.
import type { FastifyInstance, RouteOptions } from 'fastify';

export function undeclared(route: Pick<RouteOptions, 'url' | 'schema'>): string | undefined {
  if (!route.url.startsWith('/api/')) return undefined;
  if (!route.schema?.response) return 'no response schema';
  if (route.url.includes('/:') && !route.schema.params) return 'no params schema';
  return undefined;
}

export function requireDeclaredSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const missing = undeclared(route);
    if (missing) throw new Error(`${String(route.method)} ${route.url}: ${missing} (see server/schemas/)`);
  });
}
