// Top-level routes of a logged-in user: `/` goes to the current site, `/:siteId/*` opens that site's admin,
// and a site the user may not open (or that does not exist) sends back to the current site, saying so.
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { FORBIDDEN_SITE, redirectWithNotice } from '../../schema-adapters/shared';
import { SiteAdmin } from '../SiteAdmin';
import { isPermittedSite, pickCurrentSite, readRememberedSite, rememberSite } from '../session/currentSite';
import { useSession, useSessionUser } from '../session/SessionContext';
import { CenteredNotice } from '../shell/CenteredNotice';

export function SiteRoutes() {
  const user = useSessionUser();
  const { logout } = useSession();
  const translate = useTranslate();
  const currentSiteId = pickCurrentSite(user.sites, readRememberedSite());

  if (!currentSiteId) {
    return <CenteredNotice message={translate('console.session.no_site')} actionLabel={translate('ra.auth.logout')} onAction={logout} />;
  }
  return (
    <Routes>
      <Route path="/" element={<Navigate to={`/${currentSiteId}`} replace />} />
      <Route path=":siteId/*" element={<SiteEntry currentSiteId={currentSiteId} />} />
    </Routes>
  );
}

/** Opening a permitted site makes it the current one, whether it came from the switcher or a link. */
function SiteEntry({ currentSiteId }: { currentSiteId: string }) {
  const { siteId } = useParams();
  const permitted = isPermittedSite(useSessionUser().sites, siteId);

  useEffect(() => {
    if (permitted && siteId) rememberSite(siteId);
  }, [permitted, siteId]);

  if (!permitted || !siteId) return <Navigate to={`/${currentSiteId}`} {...redirectWithNotice(FORBIDDEN_SITE)} />;
  return <SiteAdmin siteId={siteId} />;
}
