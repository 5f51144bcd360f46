// `npm start` in demo mode: two local stand-ins of a video server (stand-ins/video-server) serving the console's file
// store, and the demo VideoServer records (catalogue/demo/records/VideoServer.json) pointed at them, since their
// ports change at each start. The console tags their records and readings "simulateur local" (their URLs are passed
// to the monitoring domain; the stand-ins also say so in their status).
import type { Queryable } from '../../storage/db.js';
import { startVideoServerStandIn, type MediaRoot, type VideoServerStandIn } from '../../../stand-ins/video-server/index.js';
import { readStatus } from '../../integrations/video-servers/index.js';
import { demoServerAddress, pointDemoServerAt } from '../monitoring/index.js';

/** The demo records and the example addresses the catalogue gives them. */
const DEMO_SERVERS = [
  { id: 'vs-paris-1', exampleUrl: 'https://video1.quotidien-demo.example' },
  { id: 'vs-lyon-1', exampleUrl: 'https://video2.quotidien-demo.example' },
];

export interface DemoVideoServers {
  /** The base URLs of the stand-ins the demo records point at. */
  urls: string[];
  close(): Promise<void>;
}

/** `runApart`: the stand-ins of a fleet (DEMO_VIDEO_SERVER_URLS), pointed at rather than started: every server agrees. */
export async function startDemoVideoServers(
  db: Queryable,
  filesRoot: MediaRoot,
  log: (message: string) => void,
  runApart?: readonly string[],
): Promise<DemoVideoServers> {
  if (runApart?.length) {
    const urls: string[] = [];
    for (const [i, { id, exampleUrl }] of DEMO_SERVERS.entries()) {
      const url = runApart[i % runApart.length];
      if (await pointDemoServerAt(db, id, url, exampleUrl)) log(`Serveur vidéo ${id} : simulateur ${url}`);
      urls.push(url);
    }
    return { urls: [...new Set(urls)], close: async () => {} };
  }
  const started: VideoServerStandIn[] = [];
  const adopted: string[] = [];
  for (const { id, exampleUrl } of DEMO_SERVERS) {
    // A second console server started in demo mode on the same database keeps the first one's live stand-ins: pointing
    // the records at its own would leave them on dead addresses, untagged, once it stops.
    const current = await liveStandInAt(db, id);
    if (current) {
      adopted.push(current);
      log(`Serveur vidéo ${id} : simulateur local déjà lancé sur ${current}, gardé`);
      continue;
    }
    const standIn = await startVideoServerStandIn({ root: filesRoot });
    if (await pointDemoServerAt(db, id, standIn.url, exampleUrl)) {
      started.push(standIn);
      log(`Serveur vidéo ${id} : simulateur local sur ${standIn.url}`);
    } else await standIn.close();
  }
  return {
    urls: [...started.map((s) => s.url), ...adopted],
    close: async () => {
      await Promise.all(started.map((s) => s.close()));
    },
  };
}

/** The record's current address when it is a loopback stand-in that answers as one. */
async function liveStandInAt(db: Queryable, id: string): Promise<string | undefined> {
  const current = await demoServerAddress(db, id);
  if (!current?.startsWith('http://127.0.0.1:')) return undefined;
  const status = await readStatus(current);
  return status.ok && status.status.standIn ? current : undefined;
}
