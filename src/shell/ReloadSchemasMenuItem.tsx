import SyncIcon from '@mui/icons-material/Sync';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { useReloadSchemas } from '../../schema-adapters/shared';

/** Developers: read the schemas again now (spec 000 §2 "Recharger les schémas"); the screen stays where it is. */
export function ReloadSchemasMenuItem() {
  const translate = useTranslate();
  const reloadSchemas = useReloadSchemas();
  const menu = useUserMenu();

  const reload = () => {
    menu?.onClose();
    void reloadSchemas();
  };

  return (
    <MenuItem onClick={reload}>
      <ListItemIcon>
        <SyncIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('console.schemas.reload')}</ListItemText>
    </MenuItem>
  );
}
