// A browser's walk through a sign-in with the OpenID provider simulator (stand-ins/oidc), by plain HTTP with manual
// redirects and one cookie jar per site: the console's start, the simulator's login form, back to the console.
export class CookieJar {
  private cookies = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface Hop {
  status: number;
  location: string;
}

async function hop(url: string, jar: CookieJar, init: RequestInit = {}): Promise<Hop> {
  const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
  jar.take(res);
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** The console's side of a walk: its cookies (the flow's, then the session's). */
export class ConsoleBrowser {
  readonly jar = new CookieJar();
  constructor(readonly base: string) {}

  /** GET /api/auth/sso/{id}/start: the provider's authorization address (or the login page with ?ssoError=). */
  start(providerId: string): Promise<Hop> {
    return hop(`${this.base}/api/auth/sso/${encodeURIComponent(providerId)}/start`, this.jar);
  }

  /** The provider's answer brought back to the console: where it sends the browser then. */
  callback(url: string): Promise<Hop> {
    return hop(new URL(url, this.base).href, this.jar);
  }

  get session(): string | undefined {
    return this.jar.get('session');
  }
}

/** Signs in at the simulator from its authorization address; answers the console callback address it sends back to. */
export async function signInAtProvider(authorizationUrl: string, login: string, password = 'demo'): Promise<string> {
  const jar = new CookieJar();
  const toForm = await hop(authorizationUrl, jar);
  if (!toForm.location.includes('/interaction/')) throw new Error(`le simulateur n'a pas demandé de connexion : ${toForm.status} ${toForm.location}`);
  const form = new URL(toForm.location, authorizationUrl);
  const posted = await hop(`${form.href}/login`, jar, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }).toString(),
  });
  let next = new URL(posted.location, authorizationUrl).href;
  // The simulator's resume of the authorization, then the redirect to the console's callback.
  for (let i = 0; i < 5 && !next.includes('/api/auth/sso/'); i++) next = new URL((await hop(next, jar)).location, next).href;
  if (!next.includes('/callback')) throw new Error(`pas de retour vers la console : ${next}`);
  return next;
}

/** The code of a refusal the console sent the browser back to the login page with. */
export const ssoErrorOf = (hop: Hop): string | null =>
  hop.location.startsWith('/?') ? new URLSearchParams(hop.location.slice(2)).get('ssoError') : null;
