// The built console: static files, and index.html for every non-API path (client-side routes).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
  const hasConsole = fs.existsSync(path.join(consoleDir, 'index.html'));
  // wildcard: files are looked up at each request, so a console rebuilt while the server runs is served at once.
  if (hasConsole) await app.register(fastifyStatic, { root: consoleDir, wildcard: true, index: false });
  // The root is a directory to the static plugin (which refuses to list it): it is the console's entry too.
  if (hasConsole) app.get('/', (_request, reply) => reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET' || !hasConsole) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: 'Ressource introuvable' });
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
