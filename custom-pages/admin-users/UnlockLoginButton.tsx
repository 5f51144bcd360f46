// 'Débloquer la connexion': after too many wrong passwords, lets every address try this account again
// (POST /api/global/admin-users/{id}/unlock, super administrators).
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useNotifiedAction } from '../../schema-adapters/shared';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';

export function UnlockLoginButton() {
  const record = useRecordContext();
  const call = useApiCall();
  const { busy, run } = useNotifiedAction();
  if (!record) return null;
  const unlock = () =>
    run(
      () => call(`/api/global/admin-users/${encodeURIComponent(String(record.id))}/unlock`, { method: 'POST' }),
      'Connexion débloquée : ce compte peut de nouveau se connecter depuis toutes les adresses',
    );
  return (
    <>
      <Button variant="outlined" startIcon={<LockOpenIcon />} onClick={unlock} disabled={busy} sx={{ mt: 1 }}>
        Débloquer la connexion
      </Button>
      <Typography variant="caption" component="p" color="text.secondary">
        Après trop de mots de passe erronés, la connexion est suspendue 15 minutes pour les adresses qui ont échoué
      </Typography>
    </>
  );
}
