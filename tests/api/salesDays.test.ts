// The sales summary keeps the figures of whole days once computed (migration 020): a write to a purchase or payment
// must still show at once, whether it adds a record, links a renewal to another purchase, or archives one.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './client.js';
import { createRecords, T0 } from './statisticsFixture.js';

const SITE = `sales-days-${Date.now()}`;
const DAY = 86400;
const ref = (_cls: string, _id: string) => ({ _id, _cls, _isRef: true });
let admin: ApiClient;

const summary = async () => {
  const res = await admin.get(`/api/${SITE}/statistics/sales/summary?startTs=${T0}&endTs=${T0 + 30 * DAY}`);
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.lines.map((l: { key: string; endDateValue: number }) => [l.key, l.endDateValue]));
};

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: SITE })).status).toBe(201);
  await createRecords(admin, SITE);
});

describe('sales summary after writes', () => {
  it('counts a purchase created, then linked as the renewal of another, then archived, right after each write', async () => {
    const first = await summary();
    expect(first).toMatchObject({ newSubscriptions: 1, renewals: 1, gifts: 1 });

    const created = await admin.post(`/api/${SITE}/data/Purchase`, {
      _id: 'pur-5',
      status: 'ok',
      product: ref('SubscriptionFormula', 'sf-test'),
      userId: ref('User', 'u2'),
      beginTs: T0 + 8 * DAY,
      endTs: T0 + 38 * DAY,
    });
    expect(created.status).toBe(201);
    expect(await summary()).toMatchObject({ newSubscriptions: 2, renewals: 1 });

    // pur-1 renewed into pur-5: pur-5 is a renewal, no longer a new subscription.
    const renewed = await admin.put(`/api/${SITE}/data/Purchase/pur-1`, {
      subInfo: { renewedTs: T0 + 8 * DAY, renewedPurchaseId: ref('Purchase', 'pur-5') },
    });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(await summary()).toMatchObject({ newSubscriptions: 1, renewals: 2 });

    expect((await admin.request('DELETE', `/api/${SITE}/data/Purchase/pur-2`)).status).toBeLessThan(300);
    expect(await summary()).toMatchObject({ gifts: 0 });
  });
});
