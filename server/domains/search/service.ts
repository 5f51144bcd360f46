// One search across every type the user may read on a site (issue 22 §3): each type's query runs as its list's search
// would for this user (RecordService.searchPlan: rights, read scope, hidden keys), small types several to a statement,
// a few statements at once, within a time budget.
import type { SearchGroup, SearchResult } from '../../../model/search/index.js';
import { labelOf } from '../../services/recordView.js';
import { checkSite, type CallContext } from '../../services/access.js';
import type { RecordService } from '../../services/records.js';
import { GLOBAL_SITE, isGlobalSchema, type SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { searchModes, type SearchMode } from '../../storage/documentSearch.js';
import { searchRechecks } from '../../services/searchReindex.js';
import { passAnswers } from '../../storage/documents.js';
import { searchPass, typeSizes, type SearchPool } from '../../storage/searchMatches.js';
import { badRequest } from '../../errors.js';

/** Records shown per type, and the bound of each type's count ("plus de 100"). */
export const PER_TYPE = 5;
export const COUNT_BOUND = 100;
/** Statements run at once: each holds one of the palette's own connections. */
export const CONCURRENCY = 3;
/** A type past this many records is searched in a statement of its own; smaller ones share one, up to BATCH_TYPES. */
export const LARGE_TYPE = 10_000;
export const BATCH_TYPES = 40;
export const MAX_QUERY = 100;
export const MAX_BUDGET_MS = 5000;
const QUERY_CANCELED = '57014';

export type { SearchGroup, SearchResult };

/**
 * The palette's statements, as lists of indexes into `types`: each large type alone (first: they take longest), the
 * small ones spread over the connections the large ones leave, at most BATCH_TYPES a statement.
 */
export function batches(types: string[], sizes: Map<string, number>): number[][] {
  const indexes = types.map((_, i) => i);
  const large = indexes.filter((i) => (sizes.get(types[i]) ?? 0) > LARGE_TYPE);
  const small = indexes.filter((i) => (sizes.get(types[i]) ?? 0) <= LARGE_TYPE);
  // The connections a large type leaves free, so that no small statement waits for one.
  const free = Math.max(1, CONCURRENCY - large.length);
  const per = Math.min(BATCH_TYPES, Math.max(1, Math.ceil(small.length / free)));
  const shared = Array.from({ length: Math.ceil(small.length / per) }, (_, b) => small.slice(b * per, (b + 1) * per));
  return [...large.map((i) => [i]), ...shared];
}

export class SearchService {
  constructor(
    private deps: {
      searchPool: SearchPool;
      registry: SchemaRegistry;
      sites: SiteDirectory;
      records: RecordService;
      /** SEARCH_BUDGET_MS: the answer is sent with what was found by then; a type still running is reported as cut. */
      budgetMs: number;
    },
  ) {}

  /** `budgetMs`: the caller's own budget (a script may wait longer for every type), SEARCH_BUDGET_MS otherwise. */
  async search(ctx: CallContext, raw: string, budgetMs = this.deps.budgetMs): Promise<SearchResult> {
    const started = Date.now();
    const q = raw.trim();
    if (!q) throw badRequest('BAD_SEARCH', 'Recherche vide');
    if ([...q].length > MAX_QUERY) throw badRequest('BAD_SEARCH', `Recherche trop longue (au plus ${MAX_QUERY} caractères)`);
    checkSite(this.deps.sites, ctx);
    const global = ctx.siteId === GLOBAL_SITE;
    const rechecks = await searchRechecks(this.deps.searchPool.pool);
    const plans = this.deps.registry
      .all()
      .filter((schema) => isGlobalSchema(schema) === global)
      .map((schema) => this.deps.records.searchPlan(ctx, schema._id, q, rechecks))
      .filter((plan) => plan !== undefined)
      .sort((a, b) => a.schema.label.localeCompare(b.schema.label, 'fr'));
    const deadline = started + budgetMs;
    const groups: (SearchGroup | undefined)[] = new Array(plans.length);
    const sizes = await typeSizes(this.deps.searchPool, ctx.siteId);
    const tasks = batches(
      plans.map((plan) => plan.query.cls),
      sizes,
    );
    const modes = plans.length ? searchModes(plans[0].query) : [];
    const active = plans.map(() => true);
    // One pass at a time over every task, CONCURRENCY tasks at once, each on its types no earlier pass found.
    const runPass = async (task: number[], mode: SearchMode) => {
      const on = task.map((i) => active[i]);
      if (!on.includes(true)) return;
      const types = task.map((i) => plans[i]);
      const genericPlan = types.every(({ query }) => (sizes.get(query.cls) ?? 0) <= LARGE_TYPE);
      const found = await searchPass(this.deps.searchPool, { types, active: on, mode, genericPlan }, PER_TYPE, COUNT_BOUND, deadline - Date.now());
      for (const [at, matches] of found) {
        const { schema, view } = plans[task[at]];
        groups[task[at]] = {
          type: schema._id,
          label: schema.label,
          count: matches.count,
          ...(matches.countIsLowerBound && { countIsLowerBound: true as const }),
          ...(matches.fuzzy && { fuzzy: true as const }),
          records: matches.rows.map((row) => ({ _id: row.id, label: labelOf(view(row)) })),
        };
        active[task[at]] = false;
      }
      // A type under re-index whose stale matches the recheck all refused answers there, with nothing (documents.ts
      // passAnswers): its looser passes would only find the same records again, at the cost of reading them all.
      for (const [at, i] of task.entries()) {
        const { query, sql } = plans[i];
        if (on[at] && !found.has(at) && query.searchRecheck && (await passAnswers(this.deps.searchPool.pool, query, sql, mode))) active[i] = false;
      }
    };
    const runRound = async (mode: SearchMode) => {
      let next = 0;
      const worker = async () => {
        while (next < tasks.length && Date.now() < deadline) {
          const task = tasks[next++];
          try {
            await runPass(task, mode);
          } catch (err) {
            if ((err as { code?: string }).code !== QUERY_CANCELED) throw err;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, tasks.length) }, worker));
    };
    // The cascade's passes in turn; a type no pass found is answered (nothing found), one whose pass the deadline
    // stopped is not, and is named as cut. Look-alikes are looked for only when the text itself is found nowhere: a
    // word one type holds made every other large type look for its look-alikes (76 ms a type of 1,000,000 records).
    let ended = false;
    const rounds = async () => {
      for (const mode of modes) {
        if (Date.now() >= deadline) return;
        if (mode === 'fuzzy' && groups.some((group) => group !== undefined)) break;
        await runRound(mode);
      }
      ended = Date.now() < deadline;
    };
    // The answer leaves at the deadline with what is done; a statement still running ends within the budget (its
    // connection's statement_timeout), its types named as cut.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([rounds(), new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))))]).finally(() =>
      clearTimeout(timer),
    );
    return {
      q,
      groups: groups.filter((g) => g !== undefined),
      cut: plans.filter((_, i) => active[i] && !ended).map(({ schema }) => ({ type: schema._id, label: schema.label })),
      tookMs: Date.now() - started,
    };
  }
}
