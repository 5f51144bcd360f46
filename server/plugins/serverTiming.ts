// `Server-Timing: app;dur=…` on the answers to a signed-in person's API calls: the server's own time, from the request's
// first hook to its answer leaving, beside what the browser's network panel or a bench measures end to end (so that a
// slow answer tells whether the server or the path to it was slow). Not on anonymous calls: the login's time says nothing
// to a stranger that way.
import type { FastifyInstance } from 'fastify';

export function registerServerTiming(app: FastifyInstance): void {
  // A callback hook: on every answer, a promise is not free.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.user) reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    done(null, payload);
  });
}
