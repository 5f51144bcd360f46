import SyncIcon from '@mui/icons-material/Sync';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useNotify, useTranslate, useUserMenu } from 'react-admin';
import { requestSchemasReload } from '../../schema-adapters/shared/consoleEvents';

/** Developers: read the schemas again now (spec 000 §2 "Recharger les schémas"); the screen stays where it is. */
export function ReloadSchemasMenuItem() {
  const translate = useTranslate();
  const notify = useNotify();
  const menu = useUserMenu();

  const reload = () => {
    menu?.onClose();
    requestSchemasReload().then(
      () => notify('console.schemas.reloaded', { type: 'success' }),
      (error: Error) => notify('console.schemas.error', { type: 'error', messageArgs: { message: error.message } }),
    );
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
