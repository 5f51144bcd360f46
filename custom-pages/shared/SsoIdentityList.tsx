// The company accounts (single sign-on identities) linked to a console account, each with its 'Délier' button: one's
// own on 'Sécurité', another account's on its AdminUser page (super administrators).
import { Button, List, ListItem, ListItemText } from '@mui/material';
import type { SsoIdentity } from '../../model/sso';

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

export function SsoIdentityList({
  identities,
  busy,
  onUnlink,
}: {
  identities: SsoIdentity[];
  busy: boolean;
  onUnlink: (identity: SsoIdentity) => void;
}) {
  return (
    <List dense disablePadding>
      {identities.map((identity) => (
        <ListItem
          key={`${identity.providerId} ${identity.subject}`}
          disableGutters
          secondaryAction={
            <Button color="error" disabled={busy} onClick={() => onUnlink(identity)}>
              Délier
            </Button>
          }
        >
          <ListItemText
            primary={`${identity.providerLabel} : identifiant « ${identity.subject} »`}
            secondary={`Relié le ${when(identity.linkedAt)}, dernière connexion le ${when(identity.lastSignInAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
