// SsoProvider records (catalogue/schemas/SsoProvider.json) as the sign-in reads them, what the login page may show of
// them, and the rule of their writes (issuer address, scopes, mapping).
import { RIGHT_FLAGS, type RightName } from '../../../model/rights.js';
import { badRequest } from '../../errors.js';
import { isLoopbackHttp } from './relyingParty.js';

export const SSO_PROVIDER_TYPE = 'SsoProvider';

export interface GroupMapping {
  group: string;
  siteIds: string[];
  rights: Partial<Record<RightName, boolean>>;
}

export interface SsoProvider {
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Always holds `openid`. */
  scopes: string;
  groupsClaim: string;
  allowAccountCreation: boolean;
  groupMappings: GroupMapping[];
  standIn: boolean;
  disabled: boolean;
}

const text = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

export const scopesOf = (value: unknown): string => {
  const scopes = text(value, 'openid email profile').split(/\s+/).filter(Boolean);
  return [...new Set(['openid', ...scopes])].join(' ');
};

export function providerOf(id: string, doc: Record<string, unknown>): SsoProvider {
  const mappings = Array.isArray(doc.groupMappings) ? (doc.groupMappings as Record<string, unknown>[]) : [];
  return {
    id,
    label: text(doc.label, id),
    issuer: text(doc.issuer),
    clientId: text(doc.clientId),
    clientSecret: typeof doc.clientSecret === 'string' ? doc.clientSecret : undefined,
    scopes: scopesOf(doc.scopes),
    groupsClaim: text(doc.groupsClaim, 'groups') || 'groups',
    allowAccountCreation: doc.allowAccountCreation === true,
    groupMappings: mappings
      .filter((m) => m && typeof m.group === 'string')
      .map((m) => ({
        group: m.group as string,
        siteIds: Array.isArray(m.siteIds) ? m.siteIds.filter((s): s is string => typeof s === 'string') : [],
        rights: (m.rights && typeof m.rights === 'object' ? m.rights : {}) as GroupMapping['rights'],
      })),
    standIn: doc.standIn === true,
    disabled: doc.disabled === true,
  };
}

/** What the login page shows of a provider: its id, its button's label, and whether it is the local simulator. */
export const publicView = (p: SsoProvider) => ({ id: p.id, label: p.label, standIn: p.standIn });

/** The writes' rule (record hook `validate`): an issuer the console may contact, `openid` asked, one row per group. */
export function checkProviderDoc(doc: Record<string, unknown>): void {
  const fields: Record<string, string> = {};
  let issuer: URL | undefined;
  try {
    issuer = new URL(text(doc.issuer));
  } catch {
    fields.issuer = "L'émetteur doit être une adresse (https://…)";
  }
  if (issuer && issuer.protocol !== 'https:' && !isLoopbackHttp(issuer))
    fields.issuer = "L'émetteur doit être en https (http n'est permis qu'en boucle locale, pour le simulateur)";
  if (issuer && (issuer.search || issuer.hash || issuer.username)) fields.issuer = "L'émetteur ne peut pas avoir de paramètres ni d'identifiants";
  if (!/^[\x21-\x7e]+( [\x21-\x7e]+)*$/.test(text(doc.scopes, 'openid').trim() || 'openid'))
    fields.scopes = 'Portées séparées par des espaces, sans accents';
  if (doc.groupsClaim !== undefined && !/^[\w:./-]{1,100}$/.test(text(doc.groupsClaim)))
    fields.groupsClaim = "Un nom d'attribut (lettres, chiffres, : . / - _)";
  const groups = Array.isArray(doc.groupMappings) ? (doc.groupMappings as { group?: unknown }[]).map((m) => text(m?.group).trim()) : [];
  const twice = groups.find((g, i) => groups.indexOf(g) !== i);
  if (twice !== undefined) fields.groupMappings = `Le groupe « ${twice} » a deux lignes : une seule par groupe`;
  if (Object.keys(fields).length) throw badRequest('VALIDATION', 'Fournisseur d\u2019identité invalide', fields);
}

/** Rights and sites a person's groups give through the mapping: the union of their rows; a group not in it gives nothing. */
export function accessFromGroups(
  mappings: readonly GroupMapping[],
  groups: readonly string[],
): { rights: Record<RightName, boolean>; siteIds: string[]; matched: string[] } | undefined {
  const rows = mappings.filter((m) => groups.includes(m.group));
  if (!rows.length) return undefined;
  const rights = Object.fromEntries(RIGHT_FLAGS.map((f) => [f, rows.some((r) => r.rights[f] === true)])) as Record<RightName, boolean>;
  // A row without sites opens every site; otherwise the sites of all rows.
  const siteIds = rows.some((r) => !r.siteIds.length) ? [] : [...new Set(rows.flatMap((r) => r.siteIds))].sort();
  return { rights, siteIds, matched: rows.map((r) => r.group) };
}

/** The groups claim as a list of names (a single string is one group; anything else, none). */
export function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string').slice(0, 500) : [];
}
