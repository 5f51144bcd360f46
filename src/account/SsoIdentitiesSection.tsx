// 'Sécurité': the company accounts (single sign-on providers) linked to one's console account, so that a person sees
// which identity at which provider signs them in. Shown only when there is one.
import { List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { SsoIdentity } from '../../model/sso';
import { errorMessageOf, useNotifyText } from '../../schema-adapters/shared';
import { useApiCall } from '../../custom-pages/shared';

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

export function SsoIdentitiesSection() {
  const call = useApiCall();
  const notify = useNotifyText();
  const [identities, setIdentities] = useState<SsoIdentity[]>();
  useEffect(() => {
    call<SsoIdentity[]>('/api/account/sso-identities').then(setIdentities, (failure) => notify(errorMessageOf(failure), 'error'));
  }, [call, notify]);
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
        <List dense disablePadding>
          {identities.map((identity) => (
            <ListItem key={`${identity.providerId} ${identity.subject}`} disableGutters>
              <ListItemText
                primary={`${identity.providerLabel} : identifiant « ${identity.subject} »`}
                secondary={`Relié le ${when(identity.linkedAt)}, dernière connexion le ${when(identity.lastSignInAt)}`}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
