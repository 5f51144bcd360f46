// Answers of the environments API (docs/api.md "Environments"; design.md §13), shared by the server that builds them
// and the screens that read them: copy to environment, content comparison, schema comparison.

/** What to check when a peer cannot be read (spec 001 §8's hint, for tokens rather than third-party cookies). */
export const peerHint = (env: string) => `Vérifiez l'URL et le jeton de l'environnement « ${env} » (réglage ENVIRONMENTS de ce serveur).`;

/** A loading error of another server, with the hint when its message does not hold it already. */
export const withPeerHint = (message: string, env: string) => (message.includes(peerHint(env)) ? message : `${message} ${peerHint(env)}`);

/** A server the console can reach: this one, or a peer named in ENVIRONMENTS. */
/**
 * Global types (schemas, sites, video servers: every site's, kept in the global space) copy from server to server
 * like the others, by super administrators; administrators do not: their access is granted on each server by its
 * own super administrators, and their passwords are never read.
 */
export const NOT_COPIED_GLOBAL_TYPES: Readonly<Record<string, string>> = {
  AdminUser:
    "Les administrateurs ne se copient pas d'un serveur à l'autre : leurs accès se donnent sur chaque serveur, par ses super administrateurs",
  // Each server has its own callback address and client secret, registered at the provider (docs/integrations.md).
  SsoProvider:
    "Les fournisseurs d'identité ne se copient pas d'un serveur à l'autre : chaque serveur a son adresse de retour et son secret, déclarés chez le fournisseur",
};

export interface ServerChoice {
  name: string;
  label: string;
  /** This server itself (another site of it). */
  self: boolean;
}

export interface EnvironmentsInfo {
  env: string;
  servers: ServerChoice[];
  copyTargets: ServerChoice[];
}

/** An API token as super administrators list it (its hash never leaves the server). */
export interface ApiToken {
  id: string;
  name: string;
  scope: 'read' | 'read-write';
  siteIds: string[];
  createdBy: string | null;
  createdByLogin: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** Only in the answer of its creation: shown once. */
  token?: string;
}

export interface SiteChoice {
  _id: string;
  label: string;
}

/** One changed leaf of a readable field-level diff ("layout.0.cols.1.size"). */
export interface FieldChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  /** The value on the side being replaced (the target of a copy). */
  before?: unknown;
  /** The value the copy brings. */
  after?: unknown;
}

/** What a record uses, and whether the target has it. */
export interface ReferenceStatus {
  kind: 'record' | 'file';
  _cls?: string;
  _id?: string;
  path?: string;
  label: string;
  /** Absent on the target. */
  missing: boolean;
}

/** GET {apiPath}/compare: the target's version (null when it is not there: the copy will create it) and the diff. */
export interface Comparison<R = Record<string, unknown>> {
  found: boolean;
  target: R | null;
  changes: FieldChange[];
  references: ReferenceStatus[];
  link: string;
}

/** POST {apiPath}/copyTo: the written resource and the link to it on the target. */
export interface CopyOutcome<R = Record<string, unknown>> {
  resource: R;
  link: string;
  created: boolean;
  copied: { _cls: string; _id: string; label: string }[];
  files: number;
  warnings: string[];
}

/** Seen from the left side (this server): `added` exists only on the left, `removed` only on the right. */
export type ItemStatus = 'added' | 'removed' | 'changed' | 'same';

export interface ComparedItem {
  _id: string;
  label: string;
  status: ItemStatus;
  /** For `changed`: what copying left → right changes on the right (before = right, after = left). */
  changes?: FieldChange[];
}

/** One page of the content comparison. */
export interface ComparisonPage {
  counts: Record<ItemStatus, number>;
  /** Items this page is taken from (the differing ones, or all with showAll). */
  total: number;
  items: ComparedItem[];
}

/** The schemas of this server against a peer's (tools page). */
export interface SchemaComparison {
  /** Only here. */
  added: string[];
  /** Only on the peer. */
  removed: string[];
  /** Changes from the peer's version to this one. */
  changed: { _id: string; changes: FieldChange[] }[];
  same: number;
}
