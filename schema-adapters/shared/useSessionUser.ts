import { usePermissions } from 'react-admin';
import type { SessionUser } from '../../model/rights';

/** The session user, as the shell's auth provider answers getPermissions. */
export const useSessionUser = (): SessionUser | undefined => usePermissions<SessionUser>().permissions;

export const useIsDeveloper = (): boolean => useSessionUser()?.isDeveloper === true;
