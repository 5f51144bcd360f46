// The commerce API (docs/api.md "Commerce") as the console's screens call it.
import type { LoginAsLink, UserSubscriptions } from '../../model/commerce';
import type { useApiCall } from '../../schema-adapters/shared/useApiCall';

type Call = ReturnType<typeof useApiCall>;
const site = (siteId: string) => `/api/${encodeURIComponent(siteId)}`;

export const userSubscriptions = (call: Call, siteId: string, userId: string) =>
  call<UserSubscriptions>(`${site(siteId)}/commerce/users/${encodeURIComponent(userId)}/subscriptions`);

export const loginAs = (call: Call, siteId: string, userId: string, password: string) =>
  call<LoginAsLink>(`${site(siteId)}/commerce/users/${encodeURIComponent(userId)}/login-as`, {
    method: 'POST',
    body: { password },
  });

/** GET {site}/tools/generateGifts as a download link (opened directly, spec 001 §7). */
export const generateGiftsUrl = (siteId: string, productRef: string, count: number, masterGiftCodeRef?: string) =>
  `${site(siteId)}/tools/generateGifts?${new URLSearchParams({ productRef, count: String(count), ...(masterGiftCodeRef && { masterGiftCodeRef }) })}`;
