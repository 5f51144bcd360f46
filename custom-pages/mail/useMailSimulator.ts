// The local SMTP simulator as the super-admin screen reads it (GET /api/global/mail-simulator), refreshed every 5 s,
// and its on/off switch (PUT).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiCall } from '../shared/useApiCall';

export interface CapturedMail {
  id: string;
  receivedAt: string;
  envelope: { from: string; to: string[] };
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailSimulatorState {
  running: boolean;
  url: string;
  messages: CapturedMail[];
}

const KEY = ['console.mail-simulator'];

export function useMailSimulator() {
  const call = useApiCall();
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => call<MailSimulatorState>('/api/global/mail-simulator'), refetchInterval: 5000 });
  const toggle = useMutation({
    mutationFn: (running: boolean) => call<MailSimulatorState>('/api/global/mail-simulator', { method: 'PUT', body: { running } }),
    onSuccess: (state) => client.setQueryData(KEY, state),
  });
  return { ...query, toggle };
}
