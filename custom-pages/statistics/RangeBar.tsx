import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { PERIODS, type Period } from '../../model/statistics';
import { FrenchDateField } from '../shared';
import { parisDate } from './format';

export const PERIOD_LABELS: Record<Period, string> = { day: 'Jour', week: 'Semaine', month: 'Mois' };

/** A range of Paris dates (YYYY-MM-DD) and a period; start never after end. */
export interface DayRange {
  start: string;
  end: string;
  period: Period;
}

const secondsOf = (date: string) => new Date(`${date}T12:00:00`).getTime() / 1000;
const dateOf = (seconds: number) => parisDate(new Date(seconds * 1000));

/** Start and end pickers, the period, and what a screen adds (a use case, say). */
export function RangeBar({ range, onChange, children }: { range: DayRange; onChange: (range: DayRange) => void; children?: ReactNode }) {
  const set = (patch: Partial<DayRange>) => {
    const next = { ...range, ...patch };
    // Start cannot exceed end, end cannot precede start (spec 000 §5): the other end follows.
    if (next.start > next.end) {
      if (patch.start) next.end = next.start;
      else next.start = next.end;
    }
    onChange(next);
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <FrenchDateField dateOnly label="Date de début" value={secondsOf(range.start)} onChange={(s) => set({ start: dateOf(s) })} />
      <FrenchDateField dateOnly label="Date de fin" value={secondsOf(range.end)} onChange={(s) => set({ end: dateOf(s) })} />
      <TextField
        select
        size="small"
        label="Période"
        value={range.period}
        onChange={(e) => set({ period: e.target.value as Period })}
        sx={{ width: 130, maxWidth: '100%' }}
      >
        {PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {PERIOD_LABELS[p]}
          </MenuItem>
        ))}
      </TextField>
      {children}
    </Stack>
  );
}
