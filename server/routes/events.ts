// GET /api/events: server-sent events telling an open console that the schemas or the sites changed.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../plugins/session.js';
import type { ChangeFeed } from '../services/changeFeed.js';
import { AppError } from '../services/errors.js';
import { errorReplies } from '../schemas/index.js';

const HEARTBEAT_MS = 25_000;

export function eventRoutes(app: FastifyInstance, feed: ChangeFeed): void {
  // The stream itself is written raw (text/event-stream); only a refusal goes through the serialiser.
  app.get('/api/events', { schema: { response: errorReplies } }, (request, reply) => {
    currentUser(request);
    const send = (kind: string) => reply.raw.write(`event: ${kind}\ndata: {}\n\n`);
    const unsubscribe = feed.subscribe(send);
    if (!unsubscribe) throw new AppError(503, 'BUSY', 'Trop de consoles ouvertes, réessayez plus tard');
    reply.hijack();
    reply.raw.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'X-Content-Type-Options': 'nosniff' });
    reply.raw.write('retry: 5000\n\n');
    const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => { clearInterval(heartbeat); unsubscribe(); });
  });
}
