// Content comparison between two sites (spec 000 §2 Content comparison): fingerprints of both collections merged by
// id, then the field-level diff of one page only, so that 10,000 items compare without loading 10,000 records.
import type { ApiRecord } from '../../services/recordView.js';
import type { ComparedItem, ComparisonPage, ItemStatus } from '../../../model/environments/index.js';
import { fieldDiff } from './fieldDiff.js';
import type { Side } from './sides.js';
import type { Digest } from './storage.js';

export const MAX_COMPARE_PAGE = 100;

export function mergeDigests(left: Digest[], right: Digest[]): { _id: string; label: string; status: ItemStatus }[] {
  const rightById = new Map(right.map((d) => [d._id, d]));
  const merged = left.map((l) => {
    const r = rightById.get(l._id);
    rightById.delete(l._id);
    return { _id: l._id, label: l.label, status: (!r ? 'added' : r.hash === l.hash ? 'same' : 'changed') as ItemStatus };
  });
  for (const r of rightById.values()) merged.push({ _id: r._id, label: r.label, status: 'removed' });
  return merged.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

export async function comparePage(
  left: { side: Side; type: string },
  right: { side: Side; type: string },
  opts: { offset: number; limit: number; showAll: boolean },
): Promise<ComparisonPage> {
  const [l, r] = await Promise.all([left.side.digests(left.type), right.side.digests(right.type)]);
  const merged = mergeDigests(l, r);
  const counts: Record<ItemStatus, number> = { added: 0, removed: 0, changed: 0, same: 0 };
  for (const item of merged) counts[item.status]++;
  const shown = opts.showAll ? merged : merged.filter((i) => i.status !== 'same');
  const page: ComparedItem[] = shown.slice(opts.offset, opts.offset + Math.min(opts.limit, MAX_COMPARE_PAGE));
  const changedIds = page.filter((i) => i.status === 'changed').map((i) => i._id);
  if (changedIds.length) {
    const [lr, rr] = await Promise.all([left.side.some(left.type, changedIds), right.side.some(right.type, changedIds)]);
    const byId = (records: ApiRecord[]) => new Map(records.map((rec) => [rec._id, rec]));
    const lm = byId(lr);
    const rm = byId(rr);
    for (const item of page) if (item.status === 'changed') item.changes = fieldDiff(rm.get(item._id), lm.get(item._id));
  }
  return { counts, total: shown.length, items: page };
}
