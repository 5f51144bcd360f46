// The dashboard's data: the last poll round, asked every second (asking is what keeps the server's poller running;
// a hidden tab stops asking), and the connection history, loaded once and then extended by each round.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { HistoryPoint, MonitoringSnapshot } from '../../model/monitoring';
import { useApiCall } from '../shared/useApiCall';
import { mergeSeries, pointOf, WINDOW_MINUTES } from './series';

export const REFRESH_MS = 1000;

export function useMonitoring() {
  const call = useApiCall();
  const status = useQuery({
    queryKey: ['console.monitoring.status'],
    queryFn: () => call<MonitoringSnapshot>('/api/global/monitoring/status'),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const history = useQuery({
    queryKey: ['console.monitoring.history'],
    queryFn: () => call<{ data: HistoryPoint[] }>('/api/global/monitoring/history', { query: { minutes: WINDOW_MINUTES } }),
    staleTime: Infinity,
  });
  const [series, setSeries] = useState<HistoryPoint[]>([]);
  useEffect(() => {
    if (history.data) setSeries((live) => mergeSeries(history.data.data, live));
  }, [history.data]);
  useEffect(() => {
    const point = status.data && pointOf(status.data);
    if (point) setSeries((known) => mergeSeries(known, [point]));
  }, [status.data]);
  return { snapshot: status.data, series, error: status.error ?? history.error };
}
