import Stack from '@mui/material/Stack';
import { FrenchDateField, dayOf, secondsOfDay } from '../shared';

export interface Period {
  /** 'YYYY-MM-DD' texts of the date inputs, '' when unset. */
  from: string;
  to: string;
}

/** Unix seconds of a period on creation date: from the start of its first day to the end of its last (local time). */
export function periodSeconds(period: Period): { min?: number; max?: number } {
  const at = (day: string, end: boolean) => (day ? Math.floor(new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).getTime() / 1000) : undefined);
  return { min: at(period.from, false), max: at(period.to, true) };
}

export function PeriodInputs({ period, onChange, error }: { period: Period; onChange: (p: Period) => void; error?: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      <FrenchDateField
        dateOnly
        optional
        label="Créés du"
        value={secondsOfDay(period.from)}
        onChange={(s) => onChange({ ...period, from: dayOf(s) })}
      />
      <FrenchDateField
        dateOnly
        optional
        label="au"
        value={secondsOfDay(period.to)}
        onChange={(s) => onChange({ ...period, to: dayOf(s) })}
        error={error}
      />
    </Stack>
  );
}
