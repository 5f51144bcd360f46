import type { MouseEvent } from 'react';
import { Link, useBasename } from 'react-admin';
import { recordPathsOf } from '../../shared';
import { useSchema } from '../../schemasContext';
import type { PropertyCellProps } from '../types';
import { referenceClassOf, referenceIdOf, referenceLabelOf, referenceTypesOf } from './referenceValue';

/** The referenced record's label, linking to it when its schema is known. */
export const ReferenceCell = ({ prop, value }: PropertyCellProps) => {
  const basename = useBasename();
  const schema = useSchema(referenceClassOf(value) ?? referenceTypesOf(prop)[0] ?? '');
  const id = referenceIdOf(value);
  if (!id) return null;
  const label = referenceLabelOf(value);
  if (!schema) return <>{label}</>;
  return (
    // The row opens its own record on click: this link must not.
    <Link to={recordPathsOf(basename, schema).open(id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {label}
    </Link>
  );
};
