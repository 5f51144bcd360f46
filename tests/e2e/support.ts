// Helpers of the browser suites: set-up data over HTTP (as the API tests do), pages, and what a user reads.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ADMIN } from '../support/startServer.js';
import { consoleUrl, launch, loginAs } from './browser.js';

export { ADMIN };

/** Demo sites (catalogue/demo/sites.json). */
export const PROD = { id: 'demo-prod', label: 'Le Quotidien Démo', option: '[PROD] Le Quotidien Démo' };
export const DEV = { id: 'demo-dev', label: 'Magazine Démo (dev)', option: '[dev] Magazine Démo (dev)' };

/** Spec 001 §8 and 000 §4 texts. */
export const LEAVE_CONFIRMATION = 'Êtes-vous sûr de vouloir quitter sans enregistrer vos modifications ?';
export const DELETE_CONFIRMATION = 'Êtes-vous sûr de vouloir supprimer ?';
export const RESTORE_CONFIRMATION = 'Êtes-vous sûr de vouloir restaurer ?';

/** A unique marker per run, for labels the tests create. */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A logged-in HTTP client on the console's API (cookie session). */
export class Api {
  private cookie = '';

  /** `base`: another server than the suites' (one a test started itself). */
  constructor(private readonly base?: string) {}

  static async login(login = ADMIN.login, password = ADMIN.password, base?: string): Promise<Api> {
    const api = new Api(base);
    const res = await api.call('POST', '/api/auth/login', { login, password });
    expect(res.status, `login ${login}`).toBe(200);
    return api;
  }

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${this.base ?? consoleUrl()}${path}`, {
      method,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(this.cookie && { cookie: this.cookie }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    // A stored file answers its bytes: only JSON is parsed.
    const json = res.headers.get('content-type')?.startsWith('application/json');
    return { status: res.status, body: json ? await res.json() : await res.text() };
  }

  async create(siteId: string, type: string, record: Record<string, unknown>): Promise<any> {
    const res = await this.call('POST', `/api/${siteId}/data/${type}`, record);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async update(siteId: string, type: string, id: string, changes: Record<string, unknown>): Promise<any> {
    const res = await this.call('PUT', `/api/${siteId}/data/${type}/${encodeURIComponent(id)}`, changes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async count(siteId: string, type: string): Promise<number> {
    const res = await this.call('GET', `/api/${siteId}/data/${type}/count`);
    expect(res.status).toBe(200);
    return res.body as number;
  }

  /** Uploads a file as the console does (multipart, header X-Console-Upload); answers what the API stored. */
  async upload(siteId: string, name: string, content: Buffer): Promise<{ path: string; size: number; humanSize: string }> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const res = await fetch(`${consoleUrl()}/api/${siteId}/files`, {
      method: 'POST',
      body: form,
      headers: { cookie: this.cookie, 'x-console-upload': '1' },
    });
    expect(res.status).toBe(201);
    return res.json();
  }

  /** A new admin user (the caller must be a super administrator); answers its login and password. */
  async createAdminUser(props: Record<string, unknown>): Promise<{ login: string; password: string }> {
    const login = `e2e-${stamp()}@example.com`;
    const password = 'mot-de-passe-e2e-42';
    await this.create('global', 'AdminUser', { login, password, ...props });
    return { login, password };
  }
}

/**
 * A suite's Chromium and super administrator's API client, ready in its tests (launched and logged in before them,
 * closed after them). Each test's pages (browser contexts) are closed after it, unless `keepPages`.
 */
export function browserSuite({ keepPages = false } = {}): { readonly browser: Browser; readonly api: Api } {
  const suite = {} as { browser: Browser; api: Api };
  beforeAll(async () => {
    suite.browser = await launch();
    suite.api = await Api.login();
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  if (!keepPages) {
    afterEach(async () => {
      await Promise.all(suite.browser?.contexts().map((context) => context.close()) ?? []);
    });
  }
  return suite;
}

/** A fresh page (own cookies and storage) logged in through the login form; actions fail after 15 s. */
export async function loggedInPage(browser: Browser, login = ADMIN.login, password = ADMIN.password, path = '/', base?: string): Promise<Page> {
  const page = await loginAs(browser, login, password, path, base);
  page.setDefaultTimeout(15_000);
  return page;
}

export const url = (path: string) => `${consoleUrl()}${path}`;

/**
 * Hovers `target` until `shown` appears. A re-render that replaces the hovered element under a still mouse fires no
 * new mouseover, so the mouse leaves and comes back between tries.
 */
export async function hoverUntilShown(page: Page, target: Locator, shown: Locator, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await target.hover();
    try {
      await shown.waitFor({ timeout: 3000 });
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
      await page.mouse.move(0, 0);
    }
  }
}

/** Resolves once the location's path (without query) is `path`. */
export const waitForPath = (page: Page, path: string) =>
  page.waitForURL((location) => decodeURIComponent(location.pathname) === path, { timeout: 15_000 });

export const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

// --- Collection screens

/** The rows of the records table (header row excluded). */
export const tableRows = (page: Page): Locator => page.locator('main table tbody tr');

/** The texts of the first column (the label) of the table, in order. */
export const firstColumn = (page: Page): Promise<string[]> => page.locator('main table tbody tr td:first-child').allInnerTexts();

export const rowWith = (page: Page, text: string): Locator => tableRows(page).filter({ hasText: text });

/**
 * Types `text` in the list's search and waits for the list's answer to it. A row shown before the answer (page 1 holds
 * it) is drawn again with the answer, its buttons a render after it: acting on it before races the answer (an open
 * menu closed under the click).
 */
export async function searchList(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('adminSearch') === text.trim(), {
    timeout: 15_000,
  });
  await page.getByPlaceholder('Rechercher').fill(text);
  await answered;
}

/** A row's action button: on the row, or in its 'Plus d'actions' menu (a row shows two actions, the others in the menu). */
export async function rowAction(page: Page, row: Locator, name: string): Promise<Locator> {
  const onRow = row.getByRole('button', { name, exact: true });
  if (await onRow.count()) return onRow;
  const menu = page.getByRole('group', { name: 'Autres actions' });
  if (!(await menu.isVisible())) await row.getByRole('button', { name: "Plus d'actions" }).click();
  return menu.getByRole('button', { name, exact: true });
}

/** The react-admin pagination line, e.g. '1-30 sur 35'. */
export const paginationText = (page: Page): Locator => page.getByText(/^\d+-\d+ sur \d+$/);

/** The notification (snackbar) holding this text. */
/** Answers the console's confirmation dialog titled `title` with one of its buttons ('Annuler', or the action's). */
export async function answerConfirm(page: Page, title: string | RegExp, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export const notification = (page: Page, text: string | RegExp): Locator => page.locator('.MuiSnackbar-root').filter({ hasText: text });

/** The navbar's links to the sections. */
export const sectionsNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Sections' });

/** The sidebar link of a collection, by its label (the count badge adds to its name). */
export const sidebarLink = (page: Page, sectionLabel: string, label: string): Locator =>
  page
    .getByRole('navigation', { name: sectionLabel, exact: true })
    .getByRole('link')
    .filter({ has: page.getByText(label, { exact: true }) });

/** Opens a collection list and waits for its first rows (or its empty message). */
export async function openCollection(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(url(path));
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await page.locator('main table tbody tr, main :text("Aucun résultat")').first().waitFor();
}
