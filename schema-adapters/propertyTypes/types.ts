import type { ComponentType, ReactElement } from 'react';
import type { RaRecord, Validator } from 'react-admin';
import type { PropertyDefinition, PropertyType } from '../../model/metaSchema';

export interface PropertyInputProps {
  prop: PropertyDefinition;
  /** The property label with the required asterisk and, for developers, the key badge. */
  label: ReactElement;
  /** Calls the model validator of the property. */
  validate: Validator;
  /** Shown but not editable (createOnly once the record exists); the value is still submitted unchanged. */
  readOnly: boolean;
  /** Read-only screen: nothing is saved. */
  disabled: boolean;
}

export interface PropertyCellProps {
  prop: PropertyDefinition;
  value: unknown;
  record: RaRecord;
}

export interface PropertyTypeAdapter {
  Input: ComponentType<PropertyInputProps>;
  Cell: ComponentType<PropertyCellProps>;
  /** The list filter on this property (always shown); without it, an exact-value text input. */
  filterInput?: (prop: PropertyDefinition, label: string) => ReactElement | undefined;
}

/** One adapter per property type: a missing type fails to compile. */
export type PropertyTypeRegistry = { [T in PropertyType]: PropertyTypeAdapter };
