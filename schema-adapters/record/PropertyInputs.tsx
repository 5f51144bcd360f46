import type { PropertyDefinition } from '../../model/metaSchema';
import { isPropertyLocked } from '../../model/validation';
import { PropertyInput } from '../propertyTypes';
import { useRecordScreen } from './RecordScreenContext';

/** The inputs of some properties; createOnly ones are read-only once the record exists (spec 001 §4). */
export const PropertyInputs = ({ properties }: { properties: PropertyDefinition[] }) => {
  const { isNew, readOnly } = useRecordScreen();
  return (
    <>
      {properties.map(prop => (
        <PropertyInput key={prop.key} prop={prop} readOnly={isPropertyLocked(prop, isNew)} disabled={readOnly} />
      ))}
    </>
  );
};
