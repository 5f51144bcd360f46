// The Execute tab's command (spec 000 §5 "Execute tab"; docs/api.md "Execute"): a documented update language,
// `{"$set": {"path": value}, "$unset": {"path": ""}, "$inc": {"path": n}, "$push": {"path": value}, "$pull": {"path": value}}`
// on property paths of the schema. It is data, applied by applyUpdate: nothing of it is ever evaluated as code.
import { deepEqual } from '../diff.js';
import { FILTER_LIMITS } from '../adminFilter.js';
import type { DataSchema, PropertyDefinition } from '../metaSchema.js';
import { descriptorOf, flatKindOf } from '../propertyTypes.js';
import { propertyAt } from '../propertyTree.js';
import { findBadText } from '../storableText.js';
import { isObject } from '../isObject.js';

export const UPDATE_OPERATORS = ['$set', '$unset', '$inc', '$push', '$pull'] as const;
export type UpdateOperator = (typeof UPDATE_OPERATORS)[number];

export interface UpdateOp {
  op: UpdateOperator;
  path: string[];
  value?: unknown;
}

export class CommandError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CommandError';
  }
}

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
/** Set by the server, never by a command. */
const SYSTEM_KEYS = new Set(['_id', '_cls', 'createdAt', 'updatedAt', '_archived']);
const MAX_TEXT = 10_000;
const MAX_OPS = 50;

const isList = (prop: PropertyDefinition) => descriptorOf(prop.type)?.nests === 'items' || prop.multiple === true;
const isNumber = (prop: PropertyDefinition) => ['integer', 'number'].includes(flatKindOf(prop.type));

/** The property a path names: a property of the schema, or a member of an object property. */
function targetOf(schema: Pick<DataSchema, 'propertiesList'>, path: string[], hidden: ReadonlySet<string>): PropertyDefinition {
  const dotted = path.join('.');
  if (SYSTEM_KEYS.has(path[0])) throw new CommandError(`le champ ${dotted} est géré par le serveur`);
  if (hidden.has(path[0])) throw new CommandError(`champ ${dotted} non autorisé`);
  const trail = propertyAt(schema.propertiesList, path);
  if (trail.length !== path.length) throw new CommandError(`champ ${dotted} inconnu pour ce type`);
  if (trail.slice(0, -1).some(({ prop }) => descriptorOf(prop.type)?.nests !== 'members')) {
    throw new CommandError(`champ ${dotted} : seuls les membres d'un objet se modifient par un chemin`);
  }
  return trail[trail.length - 1].prop;
}

function checkOp(op: UpdateOperator, prop: PropertyDefinition, value: unknown, dotted: string): void {
  if (op === '$inc' && (!isNumber(prop) || typeof value !== 'number' || !Number.isFinite(value))) {
    throw new CommandError(isNumber(prop) ? `$inc attend un nombre pour ${dotted}` : `$inc s'applique à un nombre, pas à ${dotted}`);
  }
  if ((op === '$push' || op === '$pull') && !isList(prop)) throw new CommandError(`${op} s'applique à une liste, pas à ${dotted}`);
  if (op === '$set' && value === undefined) throw new CommandError(`$set attend une valeur pour ${dotted}`);
}

/**
 * Parses the command text against a schema; `hidden`: top-level keys this user may not touch. Throws a CommandError
 * whose message is the reason, shown after 'Erreur dans la commande :'.
 */
