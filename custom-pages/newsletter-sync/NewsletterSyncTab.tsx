// 'Synchro newsletter' tab of the users and payments lists (route get-response-synchro, spec 000 §2 "List tabs" and
// "Newsletter sync"): choose the filter, start the NEWSLETTER_SYNC job, follow it, read its result lines.
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DataSchema } from '../../model/metaSchema';
import type { JobView } from '../../model/jobs';
import { JobProgressPanel } from '../shared/jobs';
import { SyncFilterForm } from './SyncFilterForm';
import { SyncResultLines } from './SyncResultLines';
import { resultLinesOf, sideOf } from './syncForm';
import { useNewsletterSync } from './useNewsletterSync';

export default function NewsletterSyncTab({ schema }: { schema: DataSchema }) {
  const side = sideOf(schema._id);
  const sync = useNewsletterSync(side);
  const [done, setDone] = useState<JobView>();
  const result = done?.id === sync.jobId ? resultLinesOf(done?.result) : undefined;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="h6" component="h2">
          Synchronisation avec GetResponse
        </Typography>
        {sync.provider?.simulated && <Chip color="warning" size="small" label="simulateur local" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {side === 'payments' ? 'Les clients des paiements choisis' : 'Les utilisateurs choisis'} sont cherchés par e-mail dans la liste
        {sync.provider?.list ? ` « ${sync.provider.list.name} »` : ''} : mis à jour s'ils y sont, ajoutés s'ils ont accepté la newsletter, avec leurs
        consentements et leur abonnement. La relancer ne crée pas de doublon.
      </Typography>
      {sync.providerError && <Alert severity="error">{sync.providerError}</Alert>}
      {sync.provider?.problem && <Alert severity="warning">{sync.provider.problem}</Alert>}
      <SyncFilterForm side={side} form={sync.form} errors={sync.errors} onChange={sync.setForm} />
      <div>
        <Button variant="contained" startIcon={<SyncIcon />} disabled={!sync.canStart} onClick={sync.start}>
          Lancer la synchronisation
        </Button>
      </div>
      {sync.startError && <Alert severity="error">{sync.startError}</Alert>}
      {sync.jobId && <JobProgressPanel key={sync.jobId} jobId={sync.jobId} onDone={setDone} />}
      {result && <SyncResultLines ok={result.ok} errors={result.errors} />}
    </Stack>
  );
}
