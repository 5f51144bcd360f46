// The filter of a newsletter sync: its type first (date, customer email, all), then what that type needs.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FrenchDateField, dayOf, secondsOfDay } from '../shared';
import { filterLabels, type FilterType, type SyncForm, type SyncSide } from './syncForm';

interface Props {
  side: SyncSide;
  form: SyncForm;
  errors: Partial<Record<keyof SyncForm, string>>;
  onChange: (form: SyncForm) => void;
}

const TYPES: FilterType[] = ['create_date', 'customer_email', 'all'];

export function SyncFilterForm({ side, form, errors, onChange }: Props) {
  const labels = filterLabels(side);
  const set = (patch: Partial<SyncForm>) => onChange({ ...form, ...patch });
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="newsletter-filter-type">Type de filtre</FormLabel>
        <RadioGroup row aria-labelledby="newsletter-filter-type" value={form.type} onChange={(_, type) => set({ type: type as FilterType })}>
          {TYPES.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={labels[type]} />
          ))}
        </RadioGroup>
        {errors.type && <FormHelperText>{errors.type}</FormHelperText>}
      </FormControl>
      {form.type === 'create_date' && (
        <Stack direction="row" spacing={2}>
          <FrenchDateField
            dateOnly
            optional
            label="Du"
            value={secondsOfDay(form.from)}
            onChange={(s) => set({ from: dayOf(s) })}
            error={errors.from}
            helperText=" "
          />
          <FrenchDateField
            dateOnly
            optional
            label="Au (inclus)"
            value={secondsOfDay(form.to)}
            onChange={(s) => set({ to: dayOf(s) })}
            error={errors.to}
            helperText=" "
          />
        </Stack>
      )}
      {form.type === 'customer_email' && (
        <TextField
          type="email"
          label="Adresse e-mail du client"
          value={form.email}
          onChange={(e) => set({ email: e.target.value })}
          error={!!form.email && !!errors.email}
          helperText={(form.email && errors.email) || ' '}
          sx={{ maxWidth: 420 }}
        />
      )}
    </Stack>
  );
}
