import { DateTimeInput } from 'react-admin';
import { defaultValueOf } from '../../../model/validation';
import { formatDateTime } from '../../shared';
import type { PropertyCellProps, PropertyInputProps, PropertyTypeAdapter } from '../types';
import { localInputToSeconds, secondsToLocalInput } from './secondsConversion';

const TimestampInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => (
  <DateTimeInput
    source={prop.key}
    label={label}
    validate={validate}
    readOnly={readOnly}
    disabled={disabled}
    format={secondsToLocalInput}
    parse={localInputToSeconds}
    helperText={prop.description || false}
  />
);

const TimestampCell = ({ value }: PropertyCellProps) => <>{formatDateTime(value) ?? ''}</>;

export const timestampAdapter: PropertyTypeAdapter = { Input: TimestampInput, Cell: TimestampCell, defaultValue: defaultValueOf };
