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

/** A row of `list_views` as COLUMNS selects it. */
interface ListViewRow {
  id: string;
  site_id: string;
  cls: string;
  owner_id: string;
  owner_login: string;
  name: string;
  shared: boolean;
  state: ListViewState;
  created_at: Date;
  updated_at: Date;
}

const toView = (r: ListViewRow): StoredListView => ({
  id: r.id,
  siteId: r.site_id,
  type: r.cls,
  ownerId: r.owner_id,
  ownerLogin: r.owner_login,
  name: r.name,
  shared: r.shared,
  state: r.state,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** A user's own views of a site and the site's shared ones, by name. */
export async function visibleViews(db: Queryable, siteId: string, ownerId: string): Promise<StoredListView[]> {
  const res = await db.query<ListViewRow>(
    `SELECT ${COLUMNS} FROM list_views WHERE site_id = $1 AND (owner_id = $2 OR shared) ORDER BY lower(name), id`,
    [siteId, ownerId],
  );
  return res.rows.map(toView);
}

export async function getView(db: Queryable, siteId: string, id: string): Promise<StoredListView | undefined> {
  const res = await db.query<ListViewRow>(`SELECT ${COLUMNS} FROM list_views WHERE site_id = $1 AND id = $2`, [siteId, id]);
  return res.rows[0] ? toView(res.rows[0]) : undefined;
}

export async function countOwnViews(db: Queryable, siteId: string, ownerId: string): Promise<number> {
  return Number((await db.query('SELECT count(*) AS n FROM list_views WHERE site_id = $1 AND owner_id = $2', [siteId, ownerId])).rows[0].n);
}

export async function insertView(db: Queryable, v: Omit<StoredListView, 'createdAt' | 'updatedAt'>): Promise<StoredListView> {
  const res = await db.query<ListViewRow>(
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
  const res = await db.query<ListViewRow>(
    `UPDATE list_views SET name = $3, shared = $4, state = $5, updated_at = now() WHERE site_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [siteId, id, v.name, v.shared, v.state],
  );
  return toView(res.rows[0]);
}

export async function deleteView(db: Queryable, siteId: string, id: string): Promise<void> {
  await db.query('DELETE FROM list_views WHERE site_id = $1 AND id = $2', [siteId, id]);
}
