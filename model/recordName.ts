// What names a record wherever the console shows one (record titles, references, pickers, reports, exports): the first
// of its naming fields that holds a text, in this order, else its id. The storage's SQL label (labelSql) follows the same list.

/** A User is named by its login before its title (its civility, 'mrs'); a NewsletterSubscriber by its e-mail. */
export const NAMING_KEYS = ['label', 'name', 'login', 'title', 'email'] as const;

/** The record's human name, if one of its naming fields holds a text. */
export function recordName(doc: Record<string, unknown>): string | undefined {
  for (const key of NAMING_KEYS) {
    const value = doc[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** The record's name, else its id (never empty for a stored record). */
export const recordLabel = (doc: Record<string, unknown>): string => recordName(doc) ?? String(doc._id ?? doc.id ?? '');
