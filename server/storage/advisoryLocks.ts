// Every advisory lock key of the console, in one table. Two parts that picked a number each had picked the same one:
// the demo's fill held the schema changes' lock through each of its steps, so a type saved in a newcomer's first
// minute waited for a gap between two steps and answered BUSY after 30 s. advisoryLocks.test.ts keeps them apart.

/** One-part keys: `pg_advisory_xact_lock(key)`. */
export const LOCK = {
  migrations: 727001,
  seed: 727002,
  /** One change of the database's shape at a time over the fleet (shapeChanges.ts). */
  shapeChanges: 727003,
  /** One server at a time runs a step of the demo's fill. */
  demoFill: 727004,
  statisticsRollup: 727012,
  blankTemplate: 727013,
} as const;

/** First parts of two-part keys: `pg_advisory_xact_lock(key, hashtext(name))`, one lock per name. */
export const LOCK_OF = {
  /** The streams of one user (eventStreams.ts). */
  userStreams: 727003,
  /** The first reading of one record's history. */
  recordBaseline: 727036,
} as const;
