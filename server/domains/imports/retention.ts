// The files of imports that never ran (issue 31): kept a week for their dry runs, then removed by a nightly job, the
// import's page saying why. An import that runs removes its own file at once (service.ts); the refused rows' file stays
// with its page.
import type pg from 'pg';
import type { JobKind } from '../../jobs/types.js';
import type { FileStore } from '../../storage/fileStore.js';
import { sourceFile } from './service.js';
import { expireUploads } from './storage.js';

export const UPLOAD_KEEP_DAYS = 7;
/** As the import's report shows it: « Fichier illisible : {this}. Rien n'a été écrit. » */
export const FILE_EXPIRED = `il n'est plus là, supprimé faute d'avoir été importé dans les ${UPLOAD_KEEP_DAYS} jours suivant son envoi ; envoyez-le de nouveau`;
const BATCH = 200;

/** Expires the imports sent before `now` less the week kept, and removes their files; answers how many. */
export async function expireStaleUploads(pool: pg.Pool, store: FileStore, now = new Date(), signal?: AbortSignal): Promise<number> {
  const before = new Date(now.getTime() - UPLOAD_KEEP_DAYS * 86_400_000);
  let expired = 0;
  for (let batch = BATCH; batch === BATCH && !signal?.aborted;) {
    const stale = await expireUploads(pool, before, FILE_EXPIRED, BATCH);
    // A file already gone (removed by hand, or a crash between the two) is no failure.
    for (const { id, siteId } of stale) await store.remove(siteId, sourceFile(id)).catch(() => undefined);
    batch = stale.length;
    expired += batch;
  }
  return expired;
}

export const importFilesRetentionJob = (store: FileStore): JobKind => ({
  kind: 'IMPORT_FILES_RETENTION',
  label: "Purge des fichiers d'import jamais importés",
  cron: '53 3 * * *',
  run: async (ctx) => {
    const expired = await expireStaleUploads(ctx.pool, store, new Date(), ctx.signal);
    await ctx.progress(1, `${expired} fichier(s) d'import de plus de ${UPLOAD_KEEP_DAYS} jours supprimé(s)`);
    return { expired };
  },
});
