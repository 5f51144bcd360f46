// What the console says after a schema was saved (docs/api.md: the answer carries `_impact`).
import { savedMessage } from '../../schema-adapters/shared';
import { SCHEMA_NOUN, impactWarning } from './messages';

export interface SchemaImpact {
  checked: number;
  invalid: number;
}

const impactOf = (record: Record<string, unknown>): SchemaImpact | undefined => {
  const impact = record._impact as Partial<SchemaImpact> | undefined;
  return typeof impact?.invalid === 'number' ? { checked: Number(impact.checked ?? 0), invalid: impact.invalid } : undefined;
};

/** A warning when stored records no longer pass the saved schema (their data is kept), else the usual success. */
export function saveOutcome(record: Record<string, unknown>): { type: 'success' | 'warning'; message: string } {
  const impact = impactOf(record);
  if (impact && impact.invalid > 0) return { type: 'warning', message: impactWarning(impact) };
  return { type: 'success', message: savedMessage(SCHEMA_NOUN, String(record.label ?? record._id ?? record.id ?? '')) };
}

/** The saved record without what only the answer carries. */
export function withoutImpact<T extends Record<string, unknown>>(record: T): T {
  const { _impact: _ignored, ...rest } = record;
  return rest as T;
}
