// `npm start` in demo mode: two local stand-ins of a video server (stand-ins/video-server) serving the console's file
// store, and the demo VideoServer records (catalogue/demo/records/VideoServer.json) pointed at them, since their
// ports change at each start. The console tags their records and readings "simulateur local" (their URLs are passed
// to the monitoring domain; the stand-ins also say so in their status).
import type { Queryable } from '../../storage/db.js';
import { startVideoServerStandIn, type VideoServerStandIn } from '../../../stand-ins/video-server/index.js';
import { pointDemoServerAt } from '../monitoring/index.js';

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
  filesRoot: string,
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
  for (const { id, exampleUrl } of DEMO_SERVERS) {
    const standIn = await startVideoServerStandIn({ root: filesRoot });
    if (await pointDemoServerAt(db, id, standIn.url, exampleUrl)) {
      started.push(standIn);
      log(`Serveur vidéo ${id} : simulateur local sur ${standIn.url}`);
    } else await standIn.close();
  }
  return {
    urls: started.map((s) => s.url),
    close: async () => {
      await Promise.all(started.map((s) => s.close()));
    },
  };
}
