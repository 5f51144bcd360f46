// What the security and shared-limit suites do as a client: live-event streams held open, requests (logins) from a
// chosen loopback address (the server sees it as the client's address).
import http from 'node:http';

export interface Stream {
  status: number;
  body: string;
  ended: Promise<void>;
  close: () => void;
}

/** Opens GET /api/events with a session cookie and keeps it open; `ended` resolves when the server closes it. */
export function openStream(base: string, cookie: string, opened: Stream[] = []): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/events`, { headers: { cookie } }, (res) => {
      let body = '';
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      const s: Stream = {
        status: res.statusCode ?? 0,
        get body() {
          return body;
        },
        ended,
        close: () => req.destroy(),
      };
      opened.push(s);
      // A refusal is a short JSON body: wait for it.
      if (s.status === 200) resolve(s);
      else res.on('end', () => resolve(s));
    });
    req.on('error', reject);
  });
}

/** A JSON request from a given loopback address (the server sees it as the client's address). */
export function requestFrom(
  base: string,
  address: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { method, localAddress: address, headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** POST /api/auth/login from a given loopback address. */
export const loginFrom = (base: string, address: string, login: string, password: string) =>
  requestFrom(base, address, 'POST', '/api/auth/login', { login, password });

/** Whether `p` settles within `ms`. */
export const within = (p: Promise<void>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
