// 'Copier vers ...' in the record header's menu (spec 000 §2, 001 §4): developers and super administrators, when
// this environment offers targets (spec 001 §6).
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { DataSchema } from '../../../model/metaSchema';
import { useConsoleUser } from '../../shared/useConsoleUser';
import { CopyDialog } from './CopyDialog';
import { useEnvironments } from './useEnvironments';

export default function CopyToEnvironmentAction({ schema, recordId }: { schema: DataSchema; recordId: string }) {
  const user = useConsoleUser();
  const allowed = !!user && (user.isDeveloper === true || user.superAdmin === true);
  const environments = useEnvironments();
  const [open, setOpen] = useState(false);
  // Global types (schemas, sites, administrators) live in every environment's own database: not copied.
  if (!allowed || schema.storedInInstanceDatabase === false || !environments.data?.copyTargets.length) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Copier vers ...
      </Button>
      {open && <CopyDialog schema={schema} recordId={recordId} info={environments.data} onClose={() => setOpen(false)} />}
    </>
  );
}
