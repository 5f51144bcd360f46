import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DEVICE_LABELS,
  DEVICE_TYPES,
  VISITOR_LABELS,
  VISITOR_TYPES,
  previewSelectorsOf,
  type DeviceType,
  type PreviewContext,
  type VisitorType,
} from '../editor/displayConditions';
import { useRecordScreen } from './RecordScreenContext';

const VISITOR_CHOICES = ['all', ...VISITOR_TYPES] as const;
const DEVICE_CHOICES = ['all', ...DEVICE_TYPES.filter((type) => type !== 'all')] as const;

/**
 * Which visitor and device the form previews: properties whose display condition does not reach them are hidden
 * (still saved). Shown only when the schema has such conditions; by default everything shows.
 */
export const PreviewSelector = ({ value, onChange }: { value: PreviewContext; onChange: (preview: PreviewContext) => void }) => {
  const { schema } = useRecordScreen();
  const selectors = useMemo(() => previewSelectorsOf(schema), [schema]);
  if (!selectors.visitor && !selectors.device) return null;
  return (
    <Stack direction="row" spacing={1} role="group" aria-label="Aperçu">
      {selectors.visitor && (
        <TextField
          select
          size="small"
          label="Visiteur"
          value={value.visitorType}
          onChange={(event) => onChange({ ...value, visitorType: event.target.value as VisitorType | 'all' })}
          sx={{ minWidth: 150 }}
        >
          {VISITOR_CHOICES.map((type) => (
            <MenuItem key={type} value={type}>
              {VISITOR_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {selectors.device && (
        <TextField
          select
          size="small"
          label="Appareil"
          value={value.deviceType}
          onChange={(event) => onChange({ ...value, deviceType: event.target.value as DeviceType })}
          sx={{ minWidth: 130 }}
        >
          {DEVICE_CHOICES.map((type) => (
            <MenuItem key={type} value={type}>
              {DEVICE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
};
