// Build information of the environment popup (spec 000 §1: version v1.38.3 on the prod branch; §2: tag, commit, date).
import { formatDateTime } from '../../schema-adapters/shared';

export const BUILD_VERSION = 'v1.38.3';
export const BUILD_BRANCH = 'prod';

/** What vite.config.ts wrote in at build time (scripts/buildInfo.ts); a build outside a git clone has no tag or commit. */
export const buildInfo = (env: Partial<ImportMetaEnv> = import.meta.env) => ({
  tag: env.VITE_BUILD_TAG || 'aucun',
  commit: env.VITE_BUILD_COMMIT || 'inconnu (construit hors dépôt git)',
  date: formatDateTime(env.VITE_BUILD_DATE) ?? 'inconnue',
});
