// What may be stored, how it is served back, and what its content must really be (magic bytes, via file-type).
import { fileTypeFromBuffer } from 'file-type';

export interface FileType {
  mime: string;
  image?: boolean;
  inline?: boolean;
  /** What file-type must detect in the content (its extensions); undefined: plain text, where nothing may be detected. */
  content?: string[];
}

const ZIP = ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub', 'jar'];

/** Nothing a browser would run (html, svg, js) is accepted. */
export const FILE_TYPES: Record<string, FileType> = {
  jpg: { mime: 'image/jpeg', image: true, inline: true, content: ['jpg'] },
  jpeg: { mime: 'image/jpeg', image: true, inline: true, content: ['jpg'] },
  png: { mime: 'image/png', image: true, inline: true, content: ['png', 'apng'] },
  gif: { mime: 'image/gif', image: true, inline: true, content: ['gif'] },
  webp: { mime: 'image/webp', image: true, inline: true, content: ['webp'] },
  avif: { mime: 'image/avif', image: true, inline: true, content: ['avif'] },
  pdf: { mime: 'application/pdf', inline: true, content: ['pdf'] },
  txt: { mime: 'text/plain; charset=utf-8' },
  csv: { mime: 'text/csv; charset=utf-8' },
  mp3: { mime: 'audio/mpeg', inline: true, content: ['mp3'] },
  mp4: { mime: 'video/mp4', inline: true, content: ['mp4', 'm4v', 'm4a', 'mov'] },
  // Video sources as cameras and editors write them (encoding reads them; the demo's sources are .mov).
  mov: { mime: 'video/quicktime', inline: true, content: ['mov', 'mp4', 'm4v'] },
  webm: { mime: 'video/webm', inline: true, content: ['webm'] },
  // What encoding writes beside the MP4s (server/domains/encoding): HLS playlists and segments, the SMIL file.
  m3u8: { mime: 'application/vnd.apple.mpegurl', inline: true },
  ts: { mime: 'video/mp2t', inline: true, content: ['mts'] },
  smil: { mime: 'application/smil+xml', content: ['xml'] },
  doc: { mime: 'application/msword', content: ['cfb'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: ZIP },
  xls: { mime: 'application/vnd.ms-excel', content: ['cfb'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: ZIP },
  odt: { mime: 'application/vnd.oasis.opendocument.text', content: ZIP },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', content: ZIP },
  zip: { mime: 'application/zip', content: ZIP },
};

export { humanSize } from '../../../model/fileSize.js';

/** Why a file's content (`sample`: its first bytes, FileStore.sample) does not match its extension (French), or undefined when it does. */
export async function contentMismatch(sample: Uint8Array, ext: string): Promise<string | undefined> {
  const expected = FILE_TYPES[ext]?.content;
  const found = await fileTypeFromBuffer(sample).catch(() => undefined);
  if (expected ? found && expected.includes(found.ext) : !found) return undefined;
  // Text formats (svg, html) have no magic bytes: a file announced as binary but detected as nothing is refused too.
  return `Le contenu du fichier (${found ? found.ext : 'texte ou inconnu'}) ne correspond pas à son extension (.${ext})`;
}
