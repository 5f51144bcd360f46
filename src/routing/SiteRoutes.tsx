// Top-level routes of a logged-in user: `/` goes to the current site, `/:siteId/*` opens that site's admin,
// and a site the user may not open (or that does not exist) sends back to the current site, saying so.
// Spec 000 §1 sends an address naming another site than the current one back to the current site; here the address
// wins and its site becomes the current one, saying so: a link a colleague sends opens what it names, and two tabs
// on two sites do not pull each other back (the current site is shared by the tabs through localStorage).
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { FORBIDDEN_SITE, redirectWithNotice, siteOpenedByAddress } from '../../schema-adapters/shared';
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
  const { sites } = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const permitted = isPermittedSite(sites, siteId);

  // Once per site opened: the switcher makes its choice current before it navigates, so only an address says so.
  useEffect(() => {
    if (!permitted || !siteId) return;
    const previous = readRememberedSite();
    rememberSite(siteId);
    if (!previous || previous === siteId || !isPermittedSite(sites, previous)) return;
    const label = (id: string) => sites.find((site) => site._id === id)?.label ?? id;
    void navigate(location, redirectWithNotice(siteOpenedByAddress(label(siteId), label(previous))));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address at the moment the site is opened
  }, [permitted, siteId]);

  if (!permitted || !siteId) return <Navigate to={`/${currentSiteId}`} {...redirectWithNotice(FORBIDDEN_SITE)} />;
  return <SiteAdmin siteId={siteId} />;
}
