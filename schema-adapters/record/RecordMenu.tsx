// The record header's menu (spec 000 §2): 'Copier vers ...' (developers and super administrators, ../extensions),
// 'Accéder au schéma' and 'Recharger les schémas' (developers). Kept behind one button, apart from what staff use,
// so that the title keeps its line (issue 34).
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useState } from 'react';
import type { DataSchema } from '../../model/metaSchema';
import { useSessionUser } from '../shared';
import { useRecordMenuActions } from './menuActions';
import { OpenSchemaItem, ReloadSchemasItem } from './SchemaMenuItems';
import { OnDemandBoundary } from '../shared/onDemand';

export const RECORD_MENU_LABEL = 'Actions avancées';

/** `recordId`: a persisted record's (the extensions' actions need one); a new record's menu has the developers' items only. */
export function RecordMenu({ schema, recordId }: { schema: DataSchema; recordId?: string }) {
  const user = useSessionUser();
  const actions = useRecordMenuActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const closeMenu = useCallback(() => setAnchor(null), []);
  const isDeveloper = user?.isDeveloper === true;
  if (!isDeveloper && !(user?.superAdmin && recordId !== undefined)) return null;
  return (
    <>
      <Tooltip title={RECORD_MENU_LABEL}>
        <IconButton aria-label={RECORD_MENU_LABEL} aria-haspopup="menu" aria-expanded={!!anchor} onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      {/* Around the menu, not inside it: the menu's items stay its direct children. */}
      <OnDemandBoundary fallback={null}>
        {/* Kept mounted: an action's dialog ('Copier vers ...') lives in its item and outlasts the menu. */}
        <Menu
          keepMounted
          anchorEl={anchor}
          open={!!anchor}
          onClose={closeMenu}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {recordId !== undefined &&
            actions.map(({ id, Component }) => <Component key={id} schema={schema} recordId={recordId} closeMenu={closeMenu} />)}
          {isDeveloper && schema._id !== 'schema' && <OpenSchemaItem schema={schema} closeMenu={closeMenu} />}
          {isDeveloper && <ReloadSchemasItem closeMenu={closeMenu} />}
        </Menu>
      </OnDemandBoundary>
    </>
  );
}
