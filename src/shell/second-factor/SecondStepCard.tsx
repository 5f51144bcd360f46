// The login page's second step: a code (authenticator app or recovery code) or the account's passkey; or, for an account
// the policy requires a factor of and that has none, setting up the authenticator app or a passkey before any session.
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import type { ConsoleUser } from '../../../model/session';
import {
  confirmTotpSetup,
  passkeyErrorMessage,
  postFactorCode,
  setUpPasskey,
  signInWithPasskey,
  startTotpSetup,
  type SecondStep,
  type TotpSetup,
} from '../../session/secondFactorApi';
import { useSession } from '../../session/SessionContext';
import { RecoveryCodesList } from '../../../custom-pages/shared/RecoveryCodesList';
import { TotpQrCode } from '../../../custom-pages/shared/TotpQrCode';
import { VerificationCodeField } from './VerificationCodeField';

export function SecondStepCard({ step, onRestart }: { step: SecondStep; onRestart: () => void }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card component="main" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          {step.step === 'setup' ? <SetupStep step={step} /> : <FactorStep step={step} />}
          <Button onClick={onRestart} size="small" sx={{ mt: 2 }}>
            Recommencer la connexion
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

/** Runs a step's call, showing the server's French refusal. */
function useStepCall() {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, message = (e: unknown) => (e as Error).message) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(message(failure));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}

function FactorStep({ step }: { step: SecondStep }) {
  const { signedIn } = useSession();
  const [code, setCode] = useState('');
  const { error, busy, run } = useStepCall();
  const hasCode = step.methods.includes('totp');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => signedIn(await postFactorCode(step.pendingToken, code.trim())));
  };
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        Vérification en deux étapes
      </Typography>
      {hasCode && (
        <Stack component="form" onSubmit={submit} spacing={2} noValidate>
          <VerificationCodeField value={code} onChange={setCode} withRecovery autoFocus />
          <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
            Valider
          </Button>
        </Stack>
      )}
      {step.methods.includes('passkey') && (
        <Button
          variant={hasCode ? 'outlined' : 'contained'}
          disabled={busy}
          onClick={() => void run(async () => signedIn(await signInWithPasskey(step.pendingToken)), passkeyErrorMessage)}
        >
          Utiliser ma clé d'accès
        </Button>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

function SetupStep({ step }: { step: SecondStep }) {
  const { signedIn } = useSession();
  const [setup, setSetup] = useState<TotpSetup>();
  const [code, setCode] = useState('');
  const [done, setDone] = useState<{ user: ConsoleUser; recoveryCodes: string[] }>();
  const { error, busy, run } = useStepCall();
  useEffect(() => {
    void run(async () => setSetup(await startTotpSetup(step.pendingToken)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per pending login
  }, [step.pendingToken]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => setDone(await confirmTotpSetup(step.pendingToken, code.trim())));
  };
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        Activez un second facteur
      </Typography>
      {done ? (
        <>
          <RecoveryCodesList codes={done.recoveryCodes} />
          <Button variant="contained" onClick={() => signedIn(done.user)}>
            J'ai noté mes codes, continuer
          </Button>
        </>
      ) : (
        <>
          <Alert severity="info">Votre compte doit être protégé par un second facteur avant d'ouvrir la console.</Alert>
          {setup && <TotpQrCode setup={setup} />}
          <Stack component="form" onSubmit={submit} spacing={2} noValidate>
            <VerificationCodeField value={code} onChange={setCode} />
            <Button type="submit" variant="contained" disabled={busy || !setup || !code.trim()}>
              Activer
            </Button>
          </Stack>
          {step.methods.includes('passkey') && typeof window !== 'undefined' && window.PublicKeyCredential && (
            <>
              <Divider>ou</Divider>
              <Button
                variant="outlined"
                startIcon={<KeyIcon />}
                disabled={busy}
                onClick={() => void run(async () => signedIn(await setUpPasskey(step.pendingToken)), passkeyErrorMessage)}
              >
                Enregistrer une clé d'accès
              </Button>
            </>
          )}
        </>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
