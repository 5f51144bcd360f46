// Where each column of a list starts on the 12-column grid of the editor: after the previous one, plus its offset.
import { LAYOUT_GRID_COLUMNS as GRID } from '../../../model/constants';
import type { Col } from '../../../model/layouts';

/** First grid line (1-based) of each column, in the order they are stored. */
export function columnStarts(cols: readonly Col[]): number[] {
  let line = 1;
  return cols.map((col) => {
    const start = Math.min(line + (col.offset ?? 0), GRID);
    line = start + col.size;
    return start;
  });
}
