// What a record write is checked against before it is stored: its id, and the written keys against its schema and the
// writer's rights (the same checks as the forms', model/validation), write-only values replaced by their hashes.
import { MAX_RECORD_ID_LENGTH } from '../../model/constants.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { checkRecord, COMPUTED_KEYS, recordLocks } from '../../model/validation/index.js';
import { DEVELOPER_ONLY, developerOnlyLock } from '../../model/propertyVisibility.js';
import type { CallContext } from './access.js';
import { AppError, invalidRecord } from '../errors.js';
import { isPasswordHash } from './passwords.js';
import { readView } from './recordView.js';
import type { RecordHookRegistry } from './recordHooks.js';
import { sanitizeRecord } from './recordSanitizer.js';
import { unhashed, writeOnlyKeys, type Hashes } from './writeOnlyValues.js';

const ID_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_.:-]{0,${MAX_RECORD_ID_LENGTH - 1}}$`);
const SYSTEM_KEYS = ['_id', '_cls', 'createdAt', 'updatedAt', '_archived', 'id'];

/** A non-developer's write to developer-only values, top-level or nested: `fields` by path. */
const developerOnlyRefused = (fields: Record<string, string>) => new AppError(403, 'FORBIDDEN_FIELD', 'Champs réservés aux développeurs', fields);

export function checkedId(schema: DataSchema, id: unknown): asserts id is string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    throw invalidRecord(schema, { _id: 'Identifiant invalide (lettres, chiffres, « - », « _ », « . », « : », 128 caractères au plus)' });
  }
}

/** Validates the written keys against the schema; write-only values are replaced by their hashes. */
export function checkedDocument(
  hooks: RecordHookRegistry,
  ctx: CallContext,
  schema: DataSchema,
  body: Record<string, unknown>,
  opts: { isNew: boolean; stored?: Record<string, unknown>; hashes: Hashes },
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (!SYSTEM_KEYS.includes(key) && !COMPUTED_KEYS.has(key)) input[key] = value;
  const hidden = readView(schema, ctx.user, hooks);
  const writeOnly = writeOnlyKeys(schema);
  const refused = Object.keys(input).filter((k) => hidden.has(k) && !writeOnly.has(k));
  if (refused.length) throw developerOnlyRefused(Object.fromEntries(refused.map((k) => [k, DEVELOPER_ONLY])));
  // Write-only values already hashed stay as they are; an absent one keeps the stored hash.
  const stored = opts.stored && Object.fromEntries(Object.entries(opts.stored).filter(([k]) => !writeOnly.has(k)));
  // A type checking its records itself (schemas) checks its developer-only values too, naming them
  // (schemas/validation.ts checkDeveloperFlags).
  const ownCheck = hooks.says(schema._id, 'replacesSchemaCheck');
  // The nested developer-only values a non-developer never saw are put back first: the check sees whole items.
  const nested = ownCheck ? { value: input, errors: {} } : recordLocks(schema.propertiesList, input, opts.stored, developerOnlyLock(ctx.user));
  if (Object.keys(nested.errors).length) throw developerOnlyRefused(nested.errors);
  const result = ownCheck
    ? { ok: true, value: nested.value, errors: {} }
    : checkRecord(schema, nested.value, { isNew: opts.isNew, partial: !opts.isNew, stored });
  if (!result.ok) throw invalidRecord(schema, result.errors);
  const doc = sanitizeRecord(hooks, schema, result.value, ctx.siteId);
  const kept = hooks.keptWriteOnly(schema._id);
  for (const key of writeOnly) {
    const value = doc[key];
    if (!opts.isNew && (value === null || value === '')) delete doc[key];
    else if (!kept.has(key) && typeof value === 'string' && value && !isPasswordHash(value)) doc[key] = opts.hashes.get(value) ?? unhashed(key);
  }
  return doc;
}
