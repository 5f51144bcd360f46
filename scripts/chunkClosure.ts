// What a chunk of a build loads before it runs: itself and its static imports, transitively. Read from the bundle
// while building (preloadEntryCode.ts) and from the manifest after (tests/bench/initialBundle.ts).

/** A chunk as either reads it: its file, and the keys of the chunks it imports statically. */
export interface ChunkImports {
  file: string;
  imports: readonly string[];
}

/** The files of the chunk at `key` and of its static imports, transitively; none when `key` names no chunk. */
export function staticClosure(key: string, chunkAt: (key: string) => ChunkImports | undefined, into = new Set<string>()): Set<string> {
  const chunk = chunkAt(key);
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports) staticClosure(imported, chunkAt, into);
  return into;
}
