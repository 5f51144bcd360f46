// The subset of Stripe's REST API the console uses, and the stand-in's own routes under /_stand-in/ (for tests and
// demo): each a Fastify path and what it answers. server.ts serves them.
import { invalidRequest, missingParam, noSuch } from './errors.js';
import type { FormObject } from './form.js';
import { expanded, expandsOf, listOf } from './lists.js';
import { KINDS, type Kind, type StripeState } from './state.js';
import type { WebhookSender } from './webhooks.js';

export interface Call {
  state: StripeState;
  webhooks: WebhookSender;
  method: string;
  /** The form body (POST) or the query string (GET, DELETE). */
  form: FormObject;
  /** The path's parameters (`:id`, `:kind`). */
  params: { id?: string; kind?: string };
  /** The path as called, without the query string. */
  path: string;
}

export interface StandInRoute {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  answer(call: Call): unknown;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
/** The objects `GET /v1/{kind}` lists; any other name is an unknown route, as at Stripe. */
const kindOf = ({ params, path }: Call): Kind => {
  if (!(KINDS as readonly string[]).includes(params.kind ?? '')) throw noSuch('route', `GET ${path}`, 'url');
  return params.kind as Kind;
};

function updateCustomer({ state, form, params }: Call) {
  const id = params.id!;
  const customer = state.get('customers', id);
  if (form.email !== undefined) customer.email = form.email;
  if (form.name !== undefined) customer.name = form.name;
  if (form.metadata && typeof form.metadata === 'object') customer.metadata = { ...(customer.metadata as object), ...form.metadata };
  const settings = form.invoice_settings as FormObject | undefined;
  if (settings?.default_payment_method !== undefined) {
    const pm = state.get('payment_methods', String(settings.default_payment_method), 'invoice_settings[default_payment_method]');
    if (pm.customer !== id)
      throw invalidRequest(`The payment method ${pm.id} is not attached to customer ${id}.`, 'invoice_settings[default_payment_method]');
    customer.invoice_settings = { default_payment_method: pm.id };
  }
  return customer;
}

function createSubscription({ state, form }: Call) {
  const items = Array.isArray(form.items) ? (form.items as FormObject[]) : [];
  if (!form.customer) throw missingParam('customer');
  if (!items[0]?.price) throw missingParam('items[0][price]');
  const start = Math.floor(Date.now() / 1000);
  const end = new Date(start * 1000);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return state.addSubscription({
    customer: String(form.customer),
    price: String(items[0].price),
    start,
    periodStart: start,
    periodEnd: Math.floor(end.getTime() / 1000),
    metadata: (form.metadata as Record<string, unknown>) ?? {},
  });
}

export const ROUTES: StandInRoute[] = [
  { method: 'GET', url: '/_stand-in/state', answer: ({ state }) => state.snapshot() },
  { method: 'GET', url: '/_stand-in/health', answer: ({ state }) => ({ ok: true, id: state.instanceId }) },
  { method: 'GET', url: '/_stand-in/webhooks', answer: ({ webhooks }) => webhooks.view() },
  { method: 'POST', url: '/_stand-in/payouts/:id/paid', answer: ({ state, params }) => state.payOut(params.id!) },

  {
    method: 'GET',
    url: '/v1/customers/:id/payment_methods',
    answer: ({ state, form, params, path }) => {
      state.get('customers', params.id!, 'customer');
      return listOf(state, 'payment_methods', { ...form, customer: params.id! }, path);
    },
  },
  { method: 'GET', url: '/v1/:kind', answer: (call) => listOf(call.state, kindOf(call), call.form, call.path) },
  {
    method: 'GET',
    url: '/v1/:kind/:id',
    answer: (call) => expanded(call.state, call.state.get(kindOf(call), call.params.id!), expandsOf(call.form, '')),
  },

  {
    method: 'POST',
    url: '/v1/customers',
    answer: ({ state, form }) =>
      state.addCustomer({ email: str(form.email), name: str(form.name), metadata: (form.metadata as Record<string, unknown>) ?? {} }),
  },
  { method: 'POST', url: '/v1/customers/:id', answer: updateCustomer },
  {
    method: 'POST',
    url: '/v1/payment_methods/:id/attach',
    answer: ({ state, form, params }) => {
      if (!form.customer) throw missingParam('customer');
      return state.attachTestCard(params.id!, String(form.customer));
    },
  },
  { method: 'POST', url: '/v1/payment_methods/:id/detach', answer: ({ state, params }) => state.detach(params.id!) },
  { method: 'POST', url: '/v1/payment_intents', answer: ({ state, form }) => state.createPaymentIntent(form) },
  { method: 'POST', url: '/v1/payment_intents/:id/confirm', answer: ({ state, form, params }) => state.confirm(params.id!, form) },
  {
    method: 'POST',
    url: '/v1/payment_intents/:id',
    answer: ({ state, form, params }) => {
      const intent = state.get('payment_intents', params.id!, 'intent');
      if (form.metadata && typeof form.metadata === 'object') intent.metadata = { ...(intent.metadata as object), ...form.metadata };
      if (form.description !== undefined) intent.description = form.description;
      return intent;
    },
  },
  {
    method: 'POST',
    url: '/v1/prices',
    answer: ({ state, form }) => {
      if (form.unit_amount === undefined) throw missingParam('unit_amount');
      return state.add('prices', {
        nickname: form.nickname ?? null,
        unit_amount: Number(form.unit_amount),
        currency: str(form.currency) ?? 'eur',
        recurring: form.recurring ?? null,
      });
    },
  },
  { method: 'POST', url: '/v1/subscriptions', answer: createSubscription },
  {
    method: 'DELETE',
    url: '/v1/subscriptions/:id',
    answer: ({ state, params }) =>
      Object.assign(state.get('subscriptions', params.id!), { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) }),
  },
  {
    method: 'POST',
    url: '/v1/payouts',
    answer: ({ state, form }) =>
      state.addPayout({ amount: form.amount === undefined ? undefined : Number(form.amount), currency: str(form.currency) }),
  },
  { method: 'POST', url: '/v1/refunds', answer: ({ state, form }) => state.refund(form) },
  { method: 'GET', url: '/v1/account', answer: ({ webhooks }) => ({ id: webhooks.account, object: 'account', type: 'standard', country: 'FR' }) },
  { method: 'POST', url: '/v1/webhook_endpoints', answer: ({ webhooks, form }) => webhooks.register(form) },
  { method: 'DELETE', url: '/v1/webhook_endpoints/:id', answer: ({ webhooks, params }) => webhooks.remove(params.id!) },
];
