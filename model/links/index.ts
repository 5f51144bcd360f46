// The 'liens' tab of every record (spec 000 §2 Record screen; docs/api.md GET /api/{siteId}/data/{Type}/{id}/links):
// the records pointing at one, grouped by type, for the server (server/services/linkIndex.ts) and the tab alike.

export interface LinkedRecord {
  _id: string;
  siteId: string;
  label: string;
  archived: boolean;
  /** Dotted keys of the properties holding the link. */
  props: string[];
}

export interface LinkGroup {
  type: string;
  /** The type's French label. */
  label: string;
  records: LinkedRecord[];
}

export interface RecordLinks {
  groups: LinkGroup[];
  /** Referrers of types this user may not read: counted, not shown. */
  hidden: number;
  /** More referrers than listed. */
  truncated: boolean;
}
