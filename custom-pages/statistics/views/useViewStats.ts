import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ViewStats } from '../../../model/statistics';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { addMonths, parisDate } from '../format';
import type { DayRange } from '../RangeBar';
import { useStatsQuery } from '../useStatsQuery';

/** The last month to today, by day. */
export const lastMonth = (): DayRange => {
  const today = parisDate(new Date());
  return { start: addMonths(today, -1), end: today, period: 'day' };
};

/** View statistics: the range, the use case (the whole site or one content, `?entityId=` from a stats button). */
export function useViewStats() {
  const [params] = useSearchParams();
  const [range, setRange] = useState<DayRange>(lastMonth);
  const [contentId, setContentId] = useState(params.get('entityId') ?? '');
  const [useCase, setUseCase] = useState<'site' | 'content'>(contentId ? 'content' : 'site');
  const settledId = useDebouncedValue(contentId.trim(), 500);
  const query = { start: range.start, end: range.end, period: range.period, entityId: useCase === 'content' ? settledId : undefined };
  // One content's figures wait for its id.
  const result = useStatsQuery<ViewStats>('views', query, useCase === 'site' || !!settledId);
  return { range, setRange, useCase, setUseCase, contentId, setContentId, ...result };
}
