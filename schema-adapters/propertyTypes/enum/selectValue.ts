// Values of a select and what it stores (spec 000 §5 Enum): a multi-select with one pick stores that value,
// with none stores null.
import { isScalar, type EnumChoice } from './enumChoices';

export const NO_RESULT = (input: string) => (input.trim() ? `Pas de résultat pour ${input}` : 'Aucun choix');
export const NONE_LABEL = '(aucun)';

/** The picked values of a stored multi-select value (a single value, a list, or nothing). */
export const pickedOf = (value: unknown): EnumChoice['id'][] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is EnumChoice['id'] => isScalar(v) && v !== '');

/** The stored value of the picks of a multi-select. */
export function storedPicks(ids: readonly EnumChoice['id'][]): EnumChoice['id'] | EnumChoice['id'][] | null {
  if (ids.length === 0) return null;
  return ids.length === 1 ? ids[0] : [...ids];
}

/** The choice showing a value: its declared one, else the value itself. */
export const choiceOf = (choices: readonly EnumChoice[], id: EnumChoice['id']): EnumChoice =>
  choices.find((c) => c.id === id) ?? { id, name: String(id) };
