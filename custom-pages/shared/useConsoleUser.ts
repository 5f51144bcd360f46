import { usePermissions } from 'react-admin';
import type { ConsoleUser } from '../../model/session';

/** The session user as the shell's auth provider answers it (docs/api.md "Session user"). */
export const useConsoleUser = (): ConsoleUser | undefined => usePermissions<ConsoleUser>().permissions;
