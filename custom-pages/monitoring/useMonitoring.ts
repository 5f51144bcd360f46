// The dashboard's data: the last poll round, asked every second (asking is what keeps the server's poller running;
// a hidden tab stops asking), and the connection history: over the live window, loaded once then extended by each
// round; over a longer period, the server's buckets, asked again every 10 s.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { HistoryPoint, MonitoringSnapshot } from '../../model/monitoring';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';
import { mergeSeries, pointOf, WINDOW_MINUTES } from './series';

export const REFRESH_MS = 1000;
const LONG_PERIOD_REFRESH_MS = 10_000;

/** Periods the charts offer, in minutes; the first is the live window. */
export const PERIODS = [
  { minutes: WINDOW_MINUTES, label: '10 min' },
  { minutes: 60, label: '1 h' },
  { minutes: 24 * 60, label: '24 h' },
] as const;

export function useMonitoring(minutes: number) {
  const call = useApiCall();
  const live = minutes === WINDOW_MINUTES;
  const status = useQuery({
    queryKey: ['console.monitoring.status'],
    queryFn: () => call<MonitoringSnapshot>('/api/global/monitoring/status'),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const history = useQuery({
    queryKey: ['console.monitoring.history', minutes],
    queryFn: () => call<{ data: HistoryPoint[]; bucketSeconds: number }>('/api/global/monitoring/history', { query: { minutes } }),
    staleTime: live ? Infinity : 0,
    refetchInterval: live ? false : LONG_PERIOD_REFRESH_MS,
  });
  const [liveSeries, setLiveSeries] = useState<HistoryPoint[]>([]);
  useEffect(() => {
    if (live && history.data) setLiveSeries((known) => mergeSeries(history.data.data, known));
  }, [live, history.data]);
  useEffect(() => {
    const point = status.data && pointOf(status.data);
    if (point) setLiveSeries((known) => mergeSeries(known, [point]));
  }, [status.data]);
  return {
    snapshot: status.data,
    series: live ? liveSeries : (history.data?.data ?? []),
    bucketSeconds: live ? 1 : history.data?.bucketSeconds,
    error: status.error ?? history.error,
  };
}
