/** A layout is an array of rows (spec 001 §3): 'n rangées'. */
export function rowsLabel(value: unknown): string {
  const count = Array.isArray(value) ? value.length : 0;
  return count <= 1 ? `${count} rangée` : `${count} rangées`;
}
