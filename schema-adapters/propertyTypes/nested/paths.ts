// Form paths of nested values: members of an object ('videoContent.video'), items of a list ('tags.3').

/** The path of a member or an item below `parent`. */
export const childPath = (parent: string, child: string | number): string => (parent ? `${parent}.${child}` : String(child));

/** 'a.b.c' → 'a.b'; a top-level key has no parent (''). */
export function parentPath(path: string): string {
  const cut = path.lastIndexOf('.');
  return cut < 0 ? '' : path.slice(0, cut);
}

/** 'a.b.c' → 'c'. */
export const lastSegment = (path: string): string => path.slice(path.lastIndexOf('.') + 1);

/** The value at a dotted path (array indexes included); undefined when any step is missing. */
export function valueAtPath(root: unknown, path: string): unknown {
  if (!path) return root;
  let current = root;
  for (const segment of path.split('.')) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
