// Login-as (spec 001 §6): the admin types their own password again; the answer's URL (the front's /login with a
// one-time token) opens in a new tab.
import { useState } from 'react';
import { useAttempt, useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';
import { loginAs } from './api';

export function useLoginAs(userId: string) {
  const call = useApiCall();
  const siteId = useSiteId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { busy, error, setError, attempt } = useAttempt();

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };
  const submit = () =>
    attempt(async () => {
      const { url } = await loginAs(call, siteId, userId, password);
      window.open(url, '_blank', 'noopener,noreferrer');
      close();
    });
  return { open, show: () => setOpen(true), close, password, setPassword, error, busy, submit };
}
