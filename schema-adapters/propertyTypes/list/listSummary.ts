import { shortText } from '../../shared';

const SHOWN_ITEMS = 5;

/** Item count and the first items' short labels; a non-list value counts as one item (spec 000 §5). */
export function listSummary(value: unknown): { count: number; labels: string[]; more: boolean } {
  const items = value == null ? [] : Array.isArray(value) ? value : [value];
  const labels = items
    .slice(0, SHOWN_ITEMS)
    .map((item) => shortText(item, 30))
    .filter(Boolean);
  return { count: items.length, labels, more: items.length > SHOWN_ITEMS };
}

export const countLabel = (count: number) => (count <= 1 ? `${count} élément` : `${count} éléments`);
