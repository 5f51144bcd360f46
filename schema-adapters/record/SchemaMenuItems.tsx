// Developers' items of the record menu (spec 000 §2): 'Accéder au schéma' (not on a schema itself) and 'Recharger les
// schémas'. Two items, not a fragment: MUI's Menu walks its direct children for focus.
import MenuItem from '@mui/material/MenuItem';
import { Link, useBasename } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { useReloadSchemas } from '../shared';

export function OpenSchemaItem({ schema, closeMenu }: { schema: DataSchema; closeMenu: () => void }) {
  const basename = useBasename();
  return (
    <MenuItem component={Link} to={`${basename}/super-admin/schemas/${schema._id}`} onClick={closeMenu}>
      Accéder au schéma
    </MenuItem>
  );
}

export function ReloadSchemasItem({ closeMenu }: { closeMenu: () => void }) {
  const reloadSchemas = useReloadSchemas();
  return (
    <MenuItem
      onClick={() => {
        closeMenu();
        void reloadSchemas();
      }}
    >
      Recharger les schémas
    </MenuItem>
  );
}
