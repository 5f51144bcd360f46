// Moderation of questions and user comments (spec 000 §4): the three buttons and what each sets.
import type { DataSchema } from '../../model/metaSchema';
import { MODERATION_ACTIONS } from '../../model/moderation';

const COLORS: Record<(typeof MODERATION_ACTIONS)[number]['status'], 'success' | 'warning' | 'inherit'> = {
  published: 'success',
  rejected: 'warning',
  archived: 'inherit',
};

/** The buttons with their colours. */
export const MODERATION_BUTTONS = MODERATION_ACTIONS.map((action) => ({ ...action, color: COLORS[action.status] }));

/** The French label of a status, from the schema's enum ('published' → 'Publié'). */
export function statusLabel(schema: DataSchema, status: string): string {
  const values = schema.propertiesList.find((p) => p.key === 'status')?.values ?? [];
  return String(values.find((v) => v.value === status)?.label ?? status);
}
