import { usePreference } from './userPreferences';
import { useSessionUser } from './useSessionUser';

/** Property keys show beside the labels for a developer whose 'Mode développeur' is on; never for anyone else. */
export function useShowsPropertyKeys(): boolean {
  const user = useSessionUser();
  const [developerMode] = usePreference(user?.login ?? '', 'developerMode');
  return user?.isDeveloper === true && developerMode;
}
