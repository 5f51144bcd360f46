// An admin user's open sessions, for a super administrator: seen and ended one by one (issue 32 §3).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { errorMessageOf, useNotifyText } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';
import { SessionsTable, type SessionRow } from '../shared/SessionsTable';

export function AdminUserSessions() {
  const record = useRecordContext();
  const call = useApiCall();
  const notify = useNotifyText();
  const [sessions, setSessions] = useState<SessionRow[]>([]);
  const base = record ? `/api/global/admin-users/${encodeURIComponent(String(record.id))}/sessions` : undefined;
  const load = useCallback(async () => {
    if (base) setSessions(await call<SessionRow[]>(base));
  }, [base, call]);
  useEffect(() => void load().catch((failure) => notify(errorMessageOf(failure), 'error')), [load, notify]);
  if (!record) return null;

  const end = async (key: string) => {
    try {
      await call(`${base}/${key}`, { method: 'DELETE' });
      notify('Session fermée', 'success');
      await load();
    } catch (failure) {
      notify(errorMessageOf(failure), 'error');
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label="Sessions ouvertes">
      <Typography variant="subtitle1" component="h2">
        Sessions ouvertes
      </Typography>
      {sessions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Aucune session ouverte.
        </Typography>
      ) : (
        <SessionsTable sessions={sessions} onEnd={(key) => void end(key)} />
      )}
    </Paper>
  );
}
