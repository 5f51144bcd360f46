// 'Retirer ses seconds facteurs': for an account whose owner lost their phone or passkeys (DELETE
// /api/global/admin-users/{id}/factors, super administrators); its sessions end, its password alone signs in again.
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { errorMessageOf, useNotifyText } from '../../schema-adapters/shared';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';

export function ResetFactorsButton() {
  const record = useRecordContext();
  const call = useApiCall();
  const notify = useNotifyText();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const reset = async () => {
    setOpen(false);
    try {
      await call(`/api/global/admin-users/${encodeURIComponent(String(record.id))}/factors`, { method: 'DELETE' });
      notify('Seconds facteurs retirés : ce compte se connecte de nouveau avec son mot de passe', 'success');
    } catch (error) {
      notify(errorMessageOf(error), 'error');
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<PhonelinkEraseIcon />} onClick={() => setOpen(true)} sx={{ mt: 1, ml: 1 }}>
        Retirer ses seconds facteurs
      </Button>
      <Confirm
        isOpen={open}
        title="Retirer ses seconds facteurs"
        content="Son application d'authentification, ses codes de secours et ses clés d'accès ne fonctionneront plus, et ses sessions seront fermées."
        confirm="Retirer"
        onConfirm={() => void reset()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
