import { useMemo } from 'react';
import type { PropertyDefinition } from '../../model/metaSchema';
import { PropertyLabel } from './common/PropertyLabel';
import { UnknownTypeInput } from './common/UnknownTypeInput';
import { validatorOf } from './common/validatorOf';
import { adapterOf } from './registry';

export interface PropertyInputOptions {
  prop: PropertyDefinition;
  readOnly?: boolean;
  disabled?: boolean;
}

/** The form input of one property, whatever its type. */
export const PropertyInput = ({ prop, readOnly = false, disabled = false }: PropertyInputOptions) => {
  const validate = useMemo(() => validatorOf(prop), [prop]);
  const label = <PropertyLabel prop={prop} />;
  const adapter = adapterOf(prop.type);
  if (!adapter) return <UnknownTypeInput type={prop.type} label={label} />;
  return <adapter.Input prop={prop} label={label} validate={validate} readOnly={readOnly} disabled={disabled} />;
};
