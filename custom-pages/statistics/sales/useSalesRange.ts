import { useState } from 'react';
import { canShiftNext, defaultSalesRange, shiftRange } from '../../../model/statistics';

export interface SecondsRange {
  startTs: number;
  endTs: number;
}

const toSeconds = (r: { start: Date; end: Date }): SecondsRange => ({
  startTs: Math.floor(r.start.getTime() / 1000),
  endTs: Math.floor(r.end.getTime() / 1000),
});
const toDates = (r: SecondsRange) => ({ start: new Date(r.startTs * 1000), end: new Date(r.endTs * 1000) });

/** The sales range: one month back to now at first; previous and next move both dates by its length. */
export function useSalesRange() {
  const [range, setRange] = useState<SecondsRange>(() => toSeconds(defaultSalesRange(new Date())));
  return {
    range,
    setStart: (startTs: number) => setRange((r) => ({ startTs, endTs: Math.max(r.endTs, startTs + 60) })),
    setEnd: (endTs: number) => setRange((r) => ({ startTs: Math.min(r.startTs, endTs - 60), endTs })),
    previous: () => setRange((r) => toSeconds(shiftRange(toDates(r), -1))),
    next: () => setRange((r) => toSeconds(shiftRange(toDates(r), 1))),
    canNext: canShiftNext(toDates(range), new Date()),
  };
}
