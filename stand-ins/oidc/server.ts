// OpenID provider stand-in (design.md §11, issue 32): a real OpenID Connect provider (the `oidc-provider` package) on a
// loopback port, with the demo directory (accounts.ts), its own French login screen (pages.ts) and, for tests, a small
// control API under /_simulateur: read and change the people and their groups, make the next ID token a forged one.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContext } from 'oidc-provider';
import { DEMO_PASSWORD, Directory, type DemoAccount } from './accounts.js';
import { forge, FORGERIES, type Forgery } from './forgery.js';
import { errorPage, loggedOutPage, loginPage, logoutPage } from './pages.js';

export interface OidcStandInOptions {
  host?: string;
  port?: number;
  /** The console's client: its id and secret, and the path of its callback (any loopback port is accepted). */
  client: { id: string; secret: string; callbackPath: string };
}

export interface OidcStandIn {
  issuer: string;
  directory: Directory;
  close(): Promise<void>;
}

const MAX_BODY = 16 * 1024;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) return reject(new Error('corps trop volumineux'));
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const send = (res: http.ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8` }).end(body);
};
const json = (res: http.ServerResponse, status: number, value: unknown) => send(res, status, 'application/json', JSON.stringify(value));

export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const host = options.host ?? '127.0.0.1';
  const directory = new Directory();
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = crypto.randomBytes(8).toString('hex');
  let nextForgery: Forgery | undefined;
  const server = http.createServer((req, res) => {
    route(req, res).catch((err: Error) => {
      if (!res.headersSent) send(res, 400, 'text/html', errorPage(err.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const loopbacks = ['127.0.0.1', 'localhost'];

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        // "native": any loopback port is accepted, as the console's port is only known once it runs.
        application_type: 'native',
        redirect_uris: loopbacks.map((h) => `http://${h}${options.client.callbackPath}`),
        post_logout_redirect_uris: loopbacks.map((h) => `http://${h}/`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    // The ID token carries the claims of the scopes asked for (e-mail, groups), as Keycloak and Entra can be set to.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, IdToken: 600, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = directory.bySub(sub);
      return (
        account && {
          accountId: sub,
          claims: async () => ({ sub, name: account.name, email: account.email, email_verified: account.emailVerified, groups: [...account.groups] }),
        }
      );
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContext, form: string) => {
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContext) => {
          ctx.body = loggedOutPage();
        },
      },
    },
    renderError: async (ctx: KoaContext, out: { error_description?: string; error?: string }) => {
      ctx.type = 'html';
      ctx.body = errorPage(`Le fournisseur refuse la demande : ${out.error_description ?? out.error ?? 'erreur inconnue'}`);
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const answer = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && nextForgery && answer?.id_token) {
      ctx.body = { ...answer, id_token: forge(answer.id_token, nextForgery, privateKey) };
      nextForgery = undefined;
    }
  });
  const oidc = provider.callback();

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', issuer);
    const interaction = /^\/interaction\/([\w-]{1,100})(\/login)?$/.exec(url.pathname);
    if (interaction && req.method === 'GET') {
      const details = await provider.interactionDetails(req, res);
      // The console is this provider's own application: its consent (asked of "native" clients) is given at once.
      if (details.prompt.name === 'consent') {
        const grant = new provider.Grant({ clientId: details.params.client_id, accountId: details.session?.accountId });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      }
      return send(res, 200, 'text/html', loginPage(details.uid, directory.list()));
    }
    if (interaction?.[2] && req.method === 'POST') {
      const details = await provider.interactionDetails(req, res);
      const form = new URLSearchParams(await readBody(req));
      // The person declines: the console gets the standard refusal (error=access_denied), as from a real provider.
      if (form.get('refuse'))
        return provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'Connexion refusée' },
          { mergeWithLastSubmission: false },
        );
      const account = directory.byLogin(form.get('login') ?? '');
      if (!account || form.get('password') !== DEMO_PASSWORD)
        return send(res, 200, 'text/html', loginPage(details.uid, directory.list(), 'Identifiant ou mot de passe incorrect'));
      return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    }
    if (url.pathname.startsWith('/_simulateur/')) return control(req, res, url.pathname);
    return oidc(req, res);
  }

  async function control(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
    if (path === '/_simulateur/accounts' && req.method === 'GET') return json(res, 200, directory.list());
    if (path === '/_simulateur/accounts' && req.method === 'POST') {
      const a = JSON.parse(await readBody(req)) as DemoAccount;
      if (typeof a.sub !== 'string' || typeof a.login !== 'string' || !Array.isArray(a.groups)) return json(res, 400, { error: 'compte invalide' });
      directory.put({ ...a, login: a.login.toLowerCase(), name: a.name ?? a.login, email: a.email ?? '', emailVerified: a.emailVerified === true });
      return json(res, 201, directory.bySub(a.sub));
    }
    const groups = /^\/_simulateur\/accounts\/([^/]{1,200})\/groups$/.exec(path);
    if (groups && req.method === 'PUT') {
      const body = JSON.parse(await readBody(req)) as { groups?: unknown };
      if (!Array.isArray(body.groups)) return json(res, 400, { error: 'groupes attendus' });
      const account = directory.setGroups(decodeURIComponent(groups[1]), body.groups.map(String));
      return account ? json(res, 200, account) : json(res, 404, { error: 'compte inconnu' });
    }
    // An issuer that sends elsewhere (tests): every address under it redirects to the simulator's own.
    const elsewhere = /^\/_simulateur\/ailleurs(\/.*)$/.exec(path);
    if (elsewhere && req.method === 'GET') return void res.writeHead(302, { location: `${issuer}${elsewhere[1]}` }).end();
    if (path === '/_simulateur/forge' && req.method === 'POST') {
      const { forgery } = JSON.parse(await readBody(req)) as { forgery?: Forgery };
      if (!forgery || !FORGERIES.includes(forgery)) return json(res, 400, { error: `falsification attendue : ${FORGERIES.join(', ')}` });
      nextForgery = forgery;
      return json(res, 200, { forgery });
    }
    return json(res, 404, { error: 'inconnu' });
  }

  return {
    issuer,
    directory,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
