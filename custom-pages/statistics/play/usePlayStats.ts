import { useState } from 'react';
import { ALL_SELECTED, PLAY_STATS_PAGE_SIZE, type PlaySelection } from '../../../model/statistics';
import type { PlayStatsPage } from '../../../model/statistics';
import { useStatsQuery } from '../useStatsQuery';

/** The play statistics page's state: toggles, the total column, the page (10 videos), and the rows of that page. */
export function usePlayStats() {
  const [selection, setSelection] = useState<PlaySelection>(ALL_SELECTED);
  const [showTotal, setShowTotal] = useState(true);
  const [page, setPage] = useState(0);
  const query = {
    offset: page * PLAY_STATS_PAGE_SIZE,
    limit: PLAY_STATS_PAGE_SIZE,
    userStatus: selection.statuses.join(','),
    page: selection.pages.join(','),
    kind: selection.kinds.join(','),
  };
  const result = useStatsQuery<PlayStatsPage>('play', query);
  return {
    selection,
    setSelection: (next: PlaySelection) => {
      setSelection(next);
      setPage(0);
    },
    showTotal,
    setShowTotal,
    page,
    setPage,
    ...result,
  };
}

/** A toggle switched in a group of values. */
export const toggled = <T>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
