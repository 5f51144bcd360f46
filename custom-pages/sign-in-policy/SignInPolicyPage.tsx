// Who must have a second factor: an account the rule names and that has none sets one up at its next sign-in.
import { Alert, Button, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { errorMessageOf, useNotifiedAction, useNotifyText } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';

interface Policy {
  superAdmins: boolean;
  sensitiveRights: boolean;
  everyone: boolean;
}

const LABELS: Record<keyof Policy, string> = {
  superAdmins: 'Les super administrateurs',
  sensitiveRights: 'Les détenteurs des droits « Utilisateurs et paiements » ou « Administration »',
  everyone: 'Tous les comptes',
};

export default function SignInPolicyPage() {
  const call = useApiCall();
  const notify = useNotifyText();
  const [policy, setPolicy] = useState<Policy>();
  const { busy, run } = useNotifiedAction();
  useEffect(() => {
    call<Policy>('/api/global/sign-in-policy').then(setPolicy, (failure) => notify(errorMessageOf(failure), 'error'));
  }, [call, notify]);

  const save = () =>
    run(async () => setPolicy(await call<Policy>('/api/global/sign-in-policy', { method: 'PUT', body: policy })), 'Règle de connexion enregistrée');
  return (
    <Paper variant="outlined" sx={{ p: 2, m: 2, maxWidth: 720 }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          Règle de connexion
        </Typography>
        <Typography>Doivent se connecter avec un second facteur (application d'authentification ou clé d'accès) :</Typography>
        {policy &&
          (Object.keys(LABELS) as (keyof Policy)[]).map((key) => (
            <FormControlLabel
              key={key}
              control={<Switch checked={policy[key]} onChange={(event) => setPolicy({ ...policy, [key]: event.target.checked })} />}
              label={LABELS[key]}
            />
          ))}
        <Alert severity="info">Un compte concerné qui n'a pas encore de second facteur devra en activer un à sa prochaine connexion.</Alert>
        <Button variant="contained" disabled={busy || !policy} onClick={() => void save()} sx={{ alignSelf: 'flex-start' }}>
          Enregistrer
        </Button>
      </Stack>
    </Paper>
  );
}
