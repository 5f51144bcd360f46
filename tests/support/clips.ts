// Tiny real clips for the encoding tests, made by ffmpeg's test sources (colour bars and a tone).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { binariesFrom, probe, testClip, type MediaInfo } from '../../server/integrations/ffmpeg/index.js';

export async function makeClip(opts: { seconds: number; width: number; height: number }): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clip-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await testClip(binariesFrom(process.env).ffmpeg, file, opts);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** ffprobe of files written to a temporary folder (`files`: name → content); `main` is the one probed. */
export async function probeFiles(files: Record<string, Buffer | string>, main: string): Promise<MediaInfo> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
  try {
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    return await probe(binariesFrom(process.env).ffprobe, path.join(dir, main));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
