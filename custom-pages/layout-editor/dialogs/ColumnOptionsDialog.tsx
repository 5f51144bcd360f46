// Column options modal (spec 001 §3): size 1-12, offset 0-12, flex (row, text, stacked by default), alignment, flex
// order 1..n, no bottom margin, text alignment and CSS class. Refusals (width over 12, 'both' without row...) show inline.
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { COLUMN_ALIGNS, ROW_ONLY_ALIGNS, TEXT_ALIGNS, setColumnOptions, type ColPath, type Layout } from '../../../model/layouts';
import { LAYOUT_GRID_COLUMNS as GRID } from '../../../model/constants';
import { columnLabel } from '../labels';
import { ALIGN_LABELS, FLEX_CHOICES, columnFormValues, columnPatch, type ColumnFormValues } from './columnOptionsForm';
import { DialogFrame } from './DialogFrame';
import { useInlineApply } from './useInlineApply';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function ColumnOptionsDialog({ layout, path, onClose }: { layout: Layout; path: ColPath; onClose: () => void }) {
  const [{ siblings, ...initial }] = useState(() => columnFormValues(layout, path));
  const [values, setValues] = useState<ColumnFormValues>(initial);
  const { error, run } = useInlineApply(onClose);
  const set = <K extends keyof ColumnFormValues>(key: K, value: ColumnFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const numberSelect = (key: 'size' | 'offset' | 'flexOrder', label: string, choices: number[]) => (
    <TextField select size="small" label={label} value={values[key]} onChange={(event) => set(key, Number(event.target.value))}>
      {choices.map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <DialogFrame
      title={`Options de la colonne (${columnLabel(path)})`}
      onClose={onClose}
      submitLabel="Appliquer"
      onSubmit={() => run((l) => setColumnOptions(l, path, columnPatch(initial, values)))}
      error={error}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {numberSelect('size', 'Largeur', range(1, GRID))}
        {numberSelect('offset', 'Décalage', range(0, GRID))}
        <TextField
          select
          size="small"
          label="Disposition (flex)"
          value={values.flex}
          onChange={(event) => set('flex', event.target.value as ColumnFormValues['flex'])}
        >
          {FLEX_CHOICES.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Alignement" value={values.align} onChange={(event) => set('align', event.target.value)}>
          <MenuItem value="">(aucun)</MenuItem>
          {COLUMN_ALIGNS.map((a) => (
            <MenuItem key={a} value={a} disabled={ROW_ONLY_ALIGNS.includes(a) && values.flex !== 'row'}>
              {ALIGN_LABELS[a]}
              {ROW_ONLY_ALIGNS.includes(a) ? ' — disposition en ligne seulement' : ''}
            </MenuItem>
          ))}
        </TextField>
        {numberSelect('flexOrder', "Ordre d'affichage", range(1, siblings))}
        <FormControlLabel
          label="Sans marge en bas"
          control={<Switch checked={values.noMarginBottom} onChange={(event) => set('noMarginBottom', event.target.checked)} />}
        />
        <TextField
          select
          size="small"
          label="Alignement du texte"
          value={values.textAlign}
          onChange={(event) => set('textAlign', event.target.value)}
        >
          <MenuItem value="">(par défaut)</MenuItem>
          {TEXT_ALIGNS.map((a) => (
            <MenuItem key={a} value={a}>
              {ALIGN_LABELS[a]}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Classe CSS" value={values.className} onChange={(event) => set('className', event.target.value)} />
      </Stack>
    </DialogFrame>
  );
}
