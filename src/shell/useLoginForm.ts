import { useState, type FormEvent } from 'react';
import { useSession } from '../session/SessionContext';

/** Login form state: the server's French message (bad credentials, too many attempts) becomes the inline error. */
export function useLoginForm() {
  const { login } = useSession();
  const [values, setValues] = useState({ login: '', password: '' });
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const setField = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    try {
      await login(values.login.trim(), values.password);
    } catch (failure) {
      setError((failure as Error).message);
      setSubmitting(false);
    }
  };

  return { values, setField, error, submitting, submit };
}
