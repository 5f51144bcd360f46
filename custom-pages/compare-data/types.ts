import type { FieldChange } from '../copy-to-environment';

export type ItemStatus = 'added' | 'removed' | 'changed' | 'same';

export interface ComparedItem {
  _id: string;
  label: string;
  status: ItemStatus;
  changes?: FieldChange[];
}

export interface ComparisonPage {
  counts: Record<ItemStatus, number>;
  total: number;
  items: ComparedItem[];
}
