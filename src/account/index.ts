// One's own account (issue 32): 'Sécurité' (second factors: authenticator app, recovery codes, passkeys) and 'Mes
// sessions', reached from the user menu at /{siteId}/mon-compte/{securite|sessions}, for every signed-in user whatever
// their rights (no section). Loaded on first use.
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const MY_ACCOUNT_PATH = 'mon-compte';
export const MyAccountPage = onDemand(() => import('./MyAccountPage'));
