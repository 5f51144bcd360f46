// 'Sécurité': the second factors of one's own account, and the company accounts (SSO) linked to it.
import { Alert, Stack, Typography } from '@mui/material';
import { PasskeysSection } from './PasskeysSection';
import { SsoIdentitiesSection } from './SsoIdentitiesSection';
import { TotpSection } from './TotpSection';
import { useFactors } from './useFactors';

export function SecurityPage() {
  const factors = useFactors();
  const { status } = factors;
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        Mes facteurs de connexion
      </Typography>
      {status?.required && !status.totp && status.passkeys.length === 0 && (
        <Alert severity="warning">La règle de connexion exige un second facteur pour votre compte : activez-en un.</Alert>
      )}
      {status && <TotpSection factors={factors} />}
      {status && <PasskeysSection factors={factors} />}
      <SsoIdentitiesSection factors={factors} />
    </Stack>
  );
}
