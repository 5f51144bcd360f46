// 'Renouvellements' tab of the purchase list: runs SUBSCRIPTIONS_RENEWALS on this site now (the cron runs it every
// morning) and follows it live.
import AutorenewIcon from '@mui/icons-material/Autorenew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-admin';
import { useRecordPaths } from '../../schema-adapters/shared';
import { useSchema } from '../../schema-adapters/schemasContext';
import { JobProgressPanel } from '../shared/jobs';
import { LAPSED_FILTER, useRenewals } from './useRenewals';

export default function RenewalsTab() {
  const renewals = useRenewals();
  const purchase = useSchema('Purchase');
  const lapsedLabel = purchase?.subFilters?.find((f) => f.id === LAPSED_FILTER)?.label ?? 'Échus sans renouvellement';
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Typography variant="h6" component="h2">
        Renouvellement des abonnements
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Chaque achat renouvelable qui se termine dans les 24 heures est débité sur la carte enregistrée du client. Un achat n'est jamais débité deux
        fois ; un refus est noté sur l'achat (filtres « Erreurs de renouvellement »). Un abonnement terminé depuis plus que le délai de grâce n'est
        jamais débité : il attend votre décision sous « {lapsedLabel} ». Le renouvellement automatique a lieu chaque matin à 6 h.
      </Typography>
      {renewals.due !== undefined && (
        <Typography>{renewals.due === 0 ? 'Aucun achat à renouveler maintenant.' : `${renewals.due} achat(s) à renouveler maintenant.`}</Typography>
      )}
      {!!renewals.lapsed && purchase && <LapsedLine count={renewals.lapsed} label={lapsedLabel} schema={purchase} />}
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

function LapsedLine({ count, label, schema }: { count: number; label: string; schema: Parameters<typeof useRecordPaths>[0] }) {
  const paths = useRecordPaths(schema);
  return (
    <Alert severity="warning" role="status">
      {count} abonnement(s) terminé(s) depuis plus que le délai de grâce ne seront pas débités :{' '}
      <Link to={paths.tab('collection', LAPSED_FILTER)}>{label}</Link>.
    </Alert>
  );
}
