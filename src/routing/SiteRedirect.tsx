import { Navigate } from 'react-router';
import { PAGE_NOT_FOUND, redirectWithNotice } from '../../schema-adapters/shared';
import { useSite } from './useSite';

/** Redirects to a path below the current site ('' is the site root); `notice` says why (no right, nothing there). */
export function SiteRedirect({ to = '', notice }: { to?: string; notice?: string }) {
  const { sitePath } = useSite();
  return notice ? <Navigate to={sitePath(to)} {...redirectWithNotice(notice)} /> : <Navigate to={sitePath(to)} replace />;
}

/** The admin's catch-all: unknown routes lead to the site root (spec 000 §2), saying so. */
export const RedirectToSiteRoot = () => <SiteRedirect notice={PAGE_NOT_FOUND} />;
