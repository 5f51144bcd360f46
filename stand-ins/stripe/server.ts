// The Stripe stand-in (design.md §11): a real HTTP server speaking the subset of Stripe's REST API the console uses,
// reached by the official SDK through its host/port/protocol options. Bodies are form-encoded, errors are Stripe's
// JSON, and an Idempotency-Key replays the first answer (a different request under the same key is refused).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { invalidRequest, noSuch, StripeError } from './errors.js';
import { parseForm, type FormObject } from './form.js';
import { expanded, expandsOf, listOf } from './lists.js';
import { KINDS, StripeState, type Kind, type StripeDump } from './state.js';
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

type Handler = (state: StripeState, params: FormObject, ids: string[], url: string) => unknown;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** POST routes: path pattern (`*` is an id) → handler. */
const POSTS: [RegExp, Handler][] = [
  [/^\/v1\/customers$/, (s, p) => s.addCustomer({ email: str(p.email), name: str(p.name), metadata: (p.metadata as Record<string, unknown>) ?? {} })],
  [
    /^\/v1\/customers\/([^/]+)$/,
    (s, p, [id]) => {
      const customer = s.get('customers', id);
      if (p.email !== undefined) customer.email = p.email;
      if (p.name !== undefined) customer.name = p.name;
      if (p.metadata && typeof p.metadata === 'object') customer.metadata = { ...(customer.metadata as object), ...p.metadata };
      const settings = p.invoice_settings as FormObject | undefined;
      if (settings?.default_payment_method !== undefined) {
        const pm = s.get('payment_methods', String(settings.default_payment_method), 'invoice_settings[default_payment_method]');
        if (pm.customer !== id)
          throw invalidRequest(`The payment method ${pm.id} is not attached to customer ${id}.`, 'invoice_settings[default_payment_method]');
        customer.invoice_settings = { default_payment_method: pm.id };
      }
      return customer;
    },
  ],
  [
    /^\/v1\/payment_methods\/([^/]+)\/attach$/,
    (s, p, [id]) => {
      if (!p.customer) throw invalidRequest('Missing required param: customer.', 'customer', 'parameter_missing');
      return s.attachTestCard(id, String(p.customer));
    },
  ],
  [/^\/v1\/payment_methods\/([^/]+)\/detach$/, (s, _p, [id]) => s.detach(id)],
  [/^\/v1\/payment_intents$/, (s, p) => s.createPaymentIntent(p)],
  [/^\/v1\/payment_intents\/([^/]+)\/confirm$/, (s, p, [id]) => s.confirm(id, p)],
  [
    /^\/v1\/payment_intents\/([^/]+)$/,
    (s, p, [id]) => {
      const intent = s.get('payment_intents', id, 'intent');
      if (p.metadata && typeof p.metadata === 'object') intent.metadata = { ...(intent.metadata as object), ...p.metadata };
      if (p.description !== undefined) intent.description = p.description;
      return intent;
    },
  ],
  [
    /^\/v1\/prices$/,
    (s, p) => {
      if (p.unit_amount === undefined) throw invalidRequest('Missing required param: unit_amount.', 'unit_amount', 'parameter_missing');
      return s.add('prices', {
        nickname: p.nickname ?? null,
        unit_amount: Number(p.unit_amount),
        currency: str(p.currency) ?? 'eur',
        recurring: p.recurring ?? null,
      });
    },
  ],
  [
    /^\/v1\/subscriptions$/,
    (s, p) => {
      const items = Array.isArray(p.items) ? (p.items as FormObject[]) : [];
      if (!p.customer) throw invalidRequest('Missing required param: customer.', 'customer', 'parameter_missing');
      if (!items[0]?.price) throw invalidRequest('Missing required param: items[0][price].', 'items[0][price]', 'parameter_missing');
      const start = Math.floor(Date.now() / 1000);
      const end = new Date(start * 1000);
      end.setUTCMonth(end.getUTCMonth() + 1);
      return s.addSubscription({
        customer: String(p.customer),
        price: String(items[0].price),
        start,
        periodStart: start,
        periodEnd: Math.floor(end.getTime() / 1000),
        metadata: (p.metadata as Record<string, unknown>) ?? {},
      });
    },
  ],
  [/^\/v1\/payouts$/, (s, p) => s.addPayout({ amount: p.amount === undefined ? undefined : Number(p.amount), currency: str(p.currency) })],
  [/^\/v1\/refunds$/, (s, p) => s.refund(p)],
  [/^\/_stand-in\/payouts\/([^/]+)\/paid$/, (s, _p, [id]) => s.payOut(id)],
];

function handle(state: StripeState, method: string, path: string, params: FormObject, url: string): unknown {
  if (method === 'GET' && path === '/_stand-in/state') return state.snapshot();
  if (method === 'GET' && path === '/_stand-in/health') return { ok: true, id: state.instanceId };
  if (method === 'GET') {
    const own = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path);
    if (own) {
      state.get('customers', own[1], 'customer');
      return listOf(state, 'payment_methods', { ...params, customer: own[1] }, path);
    }
    const m = /^\/v1\/([a-z_]+)(?:\/([^/]+))?$/.exec(path);
    const kind = m?.[1] as Kind | undefined;
    if (m && kind && (KINDS as readonly string[]).includes(kind)) {
      return m[2] ? expanded(state, state.get(kind, m[2]), expandsOf(params, '')) : listOf(state, kind, params, path);
    }
  }
  if (method === 'DELETE') {
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (sub) return Object.assign(state.get('subscriptions', sub[1]), { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
  }
  if (method === 'POST') {
    for (const [pattern, handler] of POSTS) {
      const m = pattern.exec(path);
      if (m) return handler(state, params, m.slice(1), url);
    }
  }
  throw noSuch('route', `${method} ${path}`, 'url');
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw invalidRequest('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface StandInOptions {
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

  const answer = async (req: http.IncomingMessage): Promise<Reply> => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    if (!url.pathname.startsWith('/_stand-in/') && !/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? '')) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } } };
    }
    const text = method === 'GET' || method === 'DELETE' ? url.search.slice(1) : await readBody(req);
    const key = req.headers['idempotency-key'];
    const fingerprint = `${method} ${url.pathname} ${text}`;
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
      const params = parseForm(text);
      reply = { status: 200, body: webhooks.answer(method, url.pathname, params) ?? handle(state, method, url.pathname, params, url.pathname) };
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      reply = { status: err.status, body: { error: err.body } };
    }
    for (const [type, object] of eventsOf(state, method, url.pathname, reply)) webhooks.emit(type, object);
    // A declined charge changes the state too (its failed charge, the intent's error).
    if (method !== 'GET') snapshot?.changed();
    if (typeof key === 'string' && method === 'POST') {
      if (replies.size >= IDEMPOTENCY_KEPT) replies.delete(replies.keys().next().value!);
      replies.set(key, { fingerprint, reply });
    }
    return reply;
  };

  const server = http.createServer((req, res) => {
    state.counters.requests++;
    answer(req)
      .catch((err: unknown) => ({
        status: err instanceof StripeError ? err.status : 500,
        body: { error: err instanceof StripeError ? err.body : { type: 'api_error', message: 'An unknown error occurred' } },
      }))
      .then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now().toString(36)}` });
        res.end(JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    state,
    webhooks,
    restored: saved !== undefined,
    changed: () => snapshot?.changed(),
    close: async () => {
      webhooks.close();
      // Written first: closing waits for idle keep-alive connections, and the process may end meanwhile.
      await snapshot?.flush();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await snapshot?.flush();
    },
  };
}
