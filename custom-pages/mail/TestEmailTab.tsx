// The 'E-mail de test' tab of an EmailTemplate record (spec 001 §6): sends the saved template, filled with sample
// data, to the admin's own login address; success in green, failure in red with the server's reason.
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useSessionUser } from '../../schema-adapters/shared';
import { useTestEmail } from './useTestEmail';

export default function TestEmailTab() {
  const record = useRecordContext();
  const user = useSessionUser();
  const { isDirty } = useFormState();
  const { busy, outcome, send } = useTestEmail(record?.id === undefined ? undefined : String(record.id));
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="body2" color="text.secondary">
        Le modèle enregistré est envoyé à votre adresse ({user?.login}), rempli avec des données d'exemple : [[firstName]] devient « Camille »,
        [[product]] « Abonnement annuel », [[price]] « 99,00 € ».
      </Typography>
      {isDirty && <Alert severity="info">Les modifications non enregistrées ne sont pas envoyées : enregistrez d'abord.</Alert>}
      <div>
        <Button variant="contained" startIcon={<SendIcon />} onClick={send} disabled={busy}>
          Envoyer un e-mail de test
        </Button>
      </div>
      {outcome?.ok === true && (
        <Alert severity="success" action={outcome.simulated ? <Chip size="small" color="warning" label="simulateur local" /> : undefined}>
          {/* The spec's sentence alone in its element: read (and found) word for word. */}
          <span>{outcome.message}</span>
          {outcome.simulated && (
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              Reçu par le simulateur SMTP local : aucun e-mail réel n’est parti.
            </Typography>
          )}
        </Alert>
      )}
      {outcome?.ok === false && (
        <Alert severity="error" role="alert">
          {outcome.message}
        </Alert>
      )}
    </Stack>
  );
}
