// The accounting export tab of AccountingExportItem (spec 000 §2 List tabs and Exports): the payment provider's payouts
// in euros with their status, and per payout the reconciled file export_comptable_{arrival date}_{amount}EUR.csv,
// produced by a job (the button says so) and offered for download once it is done.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Loading, useBasename, Link } from 'react-admin';
import { useSchema } from '../../schema-adapters/schemasContext';
import { formatDateTime, recordPathsOf, useNotifyText, useSiteId } from '../../schema-adapters/shared';
import { JobProgressPanel } from '../shared/jobs';
import { downloadUrl } from './exportRecord';
import { frenchEurosOfCents } from '../../model/frenchFormat';
import { useAccountingPayouts } from './useAccountingPayouts';

const day = (seconds: number) => formatDateTime(seconds)?.slice(0, 10);

export default function AccountingTab() {
  const { payouts, error, running, ready, busy, start, finished } = useAccountingPayouts();
  const siteId = useSiteId();
  const basename = useBasename();
  const exportSchema = useSchema('Export');
  const notify = useNotifyText();
  if (!payouts && !error) return <Loading />;
  const onDone = () => {
    notify('Votre export est prêt, vous pouvez maintenant le télécharger', 'success');
    void finished();
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      {payouts?.simulated && <Chip color="warning" size="small" label="simulateur local" sx={{ alignSelf: 'flex-start' }} />}
      {error && <Alert severity="error">{error}</Alert>}
      <Alert severity="info" role="status">
        L'export comptable d'un virement est préparé en arrière-plan : suivez sa progression ici, le fichier vous est proposé dès qu'il est prêt.
      </Alert>
      {ready && (
        <Alert
          severity="success"
          role="status"
          action={
            // The file comes as an attachment: the page stays.
            <Button color="inherit" size="small" href={downloadUrl(siteId, ready.exportId)} download={ready.fileName}>
              Télécharger {ready.fileName}
            </Button>
          }
        >
          Export comptable prêt : {ready.fileName}
          {exportSchema && (
            <>
              {' — '}
              <Link to={recordPathsOf(basename, exportSchema).view(ready.exportId)}>Voir l'export et son rapport</Link>
            </>
          )}
        </Alert>
      )}
      {running && (
        <>
          <JobProgressPanel key={running.jobId} jobId={running.jobId} onDone={onDone} />
          {exportSchema && <Link to={recordPathsOf(basename, exportSchema).view(running.exportId)}>Voir l'export et son rapport</Link>}
        </>
      )}
      <Table size="small" aria-label="Virements du prestataire">
        <TableHead>
          <TableRow>
            <TableCell>Virement</TableCell>
            <TableCell>Date d'arrivée</TableCell>
            <TableCell align="right">Montant</TableCell>
            <TableCell>Statut</TableCell>
            <TableCell>Déjà exporté</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {payouts?.data.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{p.id}</TableCell>
              <TableCell>{day(p.arrival_date)}</TableCell>
              <TableCell align="right">{frenchEurosOfCents(p.amount)}</TableCell>
              <TableCell>
                <Chip size="small" label={p.statusLabel} color={p.status === 'paid' ? 'success' : p.status === 'in_transit' ? 'info' : 'default'} />
              </TableCell>
              <TableCell>{p.exportedTs ? `le ${day(p.exportedTs)}` : 'non'}</TableCell>
              <TableCell>
                <Button size="small" variant="outlined" disabled={busy} onClick={() => start(p.id)}>
                  Préparer l'export comptable
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
