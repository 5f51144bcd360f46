// Row options modal (spec 001 §2-§3): separator, paddings, images loading, wrapper class, the breakpoint from which
// columns sit side by side (desktop, tablet by default, mobile meaning never stacked), full width and gutters.
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BREAKPOINT_VIEWPORTS, ROW_OPTION_FIELDS, getRow, setRowOptions, type Layout } from '../../../model/layouts';
import { DialogFrame } from './DialogFrame';
import { rowFormValues, rowPatch } from './rowOptionsForm';
import { useInlineApply } from './useInlineApply';

export function RowOptionsDialog({ layout, row, onClose }: { layout: Layout; row: number; onClose: () => void }) {
  const [initial] = useState(() => rowFormValues(getRow(layout, row)));
  const [values, setValues] = useState(initial);
  const { error, run } = useInlineApply(onClose);
  const set = (key: string, value: boolean | string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <DialogFrame
      title={`Options de la ligne ${row + 1}`}
      onClose={onClose}
      submitLabel="Appliquer"
      onSubmit={() => run((l) => setRowOptions(l, row, rowPatch(initial, values)))}
      error={error}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        {ROW_OPTION_FIELDS.map(({ key, label, kind }) => {
          if (kind === 'bool') {
            return (
              <FormControlLabel
                key={key}
                label={label}
                control={<Switch checked={values[key] === true} onChange={(event) => set(key, event.target.checked)} />}
              />
            );
          }
          if (kind === 'string') {
            return <TextField key={key} size="small" label={label} value={values[key]} onChange={(event) => set(key, event.target.value)} />;
          }
          return (
            <TextField key={key} select size="small" label={label} value={values[key]} onChange={(event) => set(key, event.target.value)}>
              {BREAKPOINT_VIEWPORTS.map((v) => (
                <MenuItem key={v.value} value={v.value}>
                  {v.label}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Stack>
    </DialogFrame>
  );
}
