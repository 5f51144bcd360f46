import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

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
      <TextField
        type="date"
        label="Créés du"
        size="small"
        value={period.from}
        onChange={(e) => onChange({ ...period, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="au"
        size="small"
        value={period.to}
        onChange={(e) => onChange({ ...period, to: e.target.value })}
        error={!!error}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
