import { Navigate } from 'react-router';
import { useSite } from './useSite';

/** Redirects to a path below the current site ('' is the site root). */
export function SiteRedirect({ to = '' }: { to?: string }) {
  const { sitePath } = useSite();
  return <Navigate to={sitePath(to)} replace />;
}

/** The admin's catch-all: unknown routes lead to the site root (spec 000 §2). */
export const RedirectToSiteRoot = () => <SiteRedirect />;
