// Saved list views (issue 22 §4). A view is readable by its owner, and when shared by the site's users who read the
// type's records; only its owner changes or deletes it. A view of a type the user no longer reads is not shown, even
// their own (it would open a list they may not see).
import { newRecordId } from '../../services/recordIds.js';
import type pg from 'pg';
import type { CallContext } from '../../services/access.js';
import { hiddenKeys } from '../../services/recordView.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { AppError, badRequest, forbidden, notFound } from '../../errors.js';
import * as storage from './storage.js';
import type { ListView } from '../../../model/list-views/index.js';
import type { ListViewState, StoredListView } from './storage.js';

/** Views one user keeps on one site: enough for any sidebar, bounded against a loop creating them. */
export const MAX_VIEWS_PER_USER = 200;
const MAX_FILTER_JSON = 10_000;
/** Columns a list may show that are not properties of the schema. */
const SYSTEM_COLUMNS = new Set(['createdAt', 'updatedAt', '_id']);

export type { ListView };

export interface ViewInput {
  type?: string;
  name?: string;
  shared?: boolean;
  state?: ListViewState;
}

export class ListViewService {
  constructor(private deps: { pool: pg.Pool; registry: SchemaRegistry; records: RecordService }) {}

  async list(ctx: CallContext, type?: string): Promise<ListView[]> {
    const rows = await storage.visibleViews(this.deps.pool, ctx.siteId, ctx.user._id);
    const readable = new Map<string, boolean>();
    const reads = (t: string) => readable.get(t) ?? readable.set(t, this.deps.records.readsRecords(ctx, t)).get(t)!;
    return rows.filter((v) => (!type || v.type === type) && reads(v.type)).map((v) => this.toApi(ctx, v));
  }

  async create(ctx: CallContext, input: Required<Pick<ViewInput, 'type' | 'name'>> & ViewInput): Promise<ListView> {
    this.checkType(ctx, input.type);
    const name = checkedName(input.name);
    const state = this.checkedState(ctx, input.type, input.state ?? {});
    if ((await storage.countOwnViews(this.deps.pool, ctx.siteId, ctx.user._id)) >= MAX_VIEWS_PER_USER) {
      throw new AppError(409, 'TOO_MANY_VIEWS', `Vous avez déjà ${MAX_VIEWS_PER_USER} vues sur ce site : supprimez-en une d'abord`);
    }
    const view = await storage.insertView(this.deps.pool, {
      id: newRecordId(),
      siteId: ctx.siteId,
      type: input.type,
      ownerId: ctx.user._id,
      ownerLogin: ctx.user.login,
      name,
      shared: input.shared === true,
      state,
    });
    return this.toApi(ctx, view);
  }

  async update(ctx: CallContext, id: string, input: ViewInput): Promise<ListView> {
    const view = await this.ownView(ctx, id);
    const updated = await storage.updateView(this.deps.pool, ctx.siteId, id, {
      name: input.name === undefined ? view.name : checkedName(input.name),
      shared: input.shared ?? view.shared,
      state: input.state === undefined ? view.state : this.checkedState(ctx, view.type, input.state),
    });
    return this.toApi(ctx, updated);
  }

  async remove(ctx: CallContext, id: string): Promise<void> {
    await this.ownView(ctx, id);
    await storage.deleteView(this.deps.pool, ctx.siteId, id);
  }

  /** The view if this user owns it; 404 when they may not even see it, 403 when it is someone else's shared view. */
  private async ownView(ctx: CallContext, id: string): Promise<StoredListView> {
    const view = await storage.getView(this.deps.pool, ctx.siteId, id);
    const visible = view && (view.ownerId === ctx.user._id || view.shared) && this.deps.records.readsRecords(ctx, view.type);
    if (!view || !visible) throw notFound('Vue introuvable');
    if (view.ownerId !== ctx.user._id) throw forbidden('Seul son auteur peut modifier ou supprimer cette vue');
    return view;
  }

  private checkType(ctx: CallContext, type: string): void {
    if (!this.deps.records.readsRecords(ctx, type)) {
      throw this.deps.registry.get(type) ? forbidden("Vous n'avez pas le droit d'accéder à cette section") : notFound(`Type inconnu : ${type}`);
    }
  }

  /** Columns and sort name properties this user sees; the filter is checked by the list when the view is opened. */
  private checkedState(ctx: CallContext, type: string, state: ListViewState): ListViewState {
    const schema = this.deps.registry.get(type)!;
    const hidden = hiddenKeys(schema, ctx.user);
    const known = (key: string) => SYSTEM_COLUMNS.has(key) || (!hidden.has(key) && schema.propertiesList.some((p) => p.key === key));
    const unknown = [...(state.columns ?? []), ...(state.sort ? [state.sort.field] : [])].find((key) => !known(key));
    if (unknown !== undefined) throw badRequest('BAD_VIEW', `Colonne inconnue pour ${schema.label} : « ${unknown.slice(0, 100)} »`);
    if (state.filter && JSON.stringify(state.filter).length > MAX_FILTER_JSON) {
      throw badRequest('BAD_VIEW', `Filtres trop longs (au plus ${MAX_FILTER_JSON} caractères)`);
    }
    return state;
  }

  private toApi(ctx: CallContext, v: StoredListView): ListView {
    return {
      _id: v.id,
      type: v.type,
      name: v.name,
      shared: v.shared,
      owner: v.ownerLogin,
      mine: v.ownerId === ctx.user._id,
      state: v.state,
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
    };
  }
}

function checkedName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest('BAD_VIEW', 'Donnez un nom à la vue', { name: 'Obligatoire' });
  return name;
}
