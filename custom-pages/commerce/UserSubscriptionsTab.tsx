// The User record's tab 'Abonnements Stripe' (spec 000 §2 record extras, §3 stripeSubscription): the provider's
// subscriptions of the user, the current one (now within its period, spec 000 §4) marked 'En cours'.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../schema-adapters/shared/formatDateTime';
import { SimulatorTag } from './SimulatorTag';
import { useUserSubscriptions } from './useUserSubscriptions';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  canceled: 'Annulée',
  past_due: 'Paiement en retard',
  unpaid: 'Impayée',
  trialing: "Période d'essai",
  incomplete: 'Incomplète',
  incomplete_expired: 'Incomplète expirée',
  paused: 'En pause',
};

const date = (ts: number | null) => (ts === null ? '' : (formatDateTime(ts) ?? ''));

export default function UserSubscriptionsTab() {
  const { subscriptions, loading, error } = useUserSubscriptions();
  if (loading) return <LinearProgress />;
  if (error) return <Alert severity="error">{error}</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle1" component="h2">
          Souscriptions chez le prestataire de paiement{subscriptions?.customerId ? ` (client ${subscriptions.customerId})` : ''}
        </Typography>
        <SimulatorTag simulated={subscriptions?.simulated} />
      </Stack>
      {!subscriptions?.data.length ? (
        <Typography color="text.secondary">Aucune souscription à afficher</Typography>
      ) : (
        <Table size="small" aria-label="Souscriptions">
          <TableHead>
            <TableRow>
              <TableCell>Statut</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell>Période en cours</TableCell>
              <TableCell>Début</TableCell>
              <TableCell>Mode</TableCell>
              <TableCell>Identifiant</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {subscriptions.data.map((sub) => (
              <TableRow key={sub.id} selected={sub.current}>
                <TableCell>
                  {STATUS_LABELS[sub.status] ?? sub.status}
                  {sub.current && <Chip size="small" color="success" label="En cours" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{sub.planNickname ?? ''}</TableCell>
                <TableCell>
                  {date(sub.currentPeriodStart)} – {date(sub.currentPeriodEnd)}
                </TableCell>
                <TableCell>{date(sub.start)}</TableCell>
                <TableCell>{sub.livemode ? 'Production' : 'Test'}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{sub.id}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
