// Typed client of the GetResponse API v3 over fetch (no official SDK for Node): X-Auth-Token "api-key …",
// GETRESPONSE_API_URL as base (the stand-in's in tests and demo), bounded waits, lists read page by page
// (TotalPages header). Errors keep the API's code and are told in French.
import type { Campaign, Contact, ContactChanges, CustomField, ErrorBody, NewContact, NewCustomField } from '../../../model/newsletter/index.js';

export interface GetResponseSettings {
  apiKey: string;
  /** https://api.getresponse.com/v3, or the stand-in's. */
  baseUrl: string;
  /** The list (campaign) contacts are synchronised into. */
  listId: string;
  /** The API is the local stand-in ("simulateur local"). */
  simulated: boolean;
}

const PER_PAGE = 100;
/** A list read stops there: the console never needs more of one listing. */
const MAX_PAGES = 50;
const TIMEOUT_MS = 15_000;

export class GetResponseError extends Error {
  constructor(
    /** 0: the API could not be reached. */
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly context?: unknown,
  ) {
    super(message);
  }
}

/** French words for the API's error codes (apidocs.getresponse.com/v3/errors); the API's own text follows. */
const FRENCH_CODES: Record<number, string> = {
  1000: 'données refusées',
  1001: 'ressource liée introuvable (liste ou champ personnalisé)',
  1002: "l'état du contact interdit l'opération (liste noire, adresse invalide ou supprimée)",
  1008: 'le contact existe déjà dans cette liste',
  1013: 'ressource introuvable',
  1014: 'clé API refusée (GETRESPONSE_API_KEY)',
};

export function frenchReason(err: GetResponseError): string {
  if (err.httpStatus === 0) return `GetResponse est injoignable (${err.message})`;
  const words = FRENCH_CODES[err.code] ?? `erreur ${err.httpStatus}`;
  return `GetResponse : ${words} [${err.code}]${err.message ? ` – ${err.message}` : ''}`;
}

type Query = Record<string, string | number | undefined>;

export class GetResponseClient {
  constructor(
    readonly settings: GetResponseSettings,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  get simulated(): boolean {
    return this.settings.simulated;
  }

  campaign(campaignId: string, signal?: AbortSignal): Promise<Campaign> {
    return this.call<Campaign>('GET', `/campaigns/${encodeURIComponent(campaignId)}`, { signal });
  }

  campaigns(signal?: AbortSignal): Promise<Campaign[]> {
    return this.all<Campaign>('/campaigns', {}, signal);
  }

  /** The contacts with this exact email address, in one list or in all. */
  findContactsByEmail(email: string, campaignId?: string, signal?: AbortSignal): Promise<Contact[]> {
    return this.all<Contact>(
      '/contacts',
      { 'query[email]': email, 'query[campaignId]': campaignId, fields: 'email,name,campaign,customFieldValues' },
      signal,
    );
  }

  /** Accepted (202): GetResponse creates the contact a little later. */
  async createContact(contact: NewContact, signal?: AbortSignal): Promise<void> {
    await this.call('POST', '/contacts', { body: contact, signal });
  }

  updateContact(contactId: string, changes: ContactChanges, signal?: AbortSignal): Promise<Contact> {
    return this.call<Contact>('POST', `/contacts/${encodeURIComponent(contactId)}`, { body: changes, signal });
  }

  customFields(signal?: AbortSignal): Promise<CustomField[]> {
    return this.all<CustomField>('/custom-fields', {}, signal);
  }

  createCustomField(field: NewCustomField, signal?: AbortSignal): Promise<CustomField> {
    return this.call<CustomField>('POST', '/custom-fields', { body: field, signal });
  }

  private async all<T>(path: string, query: Query, signal?: AbortSignal): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { body, totalPages } = await this.request<T[]>('GET', path, { query: { ...query, page, perPage: PER_PAGE }, signal });
      items.push(...body);
      if (page >= totalPages || body.length < PER_PAGE) break;
    }
    return items;
  }

  private async call<T>(method: string, path: string, opts: { query?: Query; body?: unknown; signal?: AbortSignal }): Promise<T> {
    return (await this.request<T>(method, path, opts)).body;
  }

  private async request<T>(
    method: string,
    path: string,
    { query = {}, body, signal }: { query?: Query; body?: unknown; signal?: AbortSignal },
  ): Promise<{ body: T; totalPages: number }> {
    const url = new URL(`${this.settings.baseUrl.replace(/\/+$/, '')}${path}`);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    let res: Response;
    try {
      res = await this.fetchFn(url, {
        method,
        headers: { 'X-Auth-Token': `api-key ${this.settings.apiKey}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new GetResponseError(0, 0, timeout.aborted ? 'pas de réponse en 15 s' : String((err as Error).cause ?? (err as Error).message));
    }
    const text = await res.text();
    const parsed: unknown = text ? safeJson(text) : undefined;
    if (!res.ok) {
      const error = (parsed ?? {}) as Partial<ErrorBody>;
      throw new GetResponseError(res.status, Number(error.code ?? 0), String(error.message ?? res.statusText), error.context);
    }
    return { body: parsed as T, totalPages: Number(res.headers.get('TotalPages') ?? 1) || 1 };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
