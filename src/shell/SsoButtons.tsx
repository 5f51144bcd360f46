// The login page's single sign-on part (issue 32): one 'Se connecter avec …' button per provider a super administrator
// configured (the local simulator tagged as such), the refusal the console sent the browser back with (?ssoError=CODE,
// shown with its French message from model/sso/index.ts, never text from the address), and after a logout from a provider's
// session, the offer to leave the provider too.
import { Alert, Button, Chip, Divider, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { ssoErrorMessage, type SsoProviderButton } from '../../model/sso';
import { fetchSsoProviders, ssoStartUrl, takeProviderLogout } from '../session/ssoApi';

/** The refusal code in the address, removed from it so that a reload does not show it again. */
function takeSsoError(): string | undefined {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('ssoError') ?? undefined;
  if (code) {
    url.searchParams.delete('ssoError');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return code;
}

export function SsoButtons() {
  const [providers, setProviders] = useState<SsoProviderButton[]>([]);
  const [error] = useState(takeSsoError);
  const [providerLogout] = useState(takeProviderLogout);

  useEffect(() => {
    let live = true;
    fetchSsoProviders().then(
      (list) => live && setProviders(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const returnTo = window.location.pathname + window.location.search;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {error && (
        <Alert severity="error" role="alert">
          {ssoErrorMessage(error)}
        </Alert>
      )}
      {providerLogout && (
        <Alert severity="info" action={<Button href={providerLogout}>Se déconnecter aussi</Button>}>
          Vous êtes déconnecté de la console ; votre session chez le fournisseur d'identité reste ouverte.
        </Alert>
      )}
      {providers.length > 0 && <Divider>ou</Divider>}
      {providers.map((p) => (
        <Stack key={p.id} direction="row" spacing={1} alignItems="center">
          <Button variant="outlined" fullWidth href={ssoStartUrl(p.id, returnTo)}>
            Se connecter avec {p.label}
          </Button>
          {p.standIn && <Chip size="small" color="warning" label="simulateur local" />}
        </Stack>
      ))}
    </Stack>
  );
}
