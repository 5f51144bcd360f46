import PublicIcon from '@mui/icons-material/Public';
import { Button, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useSite } from '../routing/useSite';
import { useSessionUser } from '../session/SessionContext';

/** The site's mark and name, back to its dashboard; the mark alone on small screens. */
export function SiteHomeLink({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const { siteId, sitePath } = useSite();
  const siteLabel = useSessionUser().sites.find((candidate) => candidate._id === siteId)?.label ?? siteId;
  const title = `${translate('console.shell.home')} : ${siteLabel}`;

  if (compact) {
    return (
      <IconButton component={Link} to={sitePath()} color="inherit" aria-label={title} title={title}>
        <PublicIcon />
      </IconButton>
    );
  }
  return (
    <Button
      component={Link}
      to={sitePath()}
      color="inherit"
      startIcon={<PublicIcon />}
      title={title}
      sx={{ textTransform: 'none', fontWeight: 600, whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {siteLabel}
    </Button>
  );
}
