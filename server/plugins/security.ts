// Cross-site and browser hardening: same-origin writes in JSON only, and strict security headers.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // The in-page HLS player (hls.js) feeds the video element a MediaSource through a blob: URL.
  "media-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes that read no cookie (the public sites' ingestion, by key): another origin cannot borrow a session there. */
const KEY_ROUTES = new Set(['/api/:siteId/ingest/:kind']);

export function registerSecurity(app: FastifyInstance): void {
  // Only JSON bodies: a cross-site form can send text/plain or urlencoded, never application/json without CORS.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || KEY_ROUTES.has(request.routeOptions.url ?? '')) return;
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        /* malformed */
      }
      if (host !== request.headers.host) throw new AppError(403, 'CROSS_ORIGIN', 'Requête d’une autre origine refusée');
    } else if (origin === 'null') {
      throw new AppError(403, 'CROSS_ORIGIN', 'Requête d’une autre origine refusée');
    }
  });
}
