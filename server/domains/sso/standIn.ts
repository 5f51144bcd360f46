// The local OpenID provider simulator (stand-ins/oidc, design.md §11): started when no real provider is configured
// (and OIDC_STAND_IN is not 0), with the SsoProvider record `simulateur-local` pointing at it, its address and secret
// renewed at each start (its mapping, label and switches stay as a super administrator left them).
import crypto from 'node:crypto';
import type pg from 'pg';
import { STAND_IN_CLIENT, STAND_IN_PROVIDER_ID } from '../../../model/sso/index.js';
import { startOidcStandIn, type OidcStandIn } from '../../../stand-ins/oidc/index.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SecretBox } from '../../storage/secretBox.js';
import { providerOf, SSO_PROVIDER_TYPE } from './providers.js';
import { isLoopbackHttp } from './relyingParty.js';
import { writeGlobalRecord } from './recordWrites.js';
import { getProviderDoc, listProviderDocs } from './storage.js';

/** The demo's mapping: the directory's groups of stand-ins/oidc/accounts.ts ('stagiaires' is left out on purpose). */
const DEMO_MAPPINGS = [
  { group: 'redaction', siteIds: [], rights: { contents: true, hasDataSectionAccess: true } },
  { group: 'boutique', siteIds: [], rights: { products: true, users: true } },
];

/** Whether the simulator a record points at answers already (another console of the same database started it). */
async function answers(issuer: string): Promise<boolean> {
  try {
    const url = new URL(issuer);
    if (!isLoopbackHttp(url)) return false;
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(1500), redirect: 'manual' });
    return res.ok && ((await res.json()) as { issuer?: string }).issuer === issuer;
  } catch {
    return false;
  }
}

/**
 * Starts the simulator unless a real provider is configured, or the record points at a simulator that answers (a
 * second console on the same database uses the first one's: rewriting the record would leave the first pointing at a
 * simulator that ends with the second).
 */
export async function startStandInProvider(
  pool: pg.Pool,
  registry: SchemaRegistry,
  secrets: SecretBox,
  shared?: { issuer: string; secret: string },
): Promise<OidcStandIn | undefined> {
  const providers = (await listProviderDocs(pool)).map((r) => providerOf(r.id, r.doc));
  if (providers.some((p) => !p.standIn)) return undefined;
  const current = providers.find((p) => p.id === STAND_IN_PROVIDER_ID);
  if (shared) {
    // A fleet's one simulator (stand-ins/serve.ts oidc): every server writes the same address, once it differs.
    if (current?.issuer !== shared.issuer || !current.clientSecret || secretOf(secrets, current.clientSecret) !== shared.secret)
      await pointAt(pool, registry, secrets, shared);
    return undefined;
  }
  if (current?.issuer && (await answers(current.issuer))) return undefined;
  const secret = crypto.randomBytes(24).toString('base64url');
  const standIn = await startOidcStandIn({ client: { ...STAND_IN_CLIENT, secret } });
  await pointAt(pool, registry, secrets, { issuer: standIn.issuer, secret });
  return standIn;
}

const secretOf = (secrets: SecretBox, stored: string) => {
  try {
    return secrets.open(stored);
  } catch {
    return undefined;
  }
};

/** The record `simulateur-local` pointed at a simulator: seeded the first time, its address and secret renewed after. */
async function pointAt(pool: pg.Pool, registry: SchemaRegistry, secrets: SecretBox, at: { issuer: string; secret: string }): Promise<void> {
  const existing = await getProviderDoc(pool, STAND_IN_PROVIDER_ID);
  const renewed = { issuer: at.issuer, clientId: STAND_IN_CLIENT.id, clientSecret: secrets.seal(at.secret), standIn: true };
  const seeded = {
    label: 'Simulateur local',
    scopes: 'openid email profile groups',
    groupsClaim: 'groups',
    allowAccountCreation: true,
    groupMappings: DEMO_MAPPINGS,
  };
  await writeGlobalRecord(
    pool,
    registry,
    { _id: 'console', login: 'console' },
    SSO_PROVIDER_TYPE,
    STAND_IN_PROVIDER_ID,
    existing ? renewed : { ...seeded, ...renewed },
  );
}
