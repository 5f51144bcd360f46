// The one place that makes links to records (references, tags, 'liens', statistics, custom pages): a link only where
// the session user may open the record's type (model/rights.ts, as the routes and the server decide), else its text.
import type { MouseEvent, ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { Link, useBasename } from 'react-admin';
import { hasAnyRight, typeRightsOf } from '../../model/rights';
import { useSchemas } from '../schemasContext';
import { recordPathsOf } from './recordPaths';
import { useSessionUser } from './useSessionUser';

export interface RecordLinkTarget {
  type: string;
  id: string;
  /** The read-only view ({path}/{id}) rather than the record's own screen (its edit form when editable). */
  view?: boolean;
  /** A record of another site ('liens' across sites); default the current one. */
  siteId?: string;
}

/** Where a record opens, or undefined when its type is unknown here or the user may not open it. */
export function useRecordLinkTo(): (target: RecordLinkTarget) => string | undefined {
  const schemas = useSchemas();
  const user = useSessionUser();
  const basename = useBasename();
  const rights = useMemo(() => typeRightsOf(schemas), [schemas]);
  return useCallback(
    ({ type, id, view, siteId }) => {
      const schema = schemas.find((s) => s._id === type);
      const typeRights = rights.get(type);
      if (!schema || !typeRights || !user || !hasAnyRight(user, typeRights.full)) return undefined;
      const paths = recordPathsOf(siteId ? `/${siteId}` : basename, schema);
      return view ? paths.view(id) : paths.open(id);
    },
    [basename, rights, schemas, user],
  );
}

/** `children` as a link to the record, or as plain text when the user could not follow it (a dead end otherwise). */
export function RecordLink({ children, stopPropagation, ...target }: RecordLinkTarget & { children: ReactNode; stopPropagation?: boolean }) {
  const to = useRecordLinkTo()(target);
  if (!to) return <>{children}</>;
  // In a list row, which opens its own record on click, the link must not open that one too.
  return (
    <Link to={to} onClick={stopPropagation ? (event: MouseEvent) => event.stopPropagation() : undefined}>
      {children}
    </Link>
  );
}
