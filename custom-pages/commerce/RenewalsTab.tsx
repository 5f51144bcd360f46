// 'Renouvellements' tab of the purchase list: runs SUBSCRIPTIONS_RENEWALS on this site now (the cron runs it every
// morning) and follows it live.
import AutorenewIcon from '@mui/icons-material/Autorenew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JobProgressPanel } from '../shared/jobs';
import { useRenewals } from './useRenewals';

export default function RenewalsTab() {
  const renewals = useRenewals();
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Typography variant="h6" component="h2">
        Renouvellement des abonnements
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Chaque achat renouvelable qui se termine dans les 24 heures est débité sur la carte enregistrée du client. Un achat n'est jamais débité deux
        fois ; un refus est noté sur l'achat (filtres « Erreurs de renouvellement »). Le renouvellement automatique a lieu chaque matin à 6 h.
      </Typography>
      {renewals.due !== undefined && (
        <Typography>{renewals.due === 0 ? 'Aucun achat à renouveler maintenant.' : `${renewals.due} achat(s) à renouveler maintenant.`}</Typography>
      )}
      <div>
        <Button variant="contained" startIcon={<AutorenewIcon />} disabled={renewals.starting} onClick={renewals.start}>
          Lancer les renouvellements
        </Button>
      </div>
      {renewals.error && <Alert severity="error">{renewals.error}</Alert>}
      {renewals.jobId && <JobProgressPanel key={renewals.jobId} jobId={renewals.jobId} onDone={renewals.refresh} logOpen />}
    </Stack>
  );
}
