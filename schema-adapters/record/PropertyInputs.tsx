import { memo } from 'react';
import type { PropertyDefinition } from '../../model/metaSchema';
import { isPropertyLocked } from '../../model/validation';
import { PropertyInput } from '../propertyTypes';
import { FieldActivity } from './presence/FieldActivity';
import { useRecordScreen } from './RecordScreenContext';
import { useAfterFirstPaint } from '../shared/useAfterFirstPaint';

// Each input subscribes to its own value: a sibling's keystroke does not re-render it.
const MemoPropertyInput = memo(PropertyInput);

/**
 * The inputs of a panel drawn in the record's first paint; the others come in the render that follows it (deferred,
 * so React leaves it for a click). Drawing a TextContent's whole form at once (pickers, lists, the date picker) held the
 * main thread twice as long between the row's click and the form showing (issue 30: p50 143 → 101 ms).
 */
const FIRST_PAINT_INPUTS = 4;

/** The inputs of some properties, the first ones first; createOnly ones are read-only once the record exists (spec 001 §4). */
export const PropertyInputs = memo(({ properties }: { properties: PropertyDefinition[] }) => {
  const { isNew, readOnly } = useRecordScreen();
  const painted = useAfterFirstPaint();
  const shown = painted ? properties : properties.slice(0, FIRST_PAINT_INPUTS);
  return (
    <>
      {/* Each input keeps its own key (and so its state); someone else's typing shows above it. */}
      {shown.flatMap((prop) => [
        <FieldActivity key={`activity:${prop.key}`} propKey={prop.key} />,
        <MemoPropertyInput key={prop.key} prop={prop} readOnly={isPropertyLocked(prop, isNew)} disabled={readOnly} />,
      ])}
    </>
  );
});
PropertyInputs.displayName = 'PropertyInputs';
