import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalObjectStore } from '../../storage/files/index.js';
import { FileStore } from '../../storage/fileStore.js';
import { emptyMovie, videoPathsOf, writeDemoVideos } from './videos.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-videos-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The top-level boxes of an ISO base media file: [type, size]. */
function boxes(file: Buffer): [string, number][] {
  const found: [string, number][] = [];
  for (let at = 0; at < file.length;) {
    const size = file.readUInt32BE(at);
    found.push([file.toString('latin1', at + 4, at + 8), size]);
    at += size;
  }
  return found;
}

describe('demo video files', () => {
  it("finds the Videos' source and encoded files in the demo records", () => {
    const records = [{ sourceFile: '/videos/source/a.mov', full: { mp4: '/videos/v/full.mp4', smil: '/videos/v/full.smil' }, image: '/i.jpg' }];
    expect(videoPathsOf(records)).toEqual(['/videos/source/a.mov', '/videos/v/full.mp4']);
  });

  it('writes each as a small, well-formed MP4 or QuickTime file, once', async () => {
    const store = new FileStore(new LocalObjectStore(dataDir), path.join(dataDir, 'scratch'));
    await writeDemoVideos(store, 'demo', ['/videos/source/a.mov', '/videos/v/full.mp4']);
    const mp4 = fs.readFileSync(path.join(dataDir, 'files', 'demo', 'videos/v/full.mp4'));
    const mov = fs.readFileSync(path.join(dataDir, 'files', 'demo', 'videos/source/a.mov'));
    expect(boxes(mp4)).toEqual([
      ['ftyp', 24],
      ['moov', 116],
    ]);
    expect(mp4.toString('latin1', 8, 12)).toBe('isom');
    expect(mov.toString('latin1', 8, 12)).toBe('qt  ');
    expect(mp4.length).toBe(emptyMovie('isom').length);

    fs.writeFileSync(path.join(dataDir, 'files', 'demo', 'videos/v/full.mp4'), 'kept');
    await writeDemoVideos(store, 'demo', ['/videos/v/full.mp4']);
    expect(fs.readFileSync(path.join(dataDir, 'files', 'demo', 'videos/v/full.mp4'), 'utf8')).toBe('kept');
  });

  it('writes the source clip at source paths only, when there is one', async () => {
    const store = new FileStore(new LocalObjectStore(dataDir), path.join(dataDir, 'scratch'));
    const clip = Buffer.from('un vrai clip');
    await writeDemoVideos(store, 'clip', ['/videos/source/b.mov', '/videos/v/full.mp4'], clip);
    expect(fs.readFileSync(path.join(dataDir, 'files', 'clip', 'videos/source/b.mov'))).toEqual(clip);
    expect(fs.readFileSync(path.join(dataDir, 'files', 'clip', 'videos/v/full.mp4')).length).toBe(emptyMovie('isom').length);
  });
});
