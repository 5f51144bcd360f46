// The list's pagination; past the server's count bound (docs/api.md) it says "sur plus de 10 000" instead of a total.
import { Pagination, useListContext, type PaginationProps } from 'react-admin';
import { frenchNumber } from '../../model/frenchFormat';

const formatCount = (n: number) => frenchNumber(n);

export const boundedRangeLabel =
  (countAtLeast: number) =>
  ({ from, to }: { from: number; to: number }) =>
    `${from}-${to} sur plus de ${formatCount(countAtLeast)}`;

export const BoundedPagination = () => {
  const { meta } = useListContext();
  const countAtLeast = (meta as { countAtLeast?: number } | undefined)?.countAtLeast;
  // react-admin passes labelDisplayedRows on to MUI's TablePagination, though its props type leaves it out.
  const label = countAtLeast === undefined ? {} : ({ labelDisplayedRows: boundedRangeLabel(countAtLeast) } as PaginationProps);
  return <Pagination rowsPerPageOptions={[]} {...label} />;
};
