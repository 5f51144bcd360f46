// The GetResponse stand-in's state and rules, without HTTP: campaigns (lists), custom fields, contacts, an account
// blacklist. Answers are {status, body, headers} in the API's shapes (errors: httpStatus, code, codeDescription, ...).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Campaign, Contact, CustomField, CustomFieldValue, ErrorBody } from '../../model/newsletter/index.js';

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface GetResponseSeed {
  campaigns?: { campaignId: string; name: string }[];
  customFields?: { name: string; type?: string }[];
  contacts?: { email: string; name?: string; campaignId: string }[];
  /** Whole addresses or "@domain": POST /contacts refuses them (1002). */
  blacklist?: string[];
}

const DESCRIPTIONS: Record<number, string> = {
  1000: 'General error of validation process',
  1001: 'Resource that is related to given resource cannot be found',
  1002: 'Resource state forbids that kind of action',
  1008: 'Resource already exists',
  1013: 'Resource not found',
  1014: 'Problem during authentication process, check headers!',
};

export const apiError = (httpStatus: number, code: number, message: string, context: unknown = []): Answer => ({
  status: httpStatus,
  body: {
    httpStatus,
    code,
    codeDescription: DESCRIPTIONS[code] ?? 'Error',
    message,
    moreInfo: `https://apidocs.getresponse.com/v3/errors/${code}`,
    context,
    uuid: randomUUID(),
  } satisfies ErrorBody,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const newId = () => randomBytes(4).toString('base64url').replace(/[-_]/g, 'x').slice(0, 5);
const now = () => new Date().toISOString().replace(/\.\d+Z$/, '+0000');

type StoredContact = Omit<Contact, 'customFieldValues' | 'href'> & { customFieldValues: CustomFieldValue[] };

/** The state as its snapshot file keeps it (stand-ins/shared/snapshotFile.ts). */
export interface GetResponseDump {
  campaigns: Campaign[];
  customFields: CustomField[];
  contacts: StoredContact[];
}

export class GetResponseState {
  readonly campaigns = new Map<string, Campaign>();
  readonly customFields = new Map<string, CustomField>();
  readonly contacts = new Map<string, StoredContact>();
  private readonly blacklist: string[];

  constructor(
    private readonly base: string,
    seed: GetResponseSeed = {},
  ) {
    for (const c of seed.campaigns ?? []) {
      this.campaigns.set(c.campaignId, {
        campaignId: c.campaignId,
        href: `${base}/campaigns/${c.campaignId}`,
        name: c.name,
        techName: c.name,
        languageCode: 'FR',
        isDefault: 'false',
        createdOn: now(),
      });
    }
    for (const f of seed.customFields ?? []) this.addCustomField(f.name, f.type ?? 'text', []);
    for (const c of seed.contacts ?? []) this.addContact(c.email, c.name ?? null, c.campaignId, []);
    this.blacklist = (seed.blacklist ?? []).map((b) => b.toLowerCase());
  }

  dump(): GetResponseDump {
    return { campaigns: [...this.campaigns.values()], customFields: [...this.customFields.values()], contacts: [...this.contacts.values()] };
  }

  /** Takes back a dump of an earlier run (then on another port: the links are made again). */
  restore(dump: GetResponseDump): void {
    this.campaigns.clear();
    for (const c of dump.campaigns) this.campaigns.set(c.campaignId, { ...c, href: `${this.base}/campaigns/${c.campaignId}` });
    this.customFields.clear();
    for (const f of dump.customFields) this.customFields.set(f.customFieldId, { ...f, href: `${this.base}/custom-fields/${f.customFieldId}` });
    this.contacts.clear();
    for (const c of dump.contacts) this.contacts.set(c.contactId, c);
  }

  /** What tests and the simulator screen read: every contact with its list and custom fields by name. */
  snapshot() {
    return [...this.contacts.values()].map((c) => this.view(c));
  }

  listCampaigns(query: URLSearchParams): Answer {
    return page([...this.campaigns.values()], query);
  }

  getCampaign(id: string): Answer {
    const campaign = this.campaigns.get(id);
    return campaign ? { status: 200, body: campaign } : apiError(404, 1013, 'Resource not found', [`campaignId: ${id}`]);
  }

  listCustomFields(query: URLSearchParams): Answer {
    const name = query.get('query[name]');
    return page(
      [...this.customFields.values()].filter((f) => !name || f.name.includes(name)),
      query,
    );
  }

  createCustomField(body: Record<string, unknown>): Answer {
    const name = typeof body.name === 'string' ? body.name : '';
    if (!/^[a-z0-9_]{1,32}$/.test(name)) return apiError(400, 1000, 'Custom field name is invalid', ['name: lowercase letters, digits and _ only']);
    if ([...this.customFields.values()].some((f) => f.name === name))
      return apiError(409, 1008, 'Custom field with this name already exists', [name]);
    const values = Array.isArray(body.values) ? body.values.map(String) : [];
    return { status: 201, body: this.addCustomField(name, typeof body.type === 'string' ? body.type : 'text', values) };
  }

  listContacts(query: URLSearchParams): Answer {
    const email = query.get('query[email]')?.toLowerCase();
    const campaignId = query.get('query[campaignId]');
    // As the API does, query[email] is a search: a part of the address matches.
    const found = [...this.contacts.values()].filter(
      (c) => (!email || c.email.includes(email)) && (!campaignId || c.campaign.campaignId === campaignId),
    );
    return page(
      found.map((c) => this.view(c)),
      query,
    );
  }

  getContact(id: string): Answer {
    const contact = this.contacts.get(id);
    return contact ? { status: 200, body: this.view(contact) } : apiError(404, 1013, 'Resource not found', [`contactId: ${id}`]);
  }

  createContact(body: Record<string, unknown>): Answer {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email)) return apiError(400, 1000, 'Validation error', ['email: Value is not a valid email address']);
    const campaignId = String((body.campaign as { campaignId?: unknown } | undefined)?.campaignId ?? '');
    if (!this.campaigns.has(campaignId)) return apiError(400, 1001, 'Related resource not found', [`campaignId: ${campaignId}`]);
    if (this.blacklist.some((b) => (b.startsWith('@') ? email.endsWith(b) : email === b))) {
      return apiError(400, 1002, 'Contact is blacklisted', [`email: ${email}`]);
    }
    if ([...this.contacts.values()].some((c) => c.email === email && c.campaign.campaignId === campaignId)) {
      return apiError(409, 1008, 'Contact already added', [`email: ${email}`]);
    }
    const fields = this.checkedFields(body.customFieldValues);
    if ('status' in fields) return fields;
    this.addContact(email, typeof body.name === 'string' ? body.name : null, campaignId, fields.values);
    return { status: 202 };
  }

  updateContact(id: string, body: Record<string, unknown>): Answer {
    const contact = this.contacts.get(id);
    if (!contact) return apiError(404, 1013, 'Resource not found', [`contactId: ${id}`]);
    const fields = this.checkedFields(body.customFieldValues);
    if ('status' in fields) return fields;
    if (typeof body.name === 'string') contact.name = body.name;
    // As the API does: the values sent replace those fields' values, the others stay.
    const sent = new Set(fields.values.map((v) => v.customFieldId));
    contact.customFieldValues = [...contact.customFieldValues.filter((v) => !sent.has(v.customFieldId)), ...fields.values];
    contact.changedOn = now();
    return { status: 200, body: this.view(contact) };
  }

  private checkedFields(raw: unknown): { values: CustomFieldValue[] } | Answer {
    if (raw === undefined) return { values: [] };
    if (!Array.isArray(raw)) return apiError(400, 1000, 'Validation error', ['customFieldValues: This value should be of type array']);
    const values: CustomFieldValue[] = [];
    for (const item of raw as { customFieldId?: unknown; value?: unknown }[]) {
      const id = String(item?.customFieldId ?? '');
      if (!this.customFields.has(id)) return apiError(400, 1001, 'Related resource not found', [`customFieldId: ${id}`]);
      if (!Array.isArray(item.value))
        return apiError(400, 1000, 'Validation error', [`customFieldValues.${id}.value: This value should be of type array`]);
      values.push({ customFieldId: id, value: item.value.map(String) });
    }
    return { values };
  }

  private addCustomField(name: string, type: string, values: string[]): CustomField {
    const customFieldId = newId();
    const field: CustomField = {
      customFieldId,
      href: `${this.base}/custom-fields/${customFieldId}`,
      name,
      fieldType: type,
      valueType: type === 'number' ? 'number' : 'string',
      format: type,
      type,
      hidden: 'false',
      values,
    };
    this.customFields.set(customFieldId, field);
    return field;
  }

  private addContact(email: string, name: string | null, campaignId: string, customFieldValues: CustomFieldValue[]): void {
    const contactId = newId();
    this.contacts.set(contactId, {
      contactId,
      email,
      name,
      origin: 'api',
      campaign: { campaignId },
      createdOn: now(),
      changedOn: null,
      customFieldValues,
    });
  }

  private view(c: StoredContact): Contact {
    const campaign = this.campaigns.get(c.campaign.campaignId);
    return {
      ...c,
      href: `${this.base}/contacts/${c.contactId}`,
      campaign: { campaignId: c.campaign.campaignId, name: campaign?.name, href: campaign?.href },
      customFieldValues: c.customFieldValues.map((v) => ({ ...v, name: this.customFields.get(v.customFieldId)?.name })),
    };
  }
}

/** A page of a list, with the API's pagination headers. */
function page<T>(items: T[], query: URLSearchParams): Answer {
  const perPage = Math.min(Math.max(Number(query.get('perPage')) || 100, 1), 1000);
  const current = Math.max(Number(query.get('page')) || 1, 1);
  const totalPages = Math.max(Math.ceil(items.length / perPage), 1);
  return {
    status: 200,
    body: items.slice((current - 1) * perPage, current * perPage),
    headers: { TotalCount: String(items.length), TotalPages: String(totalPages), CurrentPage: String(current) },
  };
}
