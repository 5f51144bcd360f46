// Local stand-in of a video server (design.md §11): a real HTTP server that serves the encoded HLS and MP4 files of
// the console's file store read-only, with range requests, at {url}/{siteId}/videos/{videoId}/…, and answers the
// status protocol of docs/integrations.md at {url}/status with its real load. `npm start` in demo mode runs two of
// them in-process (server/domains/demo/videoServers.ts); tests start their own and read `state()`.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { VideoServerStatus } from '../../model/monitoring/index.js';
import { parseRange } from '../../model/byteRange.js';
import { mediaFile, type MediaRoot } from './files.js';
import { alertLevelOf, LoadReader } from './load.js';
import { LastSecond } from './traffic.js';
export type { MediaRoot };

export interface StandInOptions {
  /** The folder holding {siteId}/videos/… (the console's file store, DATA_DIR/files), or the S3 stand-in's bucket. */
  root: MediaRoot;
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
}

/** What tests can read. */
export interface StandInState {
  statusRequests: number;
  fileRequests: number;
  bytesSent: number;
  connections: number;
}

export interface VideoServerStandIn {
  url: string;
  state(): StandInState;
  close(): Promise<void>;
}

const MAX_CONNECTIONS = 512;

export async function startVideoServerStandIn(opts: StandInOptions): Promise<VideoServerStandIn> {
  const load = new LoadReader();
  const sent = new LastSecond();
  const opened = new LastSecond();
  const sockets = new Set<Socket>();
  const state: StandInState = { statusRequests: 0, fileRequests: 0, bytesSent: 0, connections: 0 };

  const status = (): VideoServerStatus => {
    const machine = load.read();
    return {
      alertLevel: alertLevelOf(machine),
      online: true,
      ...machine,
      outRate: sent.total(),
      connections: sockets.size,
      newConnections: opened.total(),
      standIn: true,
    };
  };

  const serveFile = async (req: http.IncomingMessage, res: http.ServerResponse, urlPath: string) => {
    state.fileRequests++;
    const media = await mediaFile(opts.root, urlPath);
    if (!media) return void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Fichier introuvable');
    const range = parseRange(req.headers.range, media.size);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': media.type,
      'Accept-Ranges': 'bytes',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': 'Content-Length, Content-Range, Accept-Ranges',
      'X-Content-Type-Options': 'nosniff',
    };
    if (range === 'unsatisfiable') {
      media.release();
      return void res.writeHead(416, { ...headers, 'Content-Range': `bytes */${media.size}` }).end();
    }
    const { start, end } = range ?? { start: 0, end: media.size - 1 };
    res.writeHead(range ? 206 : 200, {
      ...headers,
      'Content-Length': String(Math.max(0, end - start + 1)),
      ...(range && { 'Content-Range': `bytes ${start}-${end}/${media.size}` }),
    });
    if (req.method === 'HEAD' || media.size === 0) {
      media.release();
      return void res.end();
    }
    const stream = media.stream(start, end);
    stream.on('data', (chunk) => {
      sent.add(chunk.length);
      state.bytesSent += chunk.length;
    });
    stream.on('error', () => res.destroy());
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  };

  const server = http.createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    if (urlPath === '/status') {
      state.statusRequests++;
      return void res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(status()));
    }
    serveFile(req, res, urlPath).catch(() => res.destroy());
  });
  server.maxConnections = MAX_CONNECTIONS;
  server.on('connection', (socket) => {
    sockets.add(socket);
    opened.add(1);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    state: () => ({ ...state, connections: sockets.size }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
