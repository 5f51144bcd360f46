// 'Sécurité': the company accounts (single sign-on providers) linked to one's console account, so that a person sees
// which identity at which provider signs them in, and unlinks one (after a confirmation, and the second factor again
// as for the factors' own changes). Shown only when there is one.
import { Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import type { SsoIdentity } from '../../model/sso';
import { SsoIdentityList } from '../../custom-pages/shared/SsoIdentityList';
import { errorMessageOf, useConfirm, useNotifyText } from '../../schema-adapters/shared';
import type { useFactors } from './useFactors';

const pathOf = (identity: SsoIdentity) =>
  `/api/account/sso-identities/${encodeURIComponent(identity.providerId)}/${encodeURIComponent(identity.subject)}`;

export function SsoIdentitiesSection({ factors }: { factors: ReturnType<typeof useFactors> }) {
  const { call, busy, change } = factors;
  const notify = useNotifyText();
  const [ask, confirmDialog] = useConfirm();
  const [identities, setIdentities] = useState<SsoIdentity[]>();
  const reload = useCallback(
    () => call<SsoIdentity[]>('/api/account/sso-identities').then(setIdentities, (failure) => notify(errorMessageOf(failure), 'error')),
    [call, notify],
  );
  useEffect(() => void reload(), [reload]);

  const unlink = async (identity: SsoIdentity) => {
    const ok = await ask({
      title: `Délier votre compte ${identity.providerLabel} ?`,
      content: `Le compte d'entreprise « ${identity.subject} » ne sera plus relié à votre compte de la console. Une prochaine connexion par ${identity.providerLabel} le reliera de nouveau si son adresse e-mail vérifiée est celle de votre compte.`,
      confirm: 'Délier',
      warning: true,
    });
    if (ok && (await change(async () => void (await call(pathOf(identity), { method: 'DELETE' })), "Compte d'entreprise délié"))) await reload();
  };

  if (!identities?.length) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Authentification unique" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography component="h2" variant="h6">
          Authentification unique
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Les comptes d'entreprise reliés à votre compte de la console :
        </Typography>
        <SsoIdentityList identities={identities} busy={busy} onUnlink={(identity) => void unlink(identity)} />
      </Stack>
      {confirmDialog}
    </Paper>
  );
}
