// Bodies and answers of the imports domain's routes (docs/api.md "Imports"): one declaration for the server that
// sends them and the console that reads them.
import type { FromSchema } from 'json-schema-to-ts';
import type { ColumnMatch } from './columns.js';
import type { RefusalGroup } from './report.js';

export const IMPORT_MODES = ['create', 'update', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The type of an import of several types at once (a dump): each row's own `_cls`. */
export const BY_CLS = '_cls';

export const IMPORT_FORMATS = ['csv', 'json', 'ndjson'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where an import stands. */
/** `expired`: its file was removed unimported after the week it is kept (retention.ts); nothing more can run on it. */
export type ImportState = 'uploaded' | 'checking' | 'checked' | 'importing' | 'imported' | 'failed' | 'expired' | 'undoing' | 'undone';

/** What starts a dry run or an import (POST /api/{siteId}/imports/{id}/check and …/run). */
export const importRunSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    mode: { enum: IMPORT_MODES },
    /** The property an upsert finds existing records by; absent: their `_id`. */
    key: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,99}$' },
    /** The user's choice of target per column, by position (CSV): a path, or null to leave it out. */
    columns: { type: 'array', maxItems: 500, items: { type: ['string', 'null'], maxLength: 300 } },
    /** Stop at the first refused row (nothing more is written after it). */
    stopAtFirstRefusal: { type: 'boolean' },
  },
} as const;
export type ImportRun = FromSchema<typeof importRunSchema>;

export interface ImportCounts {
  /** Rows read (header aside). */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
}

/** One import as its page shows it (GET /api/{siteId}/imports/{id}). */
export interface ImportView {
  id: string;
  type: string;
  fileName: string;
  format: ImportFormat;
  state: ImportState;
  mode: ImportMode;
  key: string;
  startedBy: string;
  createdAt: string;
  /** The columns of a CSV and their targets; for JSON, the keys left out. */
  columns: ColumnMatch[];
  leftOut: string[];
  /** The last dry run's or import's figures (`dryRun` says which). */
  dryRun: boolean;
  counts: ImportCounts;
  refusals: (RefusalGroup & { text: string })[];
  /** What made the whole file unreadable, naming its line ('' when it was read to its end): nothing was written. */
  fileError: string;
  /** The job of the last check, import or undo. */
  jobId: string;
  /** Its undo's figures, once undone: records archived, put back, and those changed since, left alone. */
  undo: { archived: number; restored: number; leftAlone: string[] } | null;
}

/** The paths a file may fill, for the column picker: path and French label. */
export interface ImportTargetView {
  path: string;
  label: string;
}

export interface ImportUploaded {
  import: ImportView;
  targets: ImportTargetView[];
}
