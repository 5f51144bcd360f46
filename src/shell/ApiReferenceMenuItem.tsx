import MenuBookIcon from '@mui/icons-material/MenuBook';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Developers and super administrators: the API reference (GET /api/docs, a page of the server), in a new tab. */
export function ApiReferenceMenuItem() {
  const translate = useTranslate();
  return (
    <MenuItem component="a" href="/api/docs" target="_blank" rel="noopener">
      <ListItemIcon>
        <MenuBookIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('console.shell.api_reference')}</ListItemText>
    </MenuItem>
  );
}
