// Encoding throughput (issue 9 §5): seconds of source video encoded per second of wall time, through the whole path a
// user takes — upload, Video created, the `encoding` job, ffmpeg, the files in the store — on a server of its own.
// The profile is the demo's 'Standard' (360p and 720p, MP4 and HLS, a 30 s trailer); the sources are 720p test clips.
//   npx tsx tests/bench/encoding.ts          prints the figures
//   runEncodingBench()                        for tests/bench/run.ts (BENCH_PARTS=encoding)
import { ApiClient, uploadFile } from '../api/client.js';
import { makeClip } from '../support/clips.js';
import { ADMIN, startServer } from '../support/startServer.js';

const SITE = 'bench-encodage';
const SOURCE_SECONDS = Number(process.env.BENCH_ENCODING_SECONDS ?? 60);
const VIDEOS = Number(process.env.BENCH_ENCODING_VIDEOS ?? 3);

export interface EncodingBenchResult {
  videos: number;
  sourceSeconds: number;
  /** Per video, from its creation to done (s). */
  perVideo: number[];
  /** Whole queue, from the first creation to the last done (s). */
  total: number;
  /** Seconds of source video per second of wall time, over the whole queue. */
  throughput: number;
}

export async function runEncodingBench(log: (line: string) => void = () => {}): Promise<EncodingBenchResult> {
  const server = await startServer({ SEED_DEMO: '0' });
  try {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    await admin.post('/api/global/data/Site', { _id: SITE, label: 'Banc d’essai encodage' });
    const profile = { label: 'Standard', resolutions: [360, 720], videoBitrate: 2500, audioBitrate: 128, hls: true, progressive: true };
    await admin.post(`/api/${SITE}/data/EncodingProfile`, { ...profile, trailerDuration: 30, isDefault: true });
    const clip = await makeClip({ seconds: SOURCE_SECONDS, width: 1280, height: 720 });
    const sources: string[] = [];
    for (let i = 0; i < VIDEOS; i++) sources.push((await uploadFile(admin, SITE, `source-${i}.mp4`, clip)).body.path);

    const started = performance.now();
    const ids: { id: string; at: number }[] = [];
    for (const [i, sourceFile] of sources.entries()) {
      const created = await admin.post(`/api/${SITE}/data/Video`, { label: `Banc ${i + 1}`, sourceFile });
      ids.push({ id: created.body._id, at: performance.now() });
    }
    const perVideo: number[] = [];
    for (const { id, at } of ids) {
      for (;;) {
        const video = (await admin.get(`/api/${SITE}/data/Video/${id}`)).body;
        if (video.encodingStatus === 'error') throw new Error(`encodage en erreur : ${video.encodingError}`);
        if (video.encodingStatus === 'done') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      perVideo.push((performance.now() - at) / 1000);
      log(`vidéo ${perVideo.length}/${VIDEOS} encodée en ${perVideo.at(-1)!.toFixed(1)} s depuis sa création`);
    }
    const total = (performance.now() - started) / 1000;
    return { videos: VIDEOS, sourceSeconds: SOURCE_SECONDS, perVideo, total, throughput: (VIDEOS * SOURCE_SECONDS) / total };
  } finally {
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('encoding.ts')) {
  runEncodingBench(console.log).then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
