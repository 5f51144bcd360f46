// The authenticator app (TOTP): turned on by scanning its QR code and typing a first code; then its ten recovery
// codes are shown once. Turned off, or its recovery codes drawn anew, after the factor is given again.
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { RecoveryCodesList } from '../../custom-pages/shared/RecoveryCodesList';
import { TotpQrCode } from '../../custom-pages/shared/TotpQrCode';
import type { useFactors } from './useFactors';
import { VerificationCodeField } from '../shell/second-factor/VerificationCodeField';

export function TotpSection({ factors }: { factors: ReturnType<typeof useFactors> }) {
  const { call, status, busy, change } = factors;
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string }>();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>();
  if (!status) return null;

  const start = () => change(async () => setSetup(await call('/api/account/totp', { method: 'POST' })));
  const confirm = () =>
    change(async () => {
      const { recoveryCodes } = await call<{ recoveryCodes: string[] }>('/api/account/totp/confirm', { method: 'POST', body: { code: code.trim() } });
      setSetup(undefined);
      setCode('');
      setCodes(recoveryCodes);
    }, "Application d'authentification activée");
  const renew = () =>
    change(async () => setCodes((await call<{ recoveryCodes: string[] }>('/api/account/recovery-codes', { method: 'POST' })).recoveryCodes));
  const remove = () => change(async () => void (await call('/api/account/totp', { method: 'DELETE' })), "Application d'authentification désactivée");

  return (
    <Paper variant="outlined" component="section" aria-label="Application d'authentification" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Application d'authentification
        </Typography>
        {codes && (
          <>
            <RecoveryCodesList codes={codes} />
            <Button onClick={() => setCodes(undefined)} sx={{ alignSelf: 'flex-start' }}>
              J'ai noté mes codes
            </Button>
          </>
        )}
        {status.totp ? (
          <>
            <Typography>Activée — {status.recoveryCodesLeft} codes de secours restants.</Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" disabled={busy} onClick={() => void renew()}>
                Nouveaux codes de secours
              </Button>
              <Button variant="outlined" color="error" disabled={busy} onClick={() => void remove()}>
                Désactiver
              </Button>
            </Stack>
          </>
        ) : setup ? (
          <>
            <TotpQrCode setup={setup} />
            <VerificationCodeField value={code} onChange={setCode} />
            <Button variant="contained" disabled={busy || !code.trim()} onClick={() => void confirm()} sx={{ alignSelf: 'flex-start' }}>
              Confirmer
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={busy} onClick={() => void start()} sx={{ alignSelf: 'flex-start' }}>
            Activer l'application d'authentification
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
