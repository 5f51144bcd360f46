// int and float: clamped to min / max on blur, int rounded, float kept to 2 decimals (spec 000 §5).
import { NumberInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { clampNumber } from '../../../model/validation';
import { shortText } from '../../shared';
import type { PropertyCellProps, PropertyInputProps, PropertyTypeAdapter } from '../types';

const NumberPropertyInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const { getValues, setValue } = useFormContext();
  const clampOnBlur = () => {
    const value: unknown = getValues(prop.key);
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    const clamped = clampNumber(value, prop);
    if (clamped !== value) setValue(prop.key, clamped, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <NumberInput
      source={prop.key}
      label={label}
      validate={validate}
      readOnly={readOnly}
      disabled={disabled}
      min={prop.min}
      max={prop.max}
      step={prop.type === 'int' ? 1 : 'any'}
      onBlur={clampOnBlur}
      helperText={prop.description || false}
    />
  );
};

const frenchNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Amounts stored in cents (exportFormatting 'cents', as the provider keeps them) read in euros, as in the exports. */
const NumberCell = ({ prop, value }: PropertyCellProps) => (
  <>
    {typeof value !== 'number' || !Number.isFinite(value)
      ? shortText(value)
      : prop.exportFormatting === 'cents'
        ? euros.format(value / 100)
        : frenchNumber.format(value)}
  </>
);

export const numberAdapter: PropertyTypeAdapter = {
  Input: NumberPropertyInput,
  Cell: NumberCell,
  filterInput: (prop, label) => <NumberInput source={prop.key} label={label} />,
};
