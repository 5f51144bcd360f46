// The video encoding queue (spec 000 §2 "Video encoding", §3 Video, §4 "Encoding status"; docs/api.md "Video
// encoding"): what the encoder writes on a Video and what the queue's routes take and answer, for the server
// (server/domains/encoding) and the pages (custom-pages/encoding) alike.

/** The job kind that encodes a site's queue, one video a run. */
export const ENCODING_JOB = 'encoding';

export type EncodingStatus = 'encoding' | 'pending' | 'done' | 'error';

export const MOVES = ['top', 'up', 'down', 'bottom'] as const;
export type Move = (typeof MOVES)[number];

/** The pages of the queue and the statuses each lists (all: every video); up and down swap within one page. */
export const QUEUE_FILTERS: Readonly<Record<'encoding' | 'error' | 'all', readonly EncodingStatus[] | null>> = {
  encoding: ['encoding', 'pending'],
  error: ['error'],
  all: null,
};
export type QueueFilter = keyof typeof QUEUE_FILTERS;

/** The line a cancelled encode leaves on its video. */
export const CANCELLED_TEXT = 'Encodage annulé';

/** One rendition of a stream. Paths are store paths ('/videos/{id}/{encode}/full/720p.mp4'). */
export interface StreamFile {
  /** Height in pixels. */
  res: number;
  width: number;
  /** Video and audio, kb/s. */
  bitrate: number;
  mp4?: string;
  playlist?: string;
}

/** A Video's `trailer` or `full` once encoded: resolutions lowest first, the highest MP4, the SMIL, the HLS master. */
export interface EncodedStream {
  res: number[];
  mp4?: string;
  smil: string;
  hls?: string;
  /** Seconds. */
  duration: number;
  files: StreamFile[];
}

/** `POST /api/{siteId}/encoding/{id}/move`: the videos whose priority changed (none, one, or the two swapped). */
export interface MoveReply {
  data: { _id: string; encodingPriority: number }[];
}
