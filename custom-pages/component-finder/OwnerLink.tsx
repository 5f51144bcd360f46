// A link to the record holding a layout (its edit page), named by its schema and label.
import Link from '@mui/material/Link';
import { LinkBase, useBasename } from 'react-admin';
import type { LayoutOwner } from '../../model/layout';
import { useSchemas } from '../../schema-adapters/schemasContext';
import { recordPathsOf } from '../../schema-adapters/shared';

export function OwnerLink({ owner }: { owner: LayoutOwner }) {
  const basename = useBasename();
  const schema = useSchemas().find((s) => s._id === owner.cls);
  const name = `${schema?.singular || schema?.label || owner.cls} « ${owner.label || owner.id} »`;
  const field =
    owner.field && owner.field !== 'layout' ? (schema?.propertiesList.find((p) => p.key === owner.field)?.label ?? owner.field) : undefined;
  const text = field ? `${name} — ${field}` : name;
  if (!schema) return <span>{text}</span>;
  return (
    <Link component={LinkBase} to={recordPathsOf(basename, schema).open(owner.id)}>
      {text}
    </Link>
  );
}
