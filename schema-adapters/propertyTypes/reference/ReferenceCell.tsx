import { RecordLink } from '../../shared';
import type { PropertyCellProps } from '../types';
import { referenceClassOf, referenceIdOf, referenceLabelOf, referenceTypesOf } from './referenceValue';

/** The referenced record's label, linking to it when the user may open it (RecordLink). */
export const ReferenceCell = ({ prop, value }: PropertyCellProps) => {
  const id = referenceIdOf(value);
  if (!id) return null;
  return (
    <RecordLink type={referenceClassOf(value) ?? referenceTypesOf(prop)[0] ?? ''} id={id} stopPropagation>
      {referenceLabelOf(value)}
    </RecordLink>
  );
};
