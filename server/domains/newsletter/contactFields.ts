// What a User becomes in GetResponse: its name, and custom fields holding its consents (receiveNewsletter,
// receiveSpam) and what campaigns segment on. GetResponse names: lowercase, digits and _, 32 characters at most.
import type { CustomFieldValue } from '../../../model/newsletter/index.js';

export const CONTACT_FIELDS = [
  'consentement_newsletter',
  'consentement_partenaires',
  'abonne',
  'fin_abonnement',
  'date_inscription',
  'site',
  'identifiant_console',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const yesNo = (value: unknown): string => (value === true ? 'oui' : 'non');
/** yyyy-mm-dd of unix seconds, '' when absent. */
const day = (ts: unknown): string => (typeof ts === 'number' && Number.isFinite(ts) ? new Date(ts * 1000).toISOString().slice(0, 10) : '');

export function contactValues(user: Record<string, unknown>, userId: string, siteId: string): Record<ContactField, string> {
  const subscription = (user.subscription ?? {}) as { isValid?: unknown; endTs?: unknown };
  return {
    consentement_newsletter: yesNo(user.receiveNewsletter),
    consentement_partenaires: yesNo(user.receiveSpam),
    abonne: yesNo(subscription.isValid),
    fin_abonnement: day(subscription.endTs),
    date_inscription: day(user.createTs),
    site: siteId,
    identifiant_console: userId,
  };
}

export const contactName = (user: Record<string, unknown>): string | undefined =>
  [user.firstName, user.lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ') || undefined;

/** The values as GetResponse takes them, by custom field id; empty values are left out. */
export const customFieldValues = (values: Record<ContactField, string>, ids: Record<ContactField, string>): CustomFieldValue[] =>
  CONTACT_FIELDS.filter((f) => values[f] !== '').map((f) => ({ customFieldId: ids[f], value: [values[f]] }));
