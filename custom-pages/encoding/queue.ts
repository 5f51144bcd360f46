// The encoding queue's pages as data (spec 000 §2 "Video encoding", 001 §7 and §9): which videos each page lists,
// how they sort, and what a row shows. Pure, so it is tested beside.
import { QUEUE_FILTERS, type EncodedStream, type EncodingStatus, type Move, type QueueFilter } from '../../model/encoding';

export type { EncodingStatus, Move, QueueFilter };
export type QueueSort = 'priority' | 'date';

export const QUEUE_PAGES: Record<QueueFilter, { title: string; live: boolean }> = {
  encoding: { title: 'Encodages en cours', live: true },
  error: { title: 'Encodages en erreur', live: false },
  all: { title: 'Tous les encodages', live: false },
};

/** Spec 001 §9: the encoding list shows at most 100 videos. */
export const QUEUE_LIMIT = 100;

export const SORTS: Record<QueueSort, { label: string; sortBy: string }> = {
  priority: { label: 'Priorité', sortBy: '-encodingPriority,-createTs' },
  date: { label: 'Date de création', sortBy: '-createTs,-encodingPriority' },
};

/** GET /api/{siteId}/data/Video with adminFilter, sortBy, limit 100 (spec 001 §7 "encoding queue"). */
export function queueQuery(filter: QueueFilter, sort: QueueSort): Record<string, string | number> {
  const statuses = QUEUE_FILTERS[filter];
  return {
    ...(statuses && { adminFilter: JSON.stringify({ encodingStatus: { $in: statuses } }) }),
    sortBy: SORTS[sort].sortBy,
    limit: QUEUE_LIMIT,
  };
}

export const STATUS_TAGS: Record<EncodingStatus, { label: string; color: 'info' | 'warning' | 'success' | 'error' }> = {
  encoding: { label: 'En cours', color: 'info' },
  pending: { label: 'En attente', color: 'warning' },
  done: { label: 'Terminé', color: 'success' },
  error: { label: 'Erreur', color: 'error' },
};

export const MOVE_LABELS: Record<Move, string> = {
  top: 'Mettre en tête de file',
  up: 'Monter',
  down: 'Descendre',
  bottom: 'Mettre en fin de file',
};

/** A stream as a record holds it: demo or older records may lack parts. */
export type VideoStream = Partial<EncodedStream>;

export interface QueueVideo {
  id: string;
  label?: string;
  sourceFile?: string;
  createTs?: number;
  createdAt?: string;
  encodingPriority?: number;
  encodingStatus?: EncodingStatus;
  encodingProgress?: number;
  encodingProgressText?: string;
  encodingError?: string;
  trailer?: VideoStream;
  full?: VideoStream;
}

/** A stream as a row shows it: its resolutions and whether it has progressive MP4s and HLS. */
export function streamSummary(stream: VideoStream | undefined): { resolutions: string; progressive: boolean; hls: boolean } | undefined {
  if (!stream?.res?.length) return undefined;
  return {
    resolutions: stream.res.map((h) => `${h}p`).join(', '),
    progressive: !!stream.mp4 || !!stream.files?.some((f) => f.mp4),
    hls: !!stream.hls,
  };
}

/** The file name of a stored path ('/2026/11/ab12cd34ef56-reportage.mov' → 'reportage.mov'). */
export const sourceName = (path: string | undefined): string =>
  (path ?? '')
    .split('/')
    .pop()!
    .replace(/^[0-9a-f]{12}-/, '') || '(aucun fichier source)';

/** Which buttons a row offers. */
export const canCancel = (status: EncodingStatus | undefined) => status === 'pending' || status === 'encoding';
export const canReencode = (video: QueueVideo) => !!video.sourceFile && video.encodingStatus !== 'encoding';
