// Which file a request names, and which bytes of it: only encoded media under {root}/{siteId}/videos/, never a path
// that leaves the folder (.., encoded slashes, symbolic links out), and single byte ranges (RFC 9110 §14).
import fs from 'node:fs';
import path from 'node:path';

export const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.smil': 'application/smil+xml',
};

const MEDIA_PATH = /^\/([A-Za-z0-9][A-Za-z0-9_-]{0,99})\/videos\/([A-Za-z0-9_.\-/]{1,500})$/;

/** The absolute path of the media file a URL path names, or undefined when it names none the server may serve. */
export async function mediaFile(root: string, urlPath: string): Promise<{ file: string; type: string; size: number } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const m = MEDIA_PATH.exec(decoded);
  if (!m || m[2].split('/').some((part) => part === '' || part === '.' || part === '..')) return undefined;
  const type = CONTENT_TYPES[path.extname(m[2]).toLowerCase()];
  if (!type) return undefined;
  try {
    const realRoot = await fs.promises.realpath(root);
    const file = await fs.promises.realpath(path.join(root, m[1], 'videos', m[2]));
    if (!file.startsWith(realRoot + path.sep)) return undefined;
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? { file, type, size: stat.size } : undefined;
  } catch {
    return undefined;
  }
}
