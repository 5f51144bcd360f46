// Bodies and answers of the exports domain's routes (docs/api.md "Exports", "Accounting reconciliation", "Execute"):
// one declaration for the server that sends them and the console that reads them (the bodies as the routes' schemas).
import type { FromSchema } from 'json-schema-to-ts';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const SECONDS = { type: 'integer', minimum: -62135596800, maximum: 253402300799 } as const;

/** What starts an export (POST /api/{siteId}/exports): the route's body schema, and its type. */
export const exportRequestSchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,99}$' },
    /** A preset of the type, or the picked `fields`. */
    preset: text(100),
    fields: { type: 'array', maxItems: 300, items: text(300) },
    adminFilter: text(10000),
    adminSearch: text(1000),
    /** The list's sidebar sub-filter (its id, as GET …/data/{Type}?filter= takes it). */
    filter: text(100),
    /** Period on the creation date, Unix seconds. */
    min: SECONDS,
    max: SECONDS,
  },
} as const;
export type ExportRequest = FromSchema<typeof exportRequestSchema>;

/** 202 of an export or of a payout's accounting export: its Export record and its job. */
export interface ExportStarted {
  exportId: string;
  jobId: string;
}

/** A line of an Export's issue report (catalogue/schemas/Export.json `result.issues`). */
export interface ExportIssue {
  code: string;
  message: string;
  resource?: { _id: string; _cls: string };
}

/** A payout of the payment provider (GET /api/{siteId}/accounting/payouts). */
export interface PayoutView {
  id: string;
  arrival_date: number;
  /** Cents, as the provider stores it. */
  amount: number;
  currency: string;
  status: string;
  statusLabel: string;
  /** When this payout was last exported (Unix seconds), if ever. */
  exportedTs?: number;
}

export interface PayoutList {
  /** The provider is the local stand-in ('simulateur local'). */
  simulated: boolean;
  data: PayoutView[];
}

/** Body of the Execute tab's preview and run (no filter: every record of the type). */
export const executeRequestSchema = {
  type: 'object',
  required: ['command'],
  additionalProperties: false,
  properties: { filter: text(10000), command: text(10000) },
} as const;
export type ExecuteInput = Required<FromSchema<typeof executeRequestSchema>>;

export interface ExecutePreview {
  count: number;
  countIsLowerBound?: boolean;
  /** The first matches by id: what the command would change, or why the record would be left as it is. */
  samples: { _id: string; label: string; error?: string; diff: { key: string; before: unknown; after: unknown }[] }[];
}

/** A record an execution or its undo left as it was, and why. */
export interface Skipped {
  _id: string;
  label: string;
  message: string;
}

/** Result of the `execute` job. */
export interface ExecuteOutcome {
  matched: number;
  changed: number;
  unchanged: number;
  skipped: Skipped[];
  skippedCount: number;
}

/** Result of the `execute-undo` job. */
export interface UndoOutcome {
  restored: number;
  skipped: Skipped[];
  skippedCount: number;
}
