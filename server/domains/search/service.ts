// One search across every type the user may read on a site (issue 22 §3): each type's query runs as its list's search
// would for this user (RecordService.searchPlan: rights, read scope, hidden keys), a few at once, within a time budget.
import type { SearchGroup, SearchResult } from '../../../model/search.js';
import { labelOf } from '../../services/recordView.js';
import { checkSite, type CallContext } from '../../services/access.js';
import type { RecordService } from '../../services/records.js';
import { GLOBAL_SITE, isGlobalSchema, type SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { searchMatches, type SearchPool } from '../../storage/searchMatches.js';
import { badRequest } from '../../errors.js';

/** The answer is sent with what was found by then; a type still running is reported as cut. */
export const SEARCH_BUDGET_MS = Number(process.env.SEARCH_BUDGET_MS) || 150;
/** Records shown per type, and the bound of each type's count ("plus de 100"). */
export const PER_TYPE = 5;
export const COUNT_BOUND = 100;
/** Types searched at once: each holds one of the palette's own connections for its statement. */
export const CONCURRENCY = 3;
export const MAX_QUERY = 100;
export const MAX_BUDGET_MS = 5000;
const QUERY_CANCELED = '57014';

export type { SearchGroup, SearchResult };

export class SearchService {
  constructor(private deps: { searchPool: SearchPool; registry: SchemaRegistry; sites: SiteDirectory; records: RecordService }) {}

  /** `budgetMs`: the caller's own budget (a script may wait longer for every type), SEARCH_BUDGET_MS otherwise. */
  async search(ctx: CallContext, raw: string, budgetMs = SEARCH_BUDGET_MS): Promise<SearchResult> {
    const started = Date.now();
    const q = raw.trim();
    if (!q) throw badRequest('BAD_SEARCH', 'Recherche vide');
    if ([...q].length > MAX_QUERY) throw badRequest('BAD_SEARCH', `Recherche trop longue (au plus ${MAX_QUERY} caractères)`);
    checkSite(this.deps.sites, ctx);
    const global = ctx.siteId === GLOBAL_SITE;
    const plans = this.deps.registry
      .all()
      .filter((schema) => isGlobalSchema(schema) === global)
      .map((schema) => this.deps.records.searchPlan(ctx, schema._id, q))
      .filter((plan) => plan !== undefined)
      .sort((a, b) => a.schema.label.localeCompare(b.schema.label, 'fr'));
    const deadline = started + budgetMs;
    const groups: (SearchGroup | undefined)[] = new Array(plans.length);
    const done = new Set<number>();
    let next = 0;
    const worker = async () => {
      while (next < plans.length && Date.now() < deadline) {
        const index = next++;
        const { schema, query, sql, view } = plans[index];
        try {
          const found = await searchMatches(this.deps.searchPool, query, sql, PER_TYPE, COUNT_BOUND, budgetMs);
          done.add(index);
          if (!found.count) continue;
          groups[index] = {
            type: schema._id,
            label: schema.label,
            count: found.count,
            ...(found.countIsLowerBound && { countIsLowerBound: true as const }),
            ...(found.fuzzy && { fuzzy: true as const }),
            records: found.rows.map((row) => ({ _id: row.id, label: labelOf(view(row)) })),
          };
        } catch (err) {
          if ((err as { code?: string }).code !== QUERY_CANCELED) throw err;
        }
      }
    };
    // The answer leaves at the deadline with what is done; a statement still running ends within the budget (its
    // connection's statement_timeout), its type named as cut.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(Array.from({ length: Math.min(CONCURRENCY, plans.length) }, worker)),
      new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
    ]).finally(() => clearTimeout(timer));
    return {
      q,
      groups: groups.filter((g) => g !== undefined),
      cut: plans.filter((_, i) => !done.has(i)).map(({ schema }) => ({ type: schema._id, label: schema.label })),
      tookMs: Date.now() - started,
    };
  }
}
