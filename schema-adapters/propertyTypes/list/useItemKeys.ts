import { useCallback, useRef } from 'react';

/**
 * Stable React keys for list items, so that an item's component (and its local state: typed text, an open
 * search) follows the item when items are moved or removed. The editor tells of its own moves and removals;
 * a length changed from elsewhere (undo, reset) adds or drops keys at the end.
 */
export function useItemKeys(count: number) {
  const keys = useRef<string[]>([]);
  const next = useRef(0);
  const current = keys.current;
  while (current.length < count) current.push(`item-${next.current++}`);
  if (current.length > count) current.length = count;

  const move = useCallback((index: number, target: number) => {
    const [moved] = keys.current.splice(index, 1);
    keys.current.splice(target, 0, moved);
  }, []);
  const remove = useCallback((index: number) => {
    keys.current.splice(index, 1);
  }, []);
  return { keys: current.slice(0, count), move, remove };
}
