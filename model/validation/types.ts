// Contract of the property validators shared by the forms and the server.
import type { PropertyDefinition, PropertyType } from '../metaSchema.js';

export interface ValidationContext {
  /** The whole record being validated (for conditions and cross-field rules). */
  record: Record<string, unknown>;
  /** Validates a nested property (list items, object members) with the same registry. */
  validateNested: (prop: PropertyDefinition, value: unknown) => ValueCheck;
}

/** What a validator says of one value: the normalised value to store, or a French message. */
export type ValueCheck = { ok: true; value: unknown } | { ok: false; message: string };

export interface PropertyValidator {
  /** Turns form input into the stored shape ('' → null, a non-list wrapped into a list, numbers rounded ...). */
  normalize?: (value: unknown, prop: PropertyDefinition) => unknown;
  /** Checks a normalised, non-empty value. Required and empty are handled by the caller. */
  check: (value: unknown, prop: PropertyDefinition, ctx: ValidationContext) => ValueCheck;
  /** Whether a normalised value counts as empty (for `required`). */
  isEmpty?: (value: unknown) => boolean;
}

/** One validator per property type: a missing type fails to compile. */
export type ValidatorRegistry = { [T in PropertyType]: PropertyValidator };

export interface RecordCheckOptions {
  /** PUT: only the given keys are checked (the others are already stored). */
  partial?: boolean;
  /** The record does not exist yet (createOnly properties are writable). */
  isNew: boolean;
  /** The stored record, for partial writes (conditions, createOnly). */
  stored?: Record<string, unknown>;
}

export interface RecordCheck {
  ok: boolean;
  /** The normalised record (only the checked keys when partial). */
  value: Record<string, unknown>;
  /** key → French message. */
  errors: Record<string, string>;
}
