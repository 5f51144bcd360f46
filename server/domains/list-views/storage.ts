// The list_views table (migration 039): the only SQL of saved list views.
import type { ListState } from '../../../model/list-views/index.js';
import type { Queryable } from '../../storage/db.js';

export type ListViewState = ListState;

export interface StoredListView {
  id: string;
  siteId: string;
  type: string;
  ownerId: string;
  ownerLogin: string;
  name: string;
  shared: boolean;
  state: ListViewState;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = 'id, site_id, cls, owner_id, owner_login, name, shared, state, created_at, updated_at';

const toView = (r: Record<string, unknown>): StoredListView => ({
  id: r.id as string,
  siteId: r.site_id as string,
  type: r.cls as string,
  ownerId: r.owner_id as string,
  ownerLogin: r.owner_login as string,
  name: r.name as string,
  shared: r.shared as boolean,
  state: r.state as ListViewState,
  createdAt: r.created_at as Date,
  updatedAt: r.updated_at as Date,
});

/** A user's own views of a site and the site's shared ones, by name. */
export async function visibleViews(db: Queryable, siteId: string, ownerId: string): Promise<StoredListView[]> {
  const res = await db.query(`SELECT ${COLUMNS} FROM list_views WHERE site_id = $1 AND (owner_id = $2 OR shared) ORDER BY lower(name), id`, [
    siteId,
    ownerId,
  ]);
  return res.rows.map(toView);
}

export async function getView(db: Queryable, siteId: string, id: string): Promise<StoredListView | undefined> {
  const res = await db.query(`SELECT ${COLUMNS} FROM list_views WHERE site_id = $1 AND id = $2`, [siteId, id]);
  return res.rows[0] ? toView(res.rows[0]) : undefined;
}

export async function countOwnViews(db: Queryable, siteId: string, ownerId: string): Promise<number> {
  return Number((await db.query('SELECT count(*) AS n FROM list_views WHERE site_id = $1 AND owner_id = $2', [siteId, ownerId])).rows[0].n);
}

export async function insertView(db: Queryable, v: Omit<StoredListView, 'createdAt' | 'updatedAt'>): Promise<StoredListView> {
  const res = await db.query(
    `INSERT INTO list_views (id, site_id, cls, owner_id, owner_login, name, shared, state) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [v.id, v.siteId, v.type, v.ownerId, v.ownerLogin, v.name, v.shared, v.state],
  );
  return toView(res.rows[0]);
}

export async function updateView(
  db: Queryable,
  siteId: string,
  id: string,
  v: Pick<StoredListView, 'name' | 'shared' | 'state'>,
): Promise<StoredListView> {
  const res = await db.query(
    `UPDATE list_views SET name = $3, shared = $4, state = $5, updated_at = now() WHERE site_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [siteId, id, v.name, v.shared, v.state],
  );
  return toView(res.rows[0]);
}

export async function deleteView(db: Queryable, siteId: string, id: string): Promise<void> {
  await db.query('DELETE FROM list_views WHERE site_id = $1 AND id = $2', [siteId, id]);
}
