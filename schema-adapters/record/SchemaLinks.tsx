import Button from '@mui/material/Button';
import { Link, useBasename } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { useIsDeveloper, useReloadSchemas } from '../shared';

/** Developers' record menu (spec 000 §2): 'Accéder au schéma' (not on a schema itself) and 'Recharger les schémas'. */
export const SchemaLinks = ({ schema }: { schema: DataSchema }) => {
  const isDeveloper = useIsDeveloper();
  const basename = useBasename();
  const reloadSchemas = useReloadSchemas();
  if (!isDeveloper) return null;
  return (
    <>
      {schema._id !== 'schema' && (
        <Button size="small" component={Link} to={`${basename}/super-admin/schemas/${schema._id}`}>
          Accéder au schéma
        </Button>
      )}
      <Button size="small" onClick={() => void reloadSchemas()}>
        Recharger les schémas
      </Button>
    </>
  );
};