export function parseUpdateCommand(text: string, schema: Pick<DataSchema, 'propertiesList'>, hidden: ReadonlySet<string> = new Set()): UpdateOp[] {
  if (text.length > MAX_TEXT) throw new CommandError(`plus de ${MAX_TEXT} caractères`);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw new CommandError('JSON mal formé');
  }
  // Its escapes (\u0000, \ud800) decode into text PostgreSQL cannot store, which the request's guard could not see.
  const problem = findBadText(input);
  if (problem) throw new CommandError(problem);
  if (!isObject(input)) throw new CommandError('une commande doit être un objet');
  const ops: UpdateOp[] = [];
  const seen = new Set<string>();
  for (const [op, fields] of Object.entries(input)) {
    if (!(UPDATE_OPERATORS as readonly string[]).includes(op)) {
      throw new CommandError(`opérateur ${op.slice(0, 40)} non autorisé (${UPDATE_OPERATORS.join(', ')})`);
    }
    if (!isObject(fields) || !Object.keys(fields).length) throw new CommandError(`${op} attend un objet non vide { "chemin": valeur }`);
    for (const [dotted, value] of Object.entries(fields)) {
      const path = dotted.split('.');
      if (path.length > FILTER_LIMITS.pathSegments || !path.every((s) => SEGMENT.test(s) && !FORBIDDEN.has(s))) {
        throw new CommandError(`chemin ${dotted.slice(0, 60)} invalide`);
      }
      // Two operations on one path, or on a path and its parent, would depend on their order.
      for (const other of seen) {
        if (other === dotted || other.startsWith(`${dotted}.`) || dotted.startsWith(`${other}.`)) {
          throw new CommandError(`${dotted} est modifié deux fois`);
        }
      }
      seen.add(dotted);
      checkOp(op as UpdateOperator, targetOf(schema, path, hidden), value, dotted);
      ops.push({ op: op as UpdateOperator, path, value });
    }
  }
  if (!ops.length) throw new CommandError('commande vide : indiquez au moins une opération ($set, $unset, $inc, $push, $pull)');
  if (ops.length > MAX_OPS) throw new CommandError(`plus de ${MAX_OPS} opérations`);
  return ops;
}

/** An item a $pull removes: equal to the value, or (for an object value) holding each of its keys. */
const pulled = (item: unknown, value: unknown): boolean =>
  deepEqual(item, value) || (isObject(value) && isObject(item) && Object.keys(value).every((k) => deepEqual(item[k], value[k])));

/** The object holding a path's last key, made on the way unless `onlyExisting` (then undefined when missing). */
function parentOf(record: Record<string, unknown>, path: string[], onlyExisting: boolean): Record<string, unknown> | undefined {
  let parent = record;
  for (const segment of path.slice(0, -1)) {
    const next = parent[segment];
    if (next === undefined || next === null) {
      if (onlyExisting) return undefined;
      parent[segment] = {};
    } else if (!isObject(next)) throw new CommandError(`${path.join('.')} : ${segment} n'est pas un objet`);
    parent = parent[segment] as Record<string, unknown>;
  }
  return parent;
}

/**
 * The record with the operations applied (a new object: the input is left as it is). Throws a CommandError when a
 * record's value does not fit an operation (a text under $inc, say): that record is reported and left unchanged.
 */
export function applyUpdate(record: Record<string, unknown>, ops: readonly UpdateOp[]): Record<string, unknown> {
  const out = structuredClone(record);
  for (const { op, path, value } of ops) {
    const parent = parentOf(out, path, op === '$unset' || op === '$pull');
    if (!parent) continue;
    const key = path[path.length - 1];
    const current = parent[key];
    const dotted = path.join('.');
    if (op === '$set') parent[key] = structuredClone(value);
    else if (op === '$unset') delete parent[key];
    else if (op === '$inc') {
      if (current !== undefined && current !== null && typeof current !== 'number') throw new CommandError(`${dotted} n'est pas un nombre`);
      parent[key] = Number(current ?? 0) + (value as number);
    } else {
      if (current !== undefined && current !== null && !Array.isArray(current)) throw new CommandError(`${dotted} n'est pas une liste`);
      const list = (current as unknown[] | undefined) ?? [];
      if (op === '$push') parent[key] = [...list, structuredClone(value)];
      else if (current !== undefined) parent[key] = list.filter((item) => !pulled(item, value));
    }
  }
  return out;
}
