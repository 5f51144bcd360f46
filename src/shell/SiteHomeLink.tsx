import PublicIcon from '@mui/icons-material/Public';
import { Box, Button, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { imageUrl } from '../../schema-adapters/propertyTypes/media/mediaUrls';
import { useSite } from '../routing/useSite';
import { useSessionUser } from '../session/SessionContext';
import { PlainLink } from './PlainLink';

const LOGO_HEIGHT = 32;

/** The site's logo (from its Site record, in the global file space), else a globe. */
const SiteMark = ({ logo }: { logo?: string }) =>
  logo ? (
    <Box
      component="img"
      src={imageUrl('global', logo, { h: LOGO_HEIGHT })}
      alt=""
      sx={{ height: LOGO_HEIGHT, maxWidth: 120, objectFit: 'contain' }}
    />
  ) : (
    <PublicIcon />
  );

/** The site's mark and name, back to its dashboard; the mark alone on small screens. */
export function SiteHomeLink({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const { siteId, sitePath } = useSite();
  const site = useSessionUser().sites.find((candidate) => candidate._id === siteId);
  const siteLabel = site?.label ?? siteId;
  const title = `${translate('console.shell.home')} : ${siteLabel}`;

  if (compact) {
    return (
      <IconButton component={PlainLink} to={sitePath()} color="inherit" aria-label={title} title={title}>
        <SiteMark logo={site?.logo} />
      </IconButton>
    );
  }
  return (
    <Button
      component={PlainLink}
      to={sitePath()}
      color="inherit"
      startIcon={<SiteMark logo={site?.logo} />}
      title={title}
      sx={{ textTransform: 'none', fontWeight: 600, whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {siteLabel}
    </Button>
  );
}
