// 'Confirmez votre identité': a sensitive change (factors, login-as) asks for the second factor again; a code of the
// authenticator app, a recovery code or a passkey (POST /api/account/verify).
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { promptPasskey, type PublicKeyCredentialRequestOptionsJSON } from '../session/passkeyPrompts';
import { useState } from 'react';
import { errorMessageOf } from '../../schema-adapters/shared';
import { useApiCall } from '../../custom-pages/shared';
import { VerificationCodeField } from '../shell/second-factor/VerificationCodeField';

export function ReauthDialog({
  open,
  withCode,
  withPasskey,
  onVerified,
  onCancel,
}: {
  open: boolean;
  withCode: boolean;
  withPasskey: boolean;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const call = useApiCall();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const verify = async (proof: () => Promise<Record<string, unknown>>) => {
    setBusy(true);
    setError(undefined);
    try {
      await call('/api/account/verify', { method: 'POST', body: await proof() });
      setCode('');
      onVerified();
    } catch (failure) {
      setError((failure as Error).name === 'NotAllowedError' ? "Clé d'accès annulée ou refusée par le navigateur" : errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const passkey = async () => {
    const optionsJSON = await call<PublicKeyCredentialRequestOptionsJSON>('/api/account/verify/passkey-options', { method: 'POST' });
    return { credential: await promptPasskey(optionsJSON) };
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="reauth-title">
      <DialogTitle id="reauth-title">Confirmez votre identité</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {withCode && <VerificationCodeField value={code} onChange={setCode} withRecovery />}
          {withPasskey && (
            <Button variant="outlined" disabled={busy} onClick={() => void verify(passkey)}>
              Utiliser ma clé d'accès
            </Button>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Annuler</Button>
        {withCode && (
          <Button variant="contained" disabled={busy || !code.trim()} onClick={() => void verify(async () => ({ code: code.trim() }))}>
            Confirmer
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
