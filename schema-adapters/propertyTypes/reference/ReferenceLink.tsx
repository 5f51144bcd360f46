import IconButton from '@mui/material/IconButton';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, useBasename } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { recordPathsOf } from '../../shared';
import { useSchema } from '../../schemasContext';
import { referenceClassOf, referenceIdOf } from './referenceValue';

/** Opens the record the input points to ({collection path}/{id}); nothing while none is picked. */
export const ReferenceLink = ({ source, type }: { source: string; type: string }) => {
  const value: unknown = useWatch({ name: source });
  const basename = useBasename();
  const schema = useSchema(referenceClassOf(value) ?? type);
  const id = referenceIdOf(value);
  if (!id || !schema) return null;
  return (
    <IconButton
      component={Link}
      to={recordPathsOf(basename, schema).view(id)}
      size="small"
      title="Ouvrir la fiche référencée"
      aria-label="Ouvrir la fiche référencée"
      sx={{ mt: 1.5 }}
    >
      <OpenInNewIcon fontSize="small" />
    </IconButton>
  );
};
