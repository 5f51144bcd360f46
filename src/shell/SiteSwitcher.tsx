import { MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useSite } from '../routing/useSite';
import { rememberSite } from '../session/currentSite';
import { useSessionUser } from '../session/SessionContext';
import type { SiteSummary } from '../../model/sites';

export const siteOptionLabel = (site: SiteSummary): string => `${site.isProd ? '[PROD]' : '[dev]'} ${site.label}`;

/** The permitted sites by name; choosing one opens it, which makes it the current site. */
export function SiteSwitcher() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { siteId } = useSite();
  const sites = [...useSessionUser().sites].sort((a, b) => a.label.localeCompare(b.label, 'fr'));

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
      sx={{ bgcolor: 'background.paper', minWidth: { xs: 88, sm: 120, md: 160 }, maxWidth: { md: 220, xl: 280 }, flexShrink: 1 }}
    >
      {sites.map((site) => (
        <MenuItem key={site._id} value={site._id}>
          {siteOptionLabel(site)}
        </MenuItem>
      ))}
    </Select>
  );
}
