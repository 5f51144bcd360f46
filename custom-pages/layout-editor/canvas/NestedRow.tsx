import type { NestedCols } from '../../../model/layouts';
import { ColumnList } from './ColumnList';

/** A nested row: columns inside a column, on that column's own 12-column grid. */
export const NestedRow = ({ nested, pathKey }: { nested: NestedCols; pathKey: string }) => (
  <div className="le-nested-body">
    <ColumnList cols={nested.cols} ownerKey={pathKey} />
  </div>
);
