import { usePermissions } from 'react-admin';
import type { Environment } from '../../model/constants';
import type { SessionUser } from '../../model/rights';

/** The session user as the shell's auth provider answers it (docs/api.md "Session user"). */
export interface ConsoleUser extends SessionUser {
  env?: Environment;
  sites?: { _id: string; label: string; isProd?: boolean }[];
}

export const useConsoleUser = (): ConsoleUser | undefined => usePermissions<ConsoleUser>().permissions;
