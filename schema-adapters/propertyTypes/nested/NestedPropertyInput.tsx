import LinearProgress from '@mui/material/LinearProgress';
import { memo, type ReactElement } from 'react';
import type { Validator } from 'react-admin';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { PropertyLabel } from '../common/PropertyLabel';
import { UnknownTypeInput } from '../common/UnknownTypeInput';
import { useAdapterOf } from '../adapterContext';
import { OnDemandBoundary } from '../../shared/onDemand';

export interface NestedPropertyInputProps {
  /** The property, its key being the full form path ('videoContent.video', 'tags.3'). */
  prop: PropertyDefinition;
  validate: Validator;
  /** Replaces the property label (list items are numbered). */
  label?: ReactElement;
  readOnly: boolean;
  disabled: boolean;
}

/** The registry's input of a member or an item, under its full path. */
export const NestedPropertyInput = memo(({ prop, validate, label, readOnly, disabled }: NestedPropertyInputProps) => {
  const shown = label ?? <PropertyLabel prop={prop} />;
  const adapter = useAdapterOf()(prop.type);
  if (!adapter) return <UnknownTypeInput type={prop.type} label={shown} />;
  return (
    <OnDemandBoundary fallback={<LinearProgress />}>
      <adapter.Input prop={prop} label={shown} validate={validate} readOnly={readOnly} disabled={disabled} />
    </OnDemandBoundary>
  );
});
NestedPropertyInput.displayName = 'NestedPropertyInput';
