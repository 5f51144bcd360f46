// The order in which a dump of several types is imported (issue 31 §6): a type after the types its references name
// (authors before contents, users before purchases), so that each reference finds its record written; types that
// name each other keep the order in which the file first met them.

/** `types` in the file's order, `references(type)` the types a type's reference properties name. */
export function dumpOrder(types: readonly string[], references: (type: string) => readonly string[]): string[] {
  const inDump = new Set(types);
  const needs = new Map(types.map((t) => [t, new Set(references(t).filter((r) => r !== t && inDump.has(r)))]));
  const ordered: string[] = [];
  while (ordered.length < types.length) {
    const left = types.filter((t) => !ordered.includes(t));
    // A type whose needs are all placed; in a cycle, the first met.
    const next = left.find((t) => [...needs.get(t)!].every((r) => ordered.includes(r))) ?? left[0];
    ordered.push(next);
  }
  return ordered;
}
