// Who must have a second factor (issue 32 §2): a global setting a super administrator edits, kept in app_state so that
// every server reads the same rule.
import type { Queryable } from '../../storage/db.js';
import { getState, setState } from '../../storage/appState.js';

export interface FactorPolicy {
  /** Super administrators must have one. */
  superAdmins: boolean;
  /** Holders of the payments (`users`) or admin-users (`admin`) rights must have one. */
  sensitiveRights: boolean;
  everyone: boolean;
}

const KEY = 'signIn.factorPolicy';
export const NO_POLICY: FactorPolicy = { superAdmins: false, sensitiveRights: false, everyone: false };

export async function readPolicy(db: Queryable): Promise<FactorPolicy> {
  const stored = (await getState(db, KEY)) as Partial<FactorPolicy> | undefined;
  return { ...NO_POLICY, ...(stored && typeof stored === 'object' ? stored : {}) };
}

export const writePolicy = (db: Queryable, policy: FactorPolicy): Promise<void> => setState(db, KEY, policy);

/** Whether the policy requires a second factor of this account (its AdminUser document). */
export function mustHaveFactor(policy: FactorPolicy, doc: Record<string, unknown>): boolean {
  const rights = (doc.rights ?? {}) as Record<string, unknown>;
  if (policy.everyone) return true;
  if (policy.superAdmins && doc.superAdmin === true) return true;
  return policy.sensitiveRights && (doc.superAdmin === true || rights.users === true || rights.admin === true);
}
