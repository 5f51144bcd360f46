// A callback run `wait` ms after its last call (spec 001 §9 debounces), with the latest arguments; `flush` runs a
// pending one now (on blur, before a save) and unmounting drops it. The batcher's debounce without its maximum wait.
import { useEffect, useMemo, useRef } from 'react';
import { createBatcher } from '../editor/batcher';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  flush: () => void;
}

export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, wait: number): Debounced<A> {
  const latest = useRef(fn);
  latest.current = fn;
  const args = useRef<A>(undefined);
  const debounced = useMemo(() => {
    const batcher = createBatcher(() => args.current && latest.current(...args.current), { wait, maxWait: Infinity });
    const call = (...next: A) => {
      args.current = next;
      batcher.schedule();
    };
    return Object.assign(call, { flush: batcher.flush, cancel: batcher.cancel });
  }, [wait]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
