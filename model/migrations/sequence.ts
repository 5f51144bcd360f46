// Versioned up-migrations of a stored shape, as tldraw versions its records: a named sequence, each step numbered
// from 1 in order. A stored document says which version of each shape it holds (`_v`); older values are upgraded
// on read and by the migration job at start. Every `up` also leaves a value already in the newer shape unchanged,
// since documents written before their shapes were stamped carry no version.

export interface Migration<T> {
  readonly version: number;
  readonly name: string;
  readonly up: (value: T) => T;
}

export interface MigrationSequence<T> {
  readonly shape: string;
  readonly current: number;
  readonly migrations: readonly Migration<T>[];
}

export function defineMigrations<T>(shape: string, migrations: readonly Migration<T>[]): MigrationSequence<T> {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`${shape}: la migration ${m.name} devrait porter la version ${i + 1}`);
  });
  return { shape, current: migrations.length, migrations };
}

/** `value` brought from version `from` to the sequence's current one. */
export function upgrade<T>(sequence: MigrationSequence<T>, value: T, from: number): T {
  let out = value;
  for (const m of sequence.migrations) if (m.version > from) out = m.up(out);
  return out;
}
