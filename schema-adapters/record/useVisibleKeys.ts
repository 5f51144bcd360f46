// The properties the form shows, re-evaluated live as the record changes (spec 000 §5) — but only when a value
// they depend on changes: typing into any other field does not re-render the form.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { PreviewContext } from '../editor/displayConditions';
import { rootKeyOf, visibilityDependencies, visibleKeysOf } from '../editor/visibility';
import { useIsDeveloper } from '../shared';
import { useRecordScreen } from './RecordScreenContext';

export function useVisibleKeys(preview: PreviewContext): ReadonlySet<string> {
  const { schema, isNew } = useRecordScreen();
  const isDeveloper = useIsDeveloper();
  const { getValues, subscribe } = useFormContext();
  const compute = useCallback(
    () => visibleKeysOf(schema, getValues(), { isNew, isDeveloper }, preview).join('\n'),
    [schema, getValues, isNew, isDeveloper, preview],
  );
  // A string: setting an equal one does not re-render.
  const [signature, setSignature] = useState(compute);

  useEffect(() => {
    setSignature(compute());
    const dependencies = visibilityDependencies(schema);
    return subscribe({
      // Only these keys, and resets (a load, a save's answer), reach the callback.
      name: [...dependencies],
      formState: { values: true },
      callback: ({ name }) => {
        if (name === undefined || dependencies.has(rootKeyOf(name))) setSignature(compute());
      },
    });
  }, [compute, schema, subscribe]);

  return useMemo(() => new Set(signature ? signature.split('\n') : []), [signature]);
}
