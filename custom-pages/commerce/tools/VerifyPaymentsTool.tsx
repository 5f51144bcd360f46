// Tools page: 'Vérifier les paiements' (spec 001 §7 checkAllPayments): Payment records against the provider in
// batches of 100, relinking on demand; the mismatches are listed when the job ends.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JobProgressPanel } from '../../shared/jobs';
import { useVerifyPayments, type VerifyOptions } from './useVerifyPayments';

const FLAGS: [keyof Omit<VerifyOptions, 'afterId'>, string][] = [
  ['relink', 'Relier les paiements retrouvés'],
  ['ignoreMetadata', 'Ignorer les métadonnées du prestataire'],
  ['local', 'Seulement les paiements déjà reliés (sans recherche chez le prestataire)'],
];

export default function VerifyPaymentsTool({ siteId }: { siteId: string }) {
  const verify = useVerifyPayments(siteId);
  const { options, setOptions, result } = verify;
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      <Typography variant="subtitle1" component="h3">
        Vérifier les paiements
      </Typography>
      <TextField
        label="Reprendre après le paiement (identifiant)"
        value={options.afterId}
        onChange={(e) => setOptions({ ...options, afterId: e.target.value })}
      />
      {FLAGS.map(([key, label]) => (
        <FormControlLabel
          key={key}
          label={label}
          control={<Checkbox checked={options[key]} onChange={(e) => setOptions({ ...options, [key]: e.target.checked })} />}
        />
      ))}
      <div>
        <Button variant="contained" startIcon={<FactCheckIcon />} onClick={verify.start}>
          Vérifier les paiements
        </Button>
      </div>
      {verify.jobId && <JobProgressPanel key={verify.jobId} jobId={verify.jobId} />}
      {verify.outcome && <Alert severity={verify.outcome.ok ? 'success' : 'error'}>{verify.outcome.text}</Alert>}
      {result && (
        <>
          <Alert severity={result.mismatches.length ? 'warning' : 'success'}>
            {result.checked} paiement(s) vérifié(s) : {result.ok} conforme(s), {result.relinked} relié(s), {result.mismatches.length} écart(s)
          </Alert>
          <List dense aria-label="Écarts">
            {result.mismatches.map((m) => (
              <ListItem key={`${m.paymentId}-${m.problem}`}>
                <ListItemText primary={`${m.paymentId}${m.intentId ? ` (${m.intentId})` : ''}`} secondary={m.detail} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
