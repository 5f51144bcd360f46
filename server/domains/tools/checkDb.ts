// Database check (spec 000 §2): records that no longer pass their schema (the URL policy among its rules) or that
// today's sanitising would strip (stored before a rule existed), references to records that are gone,
// stored files nothing uses (and files used but absent), ids of one type differing only by case. A report with links.
import { collectionPath } from '../../../model/paths.js';
import type { CheckDbIssue, CheckDbIssueKind } from '../../../model/tools/index.js';
import { checkRecord, COMPUTED_KEYS } from '../../../model/validation/index.js';
import type { JobKind } from '../../jobs/types.js';
import { unsafeStoredFields } from '../../services/recordSanitizer.js';
import { isGlobalSchema } from '../../services/schemaRegistry.js';
import { referencesOf, missingRecords } from '../environments/index.js';
import { siteTypes, stopIfCancelled, type ToolDeps, toolKind } from './context.js';
import { lagTolerant } from '../../storage/readReplica.js';
import { caseDuplicateIds, siteDocsPage } from './storage.js';

const MAX_ISSUES = 1000;
const PAGE = 500;

export const checkDbJob = (deps: ToolDeps): JobKind =>
  toolKind('checkDb', 'Vérification de la base', async (ctx) => {
    // A report: its walk reads the replica when there is one recent enough (storage/readReplica.ts).
    const reads = lagTolerant(deps.pool);
    const counts: Record<CheckDbIssueKind, number> = { invalid: 0, unsafe: 0, dangling: 0, orphanFile: 0, missingFile: 0, duplicateId: 0 };
    const issues: CheckDbIssue[] = [];
    const report = (issue: CheckDbIssue) => {
      counts[issue.kind]++;
      if (issues.length < MAX_ISSUES) issues.push(issue);
    };
    const isRecordType = (cls: string) => {
      const s = deps.registry.get(cls);
      return !!s && !isGlobalSchema(s) && s.hasAssociatedDBCollection !== false;
    };
    const usedFiles = new Map<string, { cls: string; id: string }>();
    // What records keep beyond their file properties (renditions, export files): used, never reported as absent.
    const ownedFiles = new Set<string>();
    const ownedFolders = new Set<string>();
    const isOwned = (file: string) => ownedFiles.has(file) || [...ownedFolders].some((folder) => file.startsWith(folder));
    const types = siteTypes(deps.registry);
    for (const [t, type] of types.entries()) {
      const schema = deps.registry.get(type)!;
      // Read-only values are the server's own (states, results, links it keeps): they are not checked as a write would be.
      const serverKept = new Set(schema.propertiesList.filter((p) => p.readOnly).map((p) => p.key));
      const asStored = { propertiesList: schema.propertiesList.filter((p) => !serverKept.has(p.key)) };
      const labelOf = (key: string) => schema.propertiesList.find((p) => p.key === key)?.label ?? key;
      const linkOf = (id: string) => `/${ctx.siteId}/${collectionPath(schema)}/${encodeURIComponent(id)}`;
      for (let after = ''; ;) {
        stopIfCancelled(ctx.signal);
        const page = await siteDocsPage(reads, ctx.siteId, type, after, PAGE);
        if (!page.length) break;
        after = page[page.length - 1].id;
        const refs: { _cls: string; _id: string; from: string }[] = [];
        for (const { id, doc } of page) {
          const input = Object.fromEntries(Object.entries(doc).filter(([k]) => !COMPUTED_KEYS.has(k) && !serverKept.has(k)));
          const check = checkRecord(asStored, input, { isNew: false, stored: doc });
          const explained = (errors: Record<string, string>) =>
            Object.entries(errors)
              .map(([k, m]) => `${labelOf(k)} : ${m}`)
              .join(' ; ')
              .slice(0, 500);
          if (!check.ok) report({ kind: 'invalid', cls: type, id, link: linkOf(id), message: explained(check.errors) });
          const unsafe = unsafeStoredFields(deps.hooks, schema, input, ctx.siteId);
          if (Object.keys(unsafe).length) report({ kind: 'unsafe', cls: type, id, link: linkOf(id), message: explained(unsafe) });
          const found = referencesOf(schema.propertiesList, { ...doc, _id: id, _cls: type }, isRecordType);
          for (const r of found.records) refs.push({ ...r, from: id });
          for (const p of found.files) if (!usedFiles.has(p)) usedFiles.set(p, { cls: type, id });
          for (const p of deps.hooks.ownedFiles(type, id, doc)) (p.endsWith('/') ? ownedFolders : ownedFiles).add(p);
        }
        const missing = new Set((await missingRecords(reads, ctx.siteId, refs)).map((r) => `${r._cls}/${r._id}`));
        for (const r of refs) {
          if (missing.has(`${r._cls}/${r._id}`)) {
            report({
              kind: 'dangling',
              cls: type,
              id: r.from,
              link: linkOf(r.from),
              message: `Référence vers ${r._cls} « ${r._id} », absent ou archivé`,
            });
          }
        }
      }
      await ctx.progress((t + 1) / (types.length + 1), `${type} vérifié`);
    }
    for (const [file, owner] of usedFiles) {
      if (!(await deps.store.exists(ctx.siteId, file))) {
        const schema = deps.registry.get(owner.cls)!;
        report({
          kind: 'missingFile',
          cls: owner.cls,
          id: owner.id,
          path: file,
          link: `/${ctx.siteId}/${collectionPath(schema)}/${owner.id}`,
          message: `Fichier ${file} utilisé mais absent`,
        });
      }
    }
    for await (const { path: file } of deps.store.files(ctx.siteId)) {
      if (!usedFiles.has(file) && !isOwned(file))
        report({ kind: 'orphanFile', path: file, message: `Fichier ${file} utilisé par aucun enregistrement` });
    }
    for (const { cls, ids } of await caseDuplicateIds(reads, ctx.siteId, types)) {
      const schema = deps.registry.get(cls)!;
      report({
        kind: 'duplicateId',
        cls,
        id: ids[0],
        link: `/${ctx.siteId}/${collectionPath(schema)}/${ids[0]}`,
        message: `Identifiants en double (casse) : ${ids.join(', ')}`,
      });
    }
    await ctx.log(
      `${counts.invalid} invalide(s), ${counts.unsafe} à nettoyer, ${counts.dangling} référence(s) cassée(s), ${counts.orphanFile} fichier(s) orphelin(s), ${counts.missingFile} fichier(s) manquant(s), ${counts.duplicateId} doublon(s) d'identifiant`,
      Object.values(counts).some((n) => n > 0) ? 'warning' : 'info',
    );
    await ctx.progress(1, 'Vérification terminée');
    return { counts, issues };
  });
