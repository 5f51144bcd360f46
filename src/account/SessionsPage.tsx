// 'Mes sessions': one's open sessions, each ended by its button, or all but this one.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { errorMessageOf, useNotifiedAction } from '../../schema-adapters/shared';
import { useApiCall } from '../../custom-pages/shared';
import { SessionsTable, type SessionRow } from '../../custom-pages/shared/SessionsTable';

export function SessionsPage() {
  const call = useApiCall();
  const [sessions, setSessions] = useState<SessionRow[]>();
  const [error, setError] = useState<string>();
  const { busy, run } = useNotifiedAction();

  const load = useCallback(async () => {
    try {
      setSessions(await call<SessionRow[]>('/api/account/sessions'));
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  }, [call]);
  useEffect(() => void load(), [load]);

  const act = (path: string, method: 'DELETE' | 'POST', done: string) =>
    run(async () => {
      await call(path, { method });
      await load();
    }, done);

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        Mes sessions
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Les appareils où votre compte est connecté. Fermez une session que vous ne reconnaissez pas, puis changez votre mot de passe.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {sessions && (
        <SessionsTable sessions={sessions} busy={busy} onEnd={(key) => void act(`/api/account/sessions/${key}`, 'DELETE', 'Session fermée')} />
      )}
      {sessions && sessions.length > 1 && (
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => void act('/api/account/sessions/end-others', 'POST', 'Les autres sessions sont fermées')}
          sx={{ alignSelf: 'flex-start' }}
        >
          Fermer toutes les autres sessions
        </Button>
      )}
    </Stack>
  );
}
