// The code loaded on demand that most first screens need: the sites' routes (the shell), and the two screens most
// addresses show. src/main.tsx asks for what the address needs before the console's main code has even arrived.
import { ARCHIVED_RECORD_SEGMENT } from '../../model/paths';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const SiteRoutes = onDemand(() => import('./SiteRoutes').then((m) => m.SiteRoutes));
export const SchemaCollectionPage = onDemand(() => import('../../schema-adapters/list/SchemaCollectionPage').then((m) => m.SchemaCollectionPage));
// The record editor (its inputs, rich text, dialogs) loads when a record is first opened, not with the shell.
export const SchemaRecordPage = onDemand(() => import('../../schema-adapters/record/SchemaRecordPage').then((m) => m.SchemaRecordPage));

const RECORD_ENDINGS = new Set(['edit', 'new', ARCHIVED_RECORD_SEGMENT]);

/** An address beyond a site's home is most often a list's (matchCollectionRoute.ts), or a record's by its last segment. */
export function preloadScreenOf(pathname: string): Promise<unknown> {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length < 2) return Promise.resolve();
  const screen = RECORD_ENDINGS.has(parts.at(-1)!) ? SchemaRecordPage : SchemaCollectionPage;
  return screen.preload().catch(() => undefined);
}
