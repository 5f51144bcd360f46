// How an audit log entry reads in the console (docs/api.md "Audit log").
export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'login_throttled',
  'forbidden',
  'create',
  'update',
  'archive',
  'restore',
  // Second factors and sessions (issue 32).
  'login_password_ok',
  'factor_failed',
  'recovery_code_used',
  'factor_added',
  'factor_removed',
  'factors_reset',
  'factor_verified',
  'factor_policy_changed',
  'session_ended',
  'logout',
  'sso_unlinked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ACTION_LABELS: Record<AuditAction, string> = {
  login: 'Connexion',
  login_failed: 'Échec de connexion',
  login_throttled: 'Connexion bloquée',
  forbidden: 'Accès refusé',
  create: 'Création',
  update: 'Modification',
  archive: 'Archivage',
  restore: 'Restauration',
  login_password_ok: 'Mot de passe accepté, second facteur attendu',
  factor_failed: 'Échec du second facteur',
  recovery_code_used: 'Code de secours utilisé',
  factor_added: 'Second facteur ajouté',
  factor_removed: 'Second facteur retiré',
  factors_reset: 'Seconds facteurs retirés par un super administrateur',
  factor_verified: 'Second facteur confirmé',
  factor_policy_changed: 'Règle de connexion modifiée',
  session_ended: 'Session fermée',
  logout: 'Déconnexion',
  sso_unlinked: "Compte d'entreprise délié",
};

export const actionLabel = (action: string): string => (Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action as AuditAction] : action);

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm:ss in local time; the text itself when it is not a date. */
export function formatAuditDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export interface ChangeLine {
  key: string;
  /** Absent for a creation (nothing before). */
  from?: string;
  to: string;
}

const MAX_VALUE = 160;

/** A stored value, short: texts as they are, the rest as JSON; '∅' for nothing. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '∅';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** The lines of a write's diff (`{changes: {key: {from, to}}}`), by key. */
export function changeLines(detail: unknown): ChangeLine[] {
  const changes = (detail as { changes?: Record<string, { from?: unknown; to?: unknown }> } | null)?.changes;
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, change]) => ({ key, ...('from' in (change ?? {}) && { from: valueText(change.from) }), to: valueText(change?.to) }));
}

/** A refusal's detail (`{method, url, code}`) in one line. */
export function refusalText(detail: unknown): string | undefined {
  const refusal = detail as { method?: string; url?: string; code?: string } | null;
  if (!refusal || typeof refusal !== 'object' || (!refusal.url && !refusal.code)) return undefined;
  return [refusal.method, refusal.url, refusal.code && `(${refusal.code})`].filter(Boolean).join(' ');
}
