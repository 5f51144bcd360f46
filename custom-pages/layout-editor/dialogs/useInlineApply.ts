import { useState } from 'react';
import type { Layout } from '../../../model/layouts';
import { useLayoutEditor } from '../editorContext';
import { refusalText } from '../messages';

/** Runs an operation from a dialog: closes it when done, keeps it open with the reason when refused. */
export function useInlineApply(onDone: () => void) {
  const { apply } = useLayoutEditor();
  const [error, setError] = useState<string>();
  const run = (op: (layout: Layout) => Layout): boolean => {
    const result = apply(op, { silent: true });
    if (result.ok) {
      setError(undefined);
      onDone();
      return true;
    }
    setError(refusalText(result.error));
    return false;
  };
  return { error, run, setError };
}
