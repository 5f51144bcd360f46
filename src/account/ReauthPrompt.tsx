// Mounted once in the console: answers the data provider's asks for a recent second factor (reauthGate.ts) with
// 'Confirmez votre identité', offering the account's own factors; calls asking at the same time share one dialog.
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { FactorStatus } from '../../model/sign-in-factors';
import { useApiCall } from '../../custom-pages/shared';
import type { ReauthGate } from '../providers/reauthGate';
import { ReauthDialog } from './ReauthDialog';

export const ReauthGateContext = createContext<ReauthGate | undefined>(undefined);

export function ReauthPrompt() {
  const gate = useContext(ReauthGateContext);
  const call = useApiCall();
  const [asking, setAsking] = useState<{ status: FactorStatus; answer: (given: boolean) => void }>();
  const pending = useRef<Promise<boolean>>(undefined);

  useEffect(
    () =>
      gate?.answerWith(() => {
        pending.current ??= call<FactorStatus>('/api/account/factors')
          .then((status) => new Promise<boolean>((answer) => setAsking({ status, answer })))
          .catch(() => false)
          .finally(() => {
            pending.current = undefined;
            setAsking(undefined);
          });
        return pending.current;
      }),
    [gate, call],
  );

  return (
    <ReauthDialog
      open={!!asking}
      withCode={asking?.status.totp === true}
      withPasskey={(asking?.status.passkeys.length ?? 0) > 0}
      onVerified={() => asking?.answer(true)}
      onCancel={() => asking?.answer(false)}
    />
  );
}
