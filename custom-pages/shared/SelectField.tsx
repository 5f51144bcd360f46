// A labelled select over {value, label} options: the pickers of the environments and tools screens.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectFieldProps {
  label: string;
  value?: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  width?: number;
  size?: 'small' | 'medium';
}

export function SelectField({ label, value, onChange, options, disabled, width = 200, size = 'small' }: SelectFieldProps) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      sx={{ minWidth: width }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
