// The local SMTP simulator as the super-admin screen reads it (GET /api/global/mail-simulator), refreshed every 5 s,
// and its on/off switch (PUT).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailSimulatorView } from '../../model/mail';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';

export type { CapturedMail } from '../../model/mail';

const KEY = ['console.mail-simulator'];

export function useMailSimulator() {
  const call = useApiCall();
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => call<MailSimulatorView>('/api/global/mail-simulator'), refetchInterval: 5000 });
  const toggle = useMutation({
    mutationFn: (running: boolean) => call<MailSimulatorView>('/api/global/mail-simulator', { method: 'PUT', body: { running } }),
    onSuccess: (state) => client.setQueryData(KEY, state),
  });
  return { ...query, toggle };
}
