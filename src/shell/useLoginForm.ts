import { useState, type FormEvent } from 'react';
import { passkeyErrorMessage, signInWithPasskey, type SecondStep } from '../session/secondFactorApi';
import { useSession } from '../session/SessionContext';

/** Login form state: the server's French message (bad credentials, too many attempts) becomes the inline error. */
export function useLoginForm() {
  const { signIn, signedIn } = useSession();
  // After a right password, when the account has a second factor or must set one up.
  const [secondStep, setSecondStep] = useState<SecondStep>();
  const [values, setValues] = useState({ login: '', password: '' });
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const setField = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    try {
      const step = await signIn(values.login.trim(), values.password);
      if (step) {
        setSecondStep(step);
        setSubmitting(false);
      }
    } catch (failure) {
      setError((failure as Error).message);
      setSubmitting(false);
    }
  };

  /** 'Se connecter avec une clé d'accès': no login, no password. */
  const passkey = async () => {
    setSubmitting(true);
    setError(undefined);
    try {
      signedIn(await signInWithPasskey());
    } catch (failure) {
      setError(passkeyErrorMessage(failure));
      setSubmitting(false);
    }
  };

  const restart = () => {
    setSecondStep(undefined);
    setValues((current) => ({ ...current, password: '' }));
  };

  return { values, setField, error, submitting, submit, secondStep, restart, passkey };
}
