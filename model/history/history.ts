// A record's history as the API answers it (GET /api/{siteId}/history/{Type}/{id}…) and the console shows it.

/** A field a version changed, named by its label. */
export interface ChangedField {
  key: string;
  label: string;
}

/** Where a copied record came from: a site of this server or of another environment ('Copier vers …', comparison page). */
export interface CopySource {
  env: string;
  siteId: string;
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
  /** Set when the write was a copy from another environment or site. */
  copiedFrom?: CopySource;
  archived: boolean;
  changed: ChangedField[];
  /** In a list of versions: restoring this one would change nothing (it is the record as it is now). */
  identicalToRecord?: boolean;
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

/** Why a version is not restored (409 NOTHING_TO_RESTORE), and why the console does not offer it. */
export const NOTHING_TO_RESTORE = "Cette version est identique à l'enregistrement actuel";

const ACTIONS: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  archive: 'Archivage',
  restore: 'Sortie des archives',
  restoreVersion: "Restauration d'une version",
  baseline: "État antérieur à l'historique",
};

/** "Modification", "Création"… in French. */
const actionLabel = (action: string): string => ACTIONS[action] ?? action;

/** What the version's write did, in French: its action, or "Copié depuis « staging » (site « demo »)" for a copy. */
export const versionActionLabel = (v: Pick<HistoryVersion, 'action' | 'copiedFrom'>): string =>
  v.copiedFrom ? `Copié depuis « ${v.copiedFrom.env} » (site « ${v.copiedFrom.siteId} »)` : actionLabel(v.action);

/**
 * The header by which a console server copying a record to a peer names the copy's source, so that the peer's version
 * says it is a copy: `{env}/{siteId}`. Only a label (the writer stays the token's user, with its rights).
 */
export const COPIED_FROM_HEADER = 'x-copied-from';
const ENV_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const SITE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export const copiedFromHeader = (source: CopySource): string => `${source.env}/${source.siteId}`;

/** The copy's source read from the header; undefined when it is not `{env}/{siteId}` with valid names. */
export function parseCopiedFrom(header: string): CopySource | undefined {
  const [env, siteId, ...rest] = header.split('/');
  return !rest.length && ENV_NAME.test(env) && SITE_NAME.test(siteId ?? '') ? { env, siteId } : undefined;
}

/** Through what the version was written, in French: "console", "jeton d'API", "tâche « Exécuter » n° 12". */
export function viaLabel(v: Pick<HistoryVersion, 'via' | 'jobId' | 'jobLabel'>): string {
  if (v.via === 'job') return `tâche${v.jobLabel ? ` « ${v.jobLabel} »` : ''}${v.jobId ? ` n° ${v.jobId}` : ''}`;
  if (v.via === 'api') return "jeton d'API";
  if (v.via === 'console') return 'console';
  return 'système';
}
