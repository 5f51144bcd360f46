// 'Exporter vers le code source' (spec 000 §2 Tools "dump schema", 001 §7 POST {instance}/dumpSchemaToSource):
// super administrators, on a development server only.
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { errorMessageOf, useNotifyText, useSiteId } from '../../../schema-adapters/shared';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';
import { useConsoleUser } from '../../shared/useConsoleUser';
import { DUMP_CONFIRMATION, DUMP_TITLE, dumpDone } from '../messages';

export function DumpSchemasButton() {
  const user = useConsoleUser();
  const call = useApiCall();
  const notifyText = useNotifyText();
  const siteId = useSiteId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!user?.superAdmin || user.env !== 'dev') return null;

  const dump = async () => {
    setPending(true);
    try {
      const { written, dir } = await call<{ written: number; dir: string }>(`/api/${encodeURIComponent(siteId)}/dumpSchemaToSource`, {
        method: 'POST',
      });
      notifyText(dumpDone(written, dir), 'success');
    } catch (error) {
      notifyText(errorMessageOf(error), 'error');
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button startIcon={<SaveAltIcon />} onClick={() => setOpen(true)} disabled={pending}>
        {DUMP_TITLE}
      </Button>
      <Confirm isOpen={open} loading={pending} title={DUMP_TITLE} content={DUMP_CONFIRMATION} onConfirm={dump} onClose={() => setOpen(false)} />
    </>
  );
}
