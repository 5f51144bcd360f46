// Statements each connection parses and plans once, then runs by name: the requests' hottest statements (issue 30,
// CPU per request). Run unnamed, PostgreSQL parses and plans them again at every call, against the partitioned
// documents table: 0.2 ms of its CPU for a read by id, 0.5 ms for a session's look-up, against 0.04 and 0.06 by name.
import pg from 'pg';
import type { Sql } from './sql.js';

/**
 * Distinct statements named, for the whole process: past this, a statement runs unnamed. It bounds what a connection
 * keeps (a planned statement holds about 25 kB of PostgreSQL's memory) even when a statement's text carries a type.
 */
const MAX_NAMED = 2_000;
const names = new Map<string, string>();

/**
 * A query run by name. Only for statements whose best plan does not depend on their values (a primary key, a fixed
 * look-up): PostgreSQL may keep one generic plan for every call. A statement naming its type (`typeLiteral`) is planned
 * against that type's partition alone; one whose type is a parameter would be planned against every partition.
 * `room`: how many names there may be when this one is given, so that a family of many texts leaves the others theirs.
 */
export function prepared(text: string, values: unknown[], room = MAX_NAMED): pg.QueryConfig {
  let name = names.get(text);
  if (name === undefined && names.size < Math.min(room, MAX_NAMED)) {
    name = `console_${names.size}`;
    names.set(text, name);
  }
  return { name, text, values };
}

/** A type's id as a constant of a prepared statement's text (ids come from the registry; quoted all the same). */
export const typeLiteral = (cls: string): string => pg.escapeLiteral(cls);

/** Members of a data-modifying WITH (`name AS (INSERT …)`, their values in `sql`) as one statement run by name. */
export const preparedWith = (sql: Sql, members: string[]): pg.QueryConfig => prepared(`WITH ${members.join(',\n')} SELECT`, sql.params);
