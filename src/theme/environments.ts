// Each environment's colour, worn by the whole navbar so that production is never taken for a test server (issue 34),
// and by the developers' environment tag. Hues far apart (blue, amber, violet, maroon) that stay apart for a
// colour-blind reader too; white text reads at 7:1 and more on each.
import type { Environment } from '../../model/constants';

export const ENVIRONMENT_COLOURS: Record<Environment, string> = {
  dev: '#174a86',
  staging: '#7a3d00',
  preprod: '#4f2a7f',
  prod: '#7f1313',
};

/** The navbar's colour where the environment is unknown (an old server's session). */
export const NEUTRAL_BAR = '#263238';

export const environmentColour = (env: string | undefined): string => ENVIRONMENT_COLOURS[env as Environment] ?? NEUTRAL_BAR;
