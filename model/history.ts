// A record's history as the API answers it (GET /api/{siteId}/history/{Type}/{id}…) and the console shows it.

/** A field a version changed, named by its label. */
export interface ChangedField {
  key: string;
  label: string;
}

export interface HistoryVersion {
  /** The version's number in the history (ordered by time across the database). */
  seq: string;
  /** The record's ETag version this write produced. */
  version: number;
  at: string;
  /** create, update, archive, restore, restoreVersion ('Restaurer cette version'). */
  action: string;
  login: string | null;
  /** console, api (another server's API token), job, system. */
  via: string;
  jobId?: string;
  jobLabel?: string | null;
  archived: boolean;
  changed: ChangedField[];
}

export interface VersionsPage {
  data: HistoryVersion[];
  /** Pass as `before` for the next (older) page. */
  next?: string;
}

/** A field's value before and after; `from` is absent when the version before is no longer kept. */
export interface HistoryChange extends ChangedField {
  from?: unknown;
  to: unknown;
}

export interface VersionDetail extends HistoryVersion {
  record: Record<string, unknown>;
  changes: HistoryChange[];
}

export interface VersionsCompared {
  from: HistoryVersion & { record: Record<string, unknown> };
  to: HistoryVersion & { record: Record<string, unknown> };
  changes: HistoryChange[];
}

const ACTIONS: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  archive: 'Archivage',
  restore: 'Sortie des archives',
  restoreVersion: "Restauration d'une version",
};

/** "Modification", "Création"… in French. */
export const actionLabel = (action: string): string => ACTIONS[action] ?? action;

/** Through what the version was written, in French: "console", "jeton d'API", "tâche « Exécuter » n° 12". */
export function viaLabel(v: Pick<HistoryVersion, 'via' | 'jobId' | 'jobLabel'>): string {
  if (v.via === 'job') return `tâche${v.jobLabel ? ` « ${v.jobLabel} »` : ''}${v.jobId ? ` n° ${v.jobId}` : ''}`;
  if (v.via === 'api') return "jeton d'API";
  if (v.via === 'console') return 'console';
  return 'système';
}
