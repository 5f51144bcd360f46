import { BooleanInput, NullableBooleanInput } from 'react-admin';
import type { PropertyCellProps, PropertyInputProps, PropertyTypeAdapter } from '../types';

const BoolInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => (
  <BooleanInput source={prop.key} label={label} validate={validate} readOnly={readOnly} disabled={disabled} helperText={prop.description || false} />
);

const BoolCell = ({ value }: PropertyCellProps) => <>{value === true ? 'Oui' : value === false ? 'Non' : ''}</>;

export const boolAdapter: PropertyTypeAdapter = {
  Input: BoolInput,
  Cell: BoolCell,
  filterInput: (prop, label) => <NullableBooleanInput source={prop.key} label={label} />,
};
