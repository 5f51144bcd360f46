import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Timeline, TimelineUsage } from '../../../model/statistics';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { bucketLabel } from '../format';
import { COLORS, LineChartCard } from '../LineChartCard';
import { RangeBar, type DayRange } from '../RangeBar';
import { useStatsQuery } from '../useStatsQuery';
import { lastMonth } from '../views/useViewStats';

const USAGES: Record<TimelineUsage, string> = { subscription_renewals: 'Renouvellements d’abonnement', user_creation: "Création d'utilisateurs" };

/** Subscription renewals (default) or user creations per period; reloaded a second after the last change. */
export function SubscriptionsPanel() {
  const [range, setRange] = useState<DayRange>(lastMonth);
  const [usage, setUsage] = useState<TimelineUsage>('subscription_renewals');
  const settled = useDebouncedValue({ ...range, usage }, 1000);
  const { data, error, isFetching } = useStatsQuery<Timeline>('timeline', settled);
  const points = (data?.points ?? []).map((p) => ({ label: bucketLabel(p.bucket, data!.period), value: p.value }));
  return (
    <>
      <RangeBar range={range} onChange={setRange}>
        <TextField
          select
          size="small"
          label="Type"
          value={usage}
          onChange={(e) => setUsage(e.target.value as TimelineUsage)}
          sx={{ width: 240, maxWidth: '100%' }}
        >
          {Object.entries(USAGES).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </RangeBar>
      {isFetching && <LinearProgress aria-label="Chargement" />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && <LineChartCard title={USAGES[usage]} points={points} lines={[{ key: 'value', label: USAGES[usage], color: COLORS[0] }]} />}
    </>
  );
}
