// What `npm run import` does with the engine (scripts/import.ts): the file uploaded as the console uploads it, its dry
// run, then unless `dryRun` its import, both run in this process by the jobs' own pass (runHere). Apart from the
// command line, so that the report and the exit code follow from what it answers.
import type { Readable } from 'node:stream';
import { BY_CLS, type ImportRun, type ImportView } from '../model/imports/index.js';
import { runHere, type ImportEngine } from '../server/domains/index.js';
import type { CallContext } from '../server/services/access.js';

export interface ImportRequest {
  type: string;
  fileName: string;
  open: () => Readable;
  run: ImportRun;
  dryRun: boolean;
  print: (line: string) => void;
}

/** The import's view after its dry run (and its import): what its page shows. */
export async function runImport({ imports }: ImportEngine, ctx: CallContext, request: ImportRequest): Promise<ImportView> {
  const uploaded = await imports.upload(ctx, request.type, request.fileName, request.open());
  const id = uploaded.import.id;
  const into = request.type === BY_CLS ? "les types qu'indique le « _cls » de chaque ligne" : request.type;
  request.print(`Import ${id} (${uploaded.import.format}) de ${request.fileName} dans ${into}, site ${ctx.siteId}`);
  for (const { column, path } of uploaded.import.columns) request.print(`  colonne « ${column} » → ${path ?? 'laissée de côté'}`);
  const refused = await runHere(imports, ctx, id, request.run, true, request.print);
  if (refused || request.dryRun) return imports.get(ctx, id);
  const stopped = await runHere(imports, ctx, id, { stopAtFirstRefusal: request.run.stopAtFirstRefusal }, false, request.print);
  if (stopped) request.print(`Import interrompu : ${stopped}`);
  return imports.get(ctx, id);
}
