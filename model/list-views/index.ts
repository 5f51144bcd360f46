// A saved list view as the API answers it (docs/api.md "Search and saved views"), and the list state it keeps: one
// shape for the server (server/domains/list-views) and the console (schema-adapters/list).

/** What a list's address holds and a view keeps: its filter, sort, page size and visible columns. */
export interface ListState {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  columns?: string[];
}

export interface ListView {
  _id: string;
  type: string;
  name: string;
  shared: boolean;
  owner: string;
  mine: boolean;
  state: ListState;
  createdAt: string;
  updatedAt: string;
}
