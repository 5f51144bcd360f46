// Errors the API answers as {error, message, fields?} with their HTTP status (design.md §3).
import type { PropertyDefinition } from '../model/metaSchema.js';
import { invalidRecordMessage } from '../model/validation/index.js';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Ressource introuvable') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'Accès refusé') => new AppError(403, 'FORBIDDEN', message);
export const badRequest = (code: string, message: string, fields?: Record<string, string>) => new AppError(400, code, message, fields);

/**
 * A record refused by validation, the generic check's or a type's hook's: 400 VALIDATION whose message names the fields
 * by their labels (invalidRecordMessage), their reasons in `fields`.
 */
export const invalidRecord = (schema: { propertiesList: readonly Pick<PropertyDefinition, 'key' | 'label'>[] }, fields: Record<string, string>) =>
  badRequest('VALIDATION', invalidRecordMessage(schema, fields), fields);
