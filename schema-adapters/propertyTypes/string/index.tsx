import Typography from '@mui/material/Typography';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { shortText } from '../../shared';
import type { PropertyCellProps, PropertyInputProps, PropertyTypeAdapter } from '../types';
import { asText, lengthCounter } from './lengthCounter';

const StringInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const value: unknown = useWatch({ name: prop.key });
  const helperText = [prop.description, lengthCounter(value, prop.max)].filter(Boolean).join(' — ');
  return (
    <TextInput
      source={prop.key}
      label={label}
      validate={validate}
      readOnly={readOnly}
      disabled={disabled}
      multiline={prop.multiline === true}
      minRows={prop.multiline ? 3 : undefined}
      format={asText}
      helperText={helperText || false}
      fullWidth
    />
  );
};

const StringCell = ({ value }: PropertyCellProps) => (
  <Typography component="span" variant="body2">
    {shortText(value)}
  </Typography>
);

export const stringAdapter: PropertyTypeAdapter = { Input: StringInput, Cell: StringCell };
