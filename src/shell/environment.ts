// Build information of the environment popup (spec 000 §1: version v1.38.3 on the prod branch).
import type { Environment } from '../../model/constants';

export const BUILD_VERSION = 'v1.38.3';
export const BUILD_BRANCH = 'prod';

const orDash = (value: string | undefined) => value || '—';

export const buildInfo = () => ({
  tag: orDash(import.meta.env.VITE_BUILD_TAG),
  commit: orDash(import.meta.env.VITE_BUILD_COMMIT),
  date: orDash(import.meta.env.VITE_BUILD_DATE),
});

/** Distinct colours per environment: production stands out in red. */
export const ENVIRONMENT_COLOURS: Record<Environment, string> = {
  dev: '#2e7d32',
  staging: '#ed6c02',
  preprod: '#7b1fa2',
  prod: '#d32f2f',
};
