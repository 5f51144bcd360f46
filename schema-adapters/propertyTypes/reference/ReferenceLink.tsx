import IconButton from '@mui/material/IconButton';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useRecordLinkTo } from '../../shared';
import { referenceClassOf, referenceIdOf } from './referenceValue';

/** Opens the record the input points to ({collection path}/{id}); nothing while none is picked or when the user may not open it. */
export const ReferenceLink = ({ source, type }: { source: string; type: string }) => {
  const value: unknown = useWatch({ name: source });
  const id = referenceIdOf(value);
  const to = useRecordLinkTo()({ type: referenceClassOf(value) ?? type, id, view: true });
  if (!id || !to) return null;
  return (
    <IconButton component={Link} to={to} size="small" title="Ouvrir la fiche référencée" aria-label="Ouvrir la fiche référencée" sx={{ mt: 1.5 }}>
      <OpenInNewIcon fontSize="small" />
    </IconButton>
  );
};
