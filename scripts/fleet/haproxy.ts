// HAProxy in front of the console servers (Debian's `haproxy`): round robin, a server out after two failed
// `GET /api/health` a second apart, a request whose connection was refused sent to the other server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const HAPROXY = process.env.HAPROXY_PATH || 'haproxy';

export function haproxyConfig(port: number, servers: number[]): string {
  return `global
  maxconn 4000

defaults
  mode http
  option redispatch
  retries 3
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  # Server-sent events stay open: a comment every 25 s keeps them under this.
  timeout tunnel 1h

frontend console
  bind 127.0.0.1:${port}
  default_backend consoles

backend consoles
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${servers.map((p, i) => `  server console-${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

/** Writes the configuration, checked by haproxy itself; returns the command line that runs it in the foreground. */
export function writeHaproxyConfig(dir: string, port: number, servers: number[]): string[] {
  try {
    execFileSync(HAPROXY, ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error(`HAProxy est introuvable (${HAPROXY}) : installez-le (apt-get install -y haproxy) ou donnez HAPROXY_PATH`);
  }
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig(port, servers));
  execFileSync(HAPROXY, ['-c', '-q', '-f', file]);
  return ['-db', '-f', file];
}
