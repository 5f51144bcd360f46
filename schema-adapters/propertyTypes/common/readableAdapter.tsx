// Types without an editor yet get a read-only, readable rendering in forms and cells.
import type { ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { defaultValueOf } from '../../../model/validation';
import type { PropertyCellProps, PropertyInputProps, PropertyTypeAdapter } from '../types';
import { ReadOnlyField } from './ReadOnlyField';

export interface ReadableProps {
  value: unknown;
  prop: PropertyDefinition;
  /** One line (list cells) rather than the fuller form rendering. */
  inline?: boolean;
}

export function readableAdapter(Readable: ComponentType<ReadableProps>, defaultValue = defaultValueOf): PropertyTypeAdapter {
  const Input = ({ prop, label }: PropertyInputProps) => {
    const value: unknown = useWatch({ name: prop.key });
    return (
      <ReadOnlyField label={label} helperText={prop.description}>
        <Readable value={value} prop={prop} />
      </ReadOnlyField>
    );
  };
  const Cell = ({ prop, value }: PropertyCellProps) => <Readable value={value} prop={prop} inline />;
  return { Input, Cell, defaultValue };
}
