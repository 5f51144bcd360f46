// 'Simulateur e-mail' (super administrators): what the local SMTP simulator received when the console runs without
// SMTP_URL (test emails and every other message), each one readable, and a switch that stops it to show the
// console's behaviour when its mail server is down.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../schema-adapters/shared';
import { CapturedMailList } from './CapturedMailList';
import { useMailSimulator } from './useMailSimulator';

export default function MailSimulatorPage() {
  const { data, error, toggle } = useMailSimulator();
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          Simulateur e-mail
        </Typography>
        <Chip color="warning" size="small" label="simulateur local" />
      </Stack>
      {error && <Alert severity="info">{errorMessageOf(error)}</Alert>}
      {toggle.error && <Alert severity="error">{errorMessageOf(toggle.error)}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Sans SMTP_URL, la console envoie ses e-mails à ce serveur SMTP local ({data.url}) : aucun ne part vraiment. Les 200 derniers sont gardés
            en mémoire jusqu'à l'arrêt du serveur.
          </Typography>
          <FormControlLabel
            control={<Switch checked={data.running} disabled={toggle.isPending} onChange={(_, running) => toggle.mutate(running)} />}
            label={data.running ? 'En marche' : 'Arrêté : les envois échouent comme avec un serveur en panne'}
          />
          <CapturedMailList messages={data.messages} />
        </>
      )}
    </Box>
  );
}
