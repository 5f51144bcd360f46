// Tool "copy the files into the store" (issue 21 §1): a DATA_DIR file tree written before STORAGE_URL named an object
// store — uploads, encoded videos, exports, the file archive — copied into the configured store at the same keys.
// Resumable: an object already there with the same size is skipped, so a run stopped midway is run again. The image
// cache is not copied: the store's own fills itself as images are asked for.
import type { JobKind } from '../../jobs/types.js';
import { AppError } from '../../errors.js';
import { countObjects, LocalObjectStore, walk } from '../../storage/files/index.js';
import { stopIfCancelled, type ToolDeps, toolKind } from './context.js';

/** The folders of DATA_DIR the store takes over. */
export const COPIED_PREFIXES = ['files/', 'archive/files/'];
const PROGRESS_EVERY = 25;

export interface CopyFilesResult {
  copied: number;
  skipped: number;
  bytes: number;
}

export const copyFilesJob = (deps: ToolDeps): JobKind => ({
  ...toolKind('copyFilesToStore', 'Copie des fichiers de DATA_DIR vers le stockage', async (ctx): Promise<CopyFilesResult> => {
    const target = deps.store.objects;
    const source = new LocalObjectStore(deps.dataDir);
    await ctx.log(`De ${deps.dataDir} vers ${target.label}`);
    let total = 0;
    for (const prefix of COPIED_PREFIXES) total += await countObjects(source, prefix);
    const result: CopyFilesResult = { copied: 0, skipped: 0, bytes: 0 };
    const line = () => `${result.copied + result.skipped} / ${total} fichiers (${result.copied} copiés, ${result.skipped} déjà là)`;
    await ctx.progress(0, line());
    for (const prefix of COPIED_PREFIXES) {
      for await (const object of walk(source, prefix)) {
        stopIfCancelled(ctx.signal);
        if ((await target.head(object.key))?.size === object.size) result.skipped++;
        else {
          const opened = await source.get(object.key);
          if (!opened) continue;
          await target.put(object.key, opened.stream);
          result.copied++;
          result.bytes += object.size;
        }
        const done = result.copied + result.skipped;
        if (done % PROGRESS_EVERY === 0 || done === total) await ctx.progress(total ? Math.min(done / total, 1) : 1, line());
      }
    }
    await ctx.progress(1, line());
    await ctx.log(line());
    return result;
  }),
  // Retried, it skips what the failed run copied.
  retryLimit: 2,
  async beforeStart() {
    const target = deps.store.objects;
    if (target instanceof LocalObjectStore && target.root === deps.dataDir)
      throw new AppError(409, 'SAME_STORE', 'Les fichiers sont déjà dans DATA_DIR : donnez STORAGE_URL (stockage S3) avant de copier');
  },
});
