// Moderation of questions and user comments (spec 000 §4): the three buttons and what each sets.
import type { DataSchema } from '../../model/metaSchema';

export interface ModerationAction {
  status: string;
  label: string;
  color: 'success' | 'warning' | 'inherit';
}

export const MODERATION_ACTIONS: readonly ModerationAction[] = [
  { status: 'published', label: 'Accepter', color: 'success' },
  { status: 'rejected', label: 'Refuser', color: 'warning' },
  { status: 'archived', label: 'Archiver', color: 'inherit' },
];

/** The French label of a status, from the schema's enum ('published' → 'Publié'). */
export function statusLabel(schema: DataSchema, status: string): string {
  const values = schema.propertiesList.find((p) => p.key === 'status')?.values ?? [];
  return String(values.find((v) => v.value === status)?.label ?? status);
}
