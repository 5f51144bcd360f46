// The Stripe stand-in (design.md §11): a real HTTP server (Fastify) speaking the subset of Stripe's REST API the console
// uses (routes.ts), reached by the official SDK through its host/port/protocol options. Bodies are form-encoded (qs, as
// the SDK writes them), errors are Stripe's JSON, and an Idempotency-Key replays the first answer (a different request
// under the same key is refused).
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyRequest } from 'fastify';
import { invalidRequest, noSuch, StripeError } from './errors.js';
import { parseForm } from './form.js';
import { ROUTES, type Call, type StandInRoute } from './routes.js';
import { StripeState, type StripeDump } from './state.js';
import { SnapshotFile } from '../shared/snapshotFile.js';
import { eventsOf, WebhookSender } from './webhooks.js';

export interface StripeStandIn {
  /** http://127.0.0.1:{port} */
  url: string;
  port: number;
  state: StripeState;
  /** Its webhook endpoints, the events it sends them and their signing secret. */
  webhooks: WebhookSender;
  /** Its state came back from the snapshot file of an earlier run. */
  restored: boolean;
  /** The state was changed from outside the API (a seed): the snapshot file is written shortly. */
  changed(): void;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  body: unknown;
}

const MAX_BODY = 256 * 1024;
const IDEMPOTENCY_KEPT = 50_000;
const API_KEY = /^Bearer sk_(test|live)_\S+$/;

const errorReply = (err: StripeError): Reply => ({ status: err.status, body: { error: err.body } });

/** What no route answers: Stripe's 404, after the same checks as any call. */
const unknownRoute: StandInRoute['answer'] = ({ method, path }) => {
  throw noSuch('route', `${method} ${path}`, 'url');
};

export interface StandInOptions {
  /** 127.0.0.1 unless told (a stand-in run apart for a fleet listens where the servers reach it). */
  host?: string;
  /** 0: any free one. */
  port?: number;
  state?: StripeState;
  /** Where its state is kept from one run to the next. */
  snapshotFile?: string;
  /** What its webhooks are signed with (`whsec_…`); drawn when not given. */
  webhookSecret?: string;
}

/**
 * Starts the stand-in on a loopback port. With `snapshotFile`, it starts from what that file holds and keeps it up to
 * date after each change.
 */
export async function startStripeStandIn(opts: StandInOptions = {}): Promise<StripeStandIn> {
  const state = opts.state ?? new StripeState();
  const webhooks = new WebhookSender(state, opts.webhookSecret ?? `whsec_${crypto.randomBytes(24).toString('base64url')}`);
  const replies = state.replies;
  const snapshot = opts.snapshotFile ? new SnapshotFile<StripeDump>(opts.snapshotFile, () => state.dump()) : undefined;
  const saved = snapshot?.read();
  if (saved) state.restore(saved);

  /** One call as Stripe runs it: a known idempotency key replays its answer; the call's events go to the webhooks. */
  const run = (answer: StandInRoute['answer'], route: string, request: FastifyRequest): Reply => {
    const { method } = request;
    const [path, query = ''] = request.url.split(/\?(.*)/s);
    const text = method === 'GET' || method === 'DELETE' ? query : typeof request.body === 'string' ? request.body : '';
    const key = request.headers['idempotency-key'];
    const fingerprint = `${method} ${path} ${text}`;
    if (typeof key === 'string' && method === 'POST') {
      const seen = replies.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        return {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        };
      }
      if (seen) {
        state.counters.idempotentReplays++;
        return seen.reply;
      }
    }
    let reply: Reply;
    try {
      const call: Call = { state, webhooks, method, form: parseForm(text), params: request.params as Call['params'], path };
      reply = { status: 200, body: answer(call) };
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      reply = errorReply(err);
    }
    for (const [type, object] of eventsOf(state, method, route, reply)) webhooks.emit(type, object);
    // A declined charge changes the state too (its failed charge, the intent's error).
    if (method !== 'GET') snapshot?.changed();
    if (typeof key === 'string' && method === 'POST') {
      if (replies.size >= IDEMPOTENCY_KEPT) replies.delete(replies.keys().next().value!);
      replies.set(key, { fingerprint, reply });
    }
    return reply;
  };

  const app = Fastify({ logger: false, bodyLimit: MAX_BODY });
  // Every body is read as the form text it is (the idempotency fingerprint compares it), whatever its content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request, reply) => {
    state.counters.requests++;
    reply.header('content-type', 'application/json').header('request-id', `req_${Date.now().toString(36)}`);
    if (!request.url.startsWith('/_stand-in/') && !API_KEY.test(request.headers.authorization ?? '')) {
      return reply.code(401).send({ error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } });
    }
  });
  for (const route of ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const { status, body } = run(route.answer, route.url, request);
        return reply.code(status).send(body);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const { status, body } = run(unknownRoute, '*', request);
    return reply.code(status).send(body);
  });
  app.setErrorHandler(async (err, _request, reply) => {
    const known =
      err instanceof StripeError
        ? err
        : (err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? invalidRequest('Request body too large')
          : undefined;
    const { status, body } = known
      ? errorReply(known)
      : { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
    return reply.code(status).send(body);
  });
  await app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    state,
    webhooks,
    restored: saved !== undefined,
    changed: () => snapshot?.changed(),
    close: async () => {
      webhooks.close();
      // Written first: closing waits for open connections, and the process may end meanwhile.
      await snapshot?.flush();
      await app.close();
      await snapshot?.flush();
    },
  };
}
