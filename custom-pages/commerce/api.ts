// The commerce API (docs/api.md "Commerce") as the console's screens call it.
import type { useApiCall } from '../shared/useApiCall';

type Call = ReturnType<typeof useApiCall>;
const site = (siteId: string) => `/api/${encodeURIComponent(siteId)}`;

export interface SubscriptionRow {
  id: string;
  status: string;
  planNickname: string | null;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  start: number;
  livemode: boolean;
  current: boolean;
}

export interface UserSubscriptions {
  simulated: boolean;
  customerId: string | null;
  data: SubscriptionRow[];
}

export const userSubscriptions = (call: Call, siteId: string, userId: string) =>
  call<UserSubscriptions>(`${site(siteId)}/commerce/users/${encodeURIComponent(userId)}/subscriptions`);

export const paymentProvider = (call: Call, siteId: string) => call<{ simulated: boolean; label: string }>(`${site(siteId)}/commerce/provider`);

export const loginAs = (call: Call, siteId: string, userId: string, password: string) =>
  call<{ url: string; expiresAt: string }>(`${site(siteId)}/commerce/users/${encodeURIComponent(userId)}/login-as`, {
    method: 'POST',
    body: { password },
  });

/** GET {site}/tools/generateGifts as a download link (opened directly, spec 001 §7). */
export const generateGiftsUrl = (siteId: string, productRef: string, count: number, masterGiftCodeRef?: string) =>
  `${site(siteId)}/tools/generateGifts?${new URLSearchParams({ productRef, count: String(count), ...(masterGiftCodeRef && { masterGiftCodeRef }) })}`;
