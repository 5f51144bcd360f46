// A link to the record holding a layout (its edit page), named by its schema and label.
import type { LayoutOwner } from '../../model/layouts';
import { useSchemas } from '../../schema-adapters/schemasContext';
import { RecordLink } from '../../schema-adapters/shared';

export function OwnerLink({ owner }: { owner: LayoutOwner }) {
  const schema = useSchemas().find((s) => s._id === owner.cls);
  const name = `${schema?.singular || schema?.label || owner.cls} « ${owner.label || owner.id} »`;
  const field =
    owner.field && owner.field !== 'layout' ? (schema?.propertiesList.find((p) => p.key === owner.field)?.label ?? owner.field) : undefined;
  const text = field ? `${name} — ${field}` : name;
  return (
    <RecordLink type={owner.cls} id={owner.id}>
      {text}
    </RecordLink>
  );
}
