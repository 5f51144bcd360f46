// GET /api/events: server-sent events telling an open console that the schemas or the sites changed, and how the
// jobs it may see move (`event: job`, the job without its log), who is on the records it may read (`event: presence`)
// and the saves of the records its user has open (`event: record`). It closes when its session ends (changeFeed.ts).
import type { FastifyInstance } from 'fastify';
import { currentUser, SESSION_COOKIE } from '../../plugins/session.js';
import { sessionKeyOf } from '../auth/index.js';
import type { JobService } from '../../jobs/service.js';
import type { ChangeFeed } from './changeFeed.js';
import type { RecordService } from '../../services/records.js';
import { AppError } from '../../errors.js';
import { errorReplies } from '../../schemas/index.js';

const HEARTBEAT_MS = 25_000;

export function eventRoutes(app: FastifyInstance, feed: ChangeFeed, jobs: JobService, records: RecordService): void {
  // The stream itself is written raw (text/event-stream); only a refusal goes through the serialiser.
  app.get('/api/events', { config: { right: 'session', unattended: true }, schema: { response: errorReplies } }, async (request, reply) => {
    const user = currentUser(request);
    const sessionKey = sessionKeyOf(request.cookies[SESSION_COOKIE] ?? '');
    let heartbeat: NodeJS.Timeout | undefined;
    // A client gone while its stream was being admitted: the stream is given back as soon as it is known.
    let gone = false;
    let unsubscribe = () => {};
    reply.raw.on('close', () => {
      gone = true;
      clearInterval(heartbeat);
      unsubscribe();
    });
    // A stream closed for a newer tab of its session is told to wait an hour before reconnecting, not to fight back;
    // one closed with its session would only meet a 401.
    const end = () => {
      clearInterval(heartbeat);
      reply.raw.end('retry: 3600000\n\n');
    };
    const sub = await feed.subscribe({
      sessionKey,
      user,
      send: (kind, data) => reply.raw.write(`event: ${kind}\ndata: ${JSON.stringify(data ?? {})}\n\n`),
      canSeeJob: (reader, job) => jobs.canSee(reader, job),
      canRead: (reader, siteId, type) => {
        try {
          records.checkAccess({ user: reader, siteId }, type, 'records');
          return true;
        } catch {
          return false;
        }
      },
      close: end,
    });
    if (!sub.ok && sub.reason === 'user') {
      throw new AppError(
        429,
        'TOO_MANY_STREAMS',
        "Trop d'onglets de la console ouverts avec ce compte : fermez-en quelques-uns puis rechargez la page",
      );
    }
    if (!sub.ok) throw new AppError(503, 'BUSY', 'Trop de consoles ouvertes, réessayez plus tard');
    unsubscribe = sub.unsubscribe;
    reply.hijack();
    if (gone) return unsubscribe();
    reply.raw.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
    });
    reply.raw.write('retry: 5000\n\n');
    heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
  });
}
