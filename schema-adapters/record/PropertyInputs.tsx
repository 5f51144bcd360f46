import { memo } from 'react';
import type { PropertyDefinition } from '../../model/metaSchema';
import { isPropertyLocked } from '../../model/validation';
import { PropertyInput } from '../propertyTypes';
import { FieldActivity } from './presence/FieldActivity';
import { useRecordScreen } from './RecordScreenContext';

// Each input subscribes to its own value: a sibling's keystroke does not re-render it.
const MemoPropertyInput = memo(PropertyInput);

/** The inputs of some properties; createOnly ones are read-only once the record exists (spec 001 §4). */
export const PropertyInputs = memo(({ properties }: { properties: PropertyDefinition[] }) => {
  const { isNew, readOnly } = useRecordScreen();
  return (
    <>
      {/* Each input keeps its own key (and so its state); someone else's typing shows above it. */}
      {properties.flatMap((prop) => [
        <FieldActivity key={`activity:${prop.key}`} propKey={prop.key} />,
        <MemoPropertyInput key={prop.key} prop={prop} readOnly={isPropertyLocked(prop, isNew)} disabled={readOnly} />,
      ])}
    </>
  );
});
PropertyInputs.displayName = 'PropertyInputs';
