// 'Copier vers ...' in the record header's menu (spec 000 §2, 001 §4): developers and super administrators, when
// this environment offers targets (spec 001 §6). Global types (schemas, sites, video servers) go to another server's
// global space, by super administrators (who alone write them); administrators are not copied (NOT_COPIED_GLOBAL_TYPES).
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { NOT_COPIED_GLOBAL_TYPES } from '../../../model/environments';
import type { RecordMenuActionProps } from '../../../schema-adapters/record/menuActions';
import { useConsoleUser } from '../../shared/useConsoleUser';
import { CopyDialog } from './CopyDialog';
import { useEnvironments } from './useEnvironments';

export default function CopyToEnvironmentAction({ schema, recordId, closeMenu, ...focus }: RecordMenuActionProps) {
  const user = useConsoleUser();
  const global = schema.storedInInstanceDatabase === false;
  const allowed =
    !!user &&
    (global
      ? user.superAdmin === true && !Object.hasOwn(NOT_COPIED_GLOBAL_TYPES, schema._id)
      : user.isDeveloper === true || user.superAdmin === true);
  const environments = useEnvironments();
  const [open, setOpen] = useState(false);
  // A global record is the same record for every site of a server: it goes to another server only.
  const targets = (environments.data?.copyTargets ?? []).filter((t) => !global || !t.self);
  if (!allowed || !environments.data || !targets.length) return null;
  return (
    <>
      <MenuItem
        {...focus}
        onClick={() => {
          closeMenu();
          setOpen(true);
        }}
      >
        Copier vers ...
      </MenuItem>
      {open && (
        <CopyDialog schema={schema} recordId={recordId} info={{ ...environments.data, copyTargets: targets }} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
