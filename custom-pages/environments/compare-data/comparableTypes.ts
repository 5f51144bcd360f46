// The types the comparison offers (spec 000 §2): the named ones first, then every content or section schema.
import type { DataSchema } from '../../../model/metaSchema';
import { sectionById } from '../../../model/sections';

export const NAMED_TYPES = ['Page', 'ComplexComponent', 'Config', 'AccountingExportItem', 'EmailTemplate', 'SubscriptionFormula', 'ResubRule'];

export function comparableTypes(schemas: readonly DataSchema[]): { value: string; label: string }[] {
  const perSite = schemas.filter((s) => s.storedInInstanceDatabase !== false && s.hasAssociatedDBCollection !== false);
  const named = NAMED_TYPES.map((id) => perSite.find((s) => s._id === id)).filter((s): s is DataSchema => !!s);
  const others = perSite
    .filter((s) => !NAMED_TYPES.includes(s._id) && (s.isContent === true || !!sectionById(s.section)))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  return [...named, ...others].map((s) => ({ value: s._id, label: s.label }));
}

/** The two type pickers stay equal unless changed separately (spec 000 §5): moving the left one moves a paired right one. */
export function pickTypes(current: { left: string; right: string }, side: 'left' | 'right', value: string): { left: string; right: string } {
  if (side === 'right') return { ...current, right: value };
  return { left: value, right: current.left === current.right ? value : current.right };
}
