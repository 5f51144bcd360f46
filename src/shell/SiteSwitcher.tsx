import { MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSite } from '../routing/useSite';
import { rememberSite } from '../session/currentSite';
import { useSessionUser } from '../session/SessionContext';
import { useStableNavigate } from './PlainLink';
import type { SiteSummary } from '../../model/sites';

export const siteOptionLabel = (site: SiteSummary): string => `${site.isProd ? '[PROD]' : '[dev]'} ${site.label}`;

/**
 * The permitted sites by name; choosing one opens it, which makes it the current site. It is as wide as the site's whole
 * name (from the desktop on, the sections' strip scrolls instead); only a phone too narrow for it cuts it, and says it on hover.
 */
export function SiteSwitcher() {
  const translate = useTranslate();
  const navigate = useStableNavigate();
  const { siteId } = useSite();
  const sites = [...useSessionUser().sites].sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  const current = sites.find((site) => site._id === siteId);

  return (
    <Select
      size="small"
      value={siteId}
      onChange={(event) => {
        // Current before the address changes: only a site opened by its address says that it became the current one.
        rememberSite(event.target.value);
        navigate(`/${event.target.value}`);
      }}
      inputProps={{ 'aria-label': translate('console.shell.site_switcher') }}
      title={current ? siteOptionLabel(current) : undefined}
      sx={{
        bgcolor: 'background.paper',
        fontSize: '0.875rem',
        minWidth: { xs: 88, sm: 120, md: 160 },
        flexShrink: { xs: 1, md: 0 },
      }}
    >
      {sites.map((site) => (
        <MenuItem key={site._id} value={site._id}>
          {siteOptionLabel(site)}
        </MenuItem>
      ))}
    </Select>
  );
}
