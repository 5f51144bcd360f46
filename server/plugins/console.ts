// The built console: static files, and index.html for every non-API path (client-side routes).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The build's chunks (assets/, Vite's names carry their content's hash) are kept by the browser for a year without
 * asking again: with `max-age=0`, each load of a screen asked again for each of its ~100 chunks (a 304 each). The rest
 * (index.html, naming the chunks of the current build) is asked again every time.
 */
const cacheControlOf = (consoleDir: string, file: string): string =>
  path.relative(consoleDir, file).startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

export async function registerConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
  const hasConsole = fs.existsSync(path.join(consoleDir, 'index.html'));
  // wildcard: files are looked up at each request, so a console rebuilt while the server runs is served at once.
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: true,
      index: false,
      // The build's Brotli and gzip copies (scripts/compressedCopies.ts), sent to a browser that accepts them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, file) => response.setHeader('Cache-Control', cacheControlOf(consoleDir, file)),
    });
  }
  // The root is a directory to the static plugin (which refuses to list it): it is the console's entry too.
  if (hasConsole) app.get('/', (_request, reply) => reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET' || !hasConsole) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: 'Ressource introuvable' });
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
