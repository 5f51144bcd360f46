// An admin user's company accounts (single sign-on), for a super administrator: one linked to the wrong person, or a
// departing employee's, is unlinked here (after a confirmation, and the super administrator's own factor again).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { SsoIdentity } from '../../model/sso';
import { errorMessageOf, useConfirm, useNotifiedAction, useNotifyText } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';
import { SsoIdentityList } from '../shared/SsoIdentityList';

export function AdminUserSsoIdentities() {
  const record = useRecordContext();
  const call = useApiCall();
  const notify = useNotifyText();
  const [ask, confirmDialog] = useConfirm();
  const [identities, setIdentities] = useState<SsoIdentity[]>([]);
  const { busy, run } = useNotifiedAction();
  const base = record ? `/api/global/admin-users/${encodeURIComponent(String(record.id))}/sso-identities` : undefined;
  const load = useCallback(async () => {
    if (base) setIdentities(await call<SsoIdentity[]>(base));
  }, [base, call]);
  useEffect(() => void load().catch((failure) => notify(errorMessageOf(failure), 'error')), [load, notify]);
  if (!record || identities.length === 0) return null;

  const unlink = async (identity: SsoIdentity) => {
    const ok = await ask({
      title: `Délier son compte ${identity.providerLabel} ?`,
      content: `Le compte d'entreprise « ${identity.subject} » ne sera plus relié à ${String(record.login ?? record.id)}. Une prochaine connexion par ${identity.providerLabel} le reliera de nouveau si son adresse e-mail vérifiée est celle de ce compte.`,
      confirm: 'Délier',
      warning: true,
    });
    if (!ok) return;
    const path = `${base}/${encodeURIComponent(identity.providerId)}/${encodeURIComponent(identity.subject)}`;
    await run(async () => {
      await call(path, { method: 'DELETE' });
      await load();
    }, "Compte d'entreprise délié");
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label="Authentification unique">
      <Typography variant="subtitle1" component="h2">
        Authentification unique
      </Typography>
      <SsoIdentityList identities={identities} busy={busy} onUnlink={(identity) => void unlink(identity)} />
      {confirmDialog}
    </Paper>
  );
}
