// The columns of a row or of a nested row, on the editor's 12-column grid.
import { memo } from 'react';
import type { Col } from '../../../model/layouts';
import { ColumnView } from './ColumnView';
import { columnStarts } from './columnStarts';

export const EMPTY_COL = 'empty col (should not happen)';

/** `ownerKey`: the row ('0') or nested-row content ('0.1.2') holding the columns. */
export const ColumnList = memo(({ cols, ownerKey }: { cols: readonly Col[]; ownerKey: string }) => {
  if (cols.length === 0)
    return (
      <div className="le-error" role="alert">
        {EMPTY_COL}
      </div>
    );
  const starts = columnStarts(cols);
  return (
    <div className="le-grid">
      {cols.map((col, c) => (
        <ColumnView key={c} col={col} pathKey={`${ownerKey}.${c}`} start={starts[c]} />
      ))}
    </div>
  );
});
ColumnList.displayName = 'ColumnList';
