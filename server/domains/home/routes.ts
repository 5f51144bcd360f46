// GET /api/{siteId}/home: everything the site's home shows, in one answer (docs/api.md "Accueil").
import type { FastifyInstance } from 'fastify';
import { PULSE_KEYS, TODO_KEYS, type Home, type HomeRecord, type HomeServers, type HomeTodo, type PulseSeries } from '../../../model/home/index.js';
import { callContext } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { answerObject, answerOf, errorReplies, siteParams } from '../../schemas/index.js';
import type { HomeService } from './service.js';

const text = { type: 'string' } as const;
const count = { type: 'integer' } as const;
const record = answerOf<HomeRecord>()({
  type: text,
  id: text,
  label: text,
  at: text,
  who: { type: 'array', items: text },
  action: text,
});
const records = { type: 'array', items: record } as const;
const todo = answerOf<HomeTodo>()({ key: { type: 'string', enum: TODO_KEYS }, count, kinds: { type: 'array', items: text } });
const pulse = answerOf<PulseSeries>()({
  key: { type: 'string', enum: PULSE_KEYS },
  days: { type: 'array', items: answerObject({ day: text, value: { type: 'number' } }) },
});
const servers = answerOf<HomeServers>()({
  runningJobs: count,
  videoServers: answerObject({ total: count, polled: count, online: count, maxAlertLevel: count }),
  demoFill: answerObject({ jobId: text, progress: { type: 'number' }, text }),
});
const homeReply = answerOf<Home>()({
  todo: { type: 'array', items: todo },
  activity: answerObject({ mine: records, others: records, recent: records }),
  pulse: { type: 'array', items: pulse },
  servers,
});

export function homeRoutes(app: FastifyInstance, home: HomeService): void {
  // Any user of the site: each part is there only when its rights allow (HomeService).
  typed(app).get(
    '/api/:siteId/home',
    { config: { right: 'session' }, schema: { params: siteParams, response: { 200: homeReply, ...errorReplies } } },
    (req) => home.home(callContext(req)),
  );
}
