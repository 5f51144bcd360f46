// The newsletter sync form as data (spec 000 §2 "Newsletter sync": the filter type is chosen first): its values,
// what is wrong with them (spec 000 §5 "Date range"), and the NEWSLETTER_SYNC job parameters they give.
export type FilterType = 'create_date' | 'customer_email' | 'all';
export type SyncSide = 'users' | 'payments';

export interface SyncForm {
  type: FilterType | '';
  from: string;
  to: string;
  email: string;
}

export const EMPTY_FORM: SyncForm = { type: '', from: '', to: '', email: '' };

export const sideOf = (schemaId: string): SyncSide => (schemaId === 'Payment' ? 'payments' : 'users');

export const filterLabels = (side: SyncSide): Record<FilterType, string> => ({
  create_date: side === 'payments' ? 'Date du paiement' : "Date d'inscription",
  customer_email: 'E-mail du client',
  all: side === 'payments' ? 'Tous les clients ayant payé' : 'Tous les utilisateurs',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The French reason the form cannot start a sync, field by field; empty when it can. */
export function formErrors(form: SyncForm): Partial<Record<keyof SyncForm, string>> {
  if (form.type === '') return { type: 'Choisissez d’abord le type de filtre' };
  if (form.type === 'create_date') {
    if (!form.from || !form.to) return { ...(!form.from && { from: 'Date de début requise' }), ...(!form.to && { to: 'Date de fin requise' }) };
    if (form.from > form.to) return { to: 'La date de début ne peut pas dépasser la date de fin' };
  }
  if (form.type === 'customer_email' && !EMAIL.test(form.email.trim())) return { email: 'Adresse e-mail invalide' };
  return {};
}

export function jobParams(side: SyncSide, form: SyncForm): Record<string, unknown> {
  const filter =
    form.type === 'create_date'
      ? { type: 'create_date', from: form.from, to: form.to }
      : form.type === 'customer_email'
        ? { type: 'customer_email', email: form.email.trim() }
        : { type: 'all' };
  return { side, filter };
}

/** The job's result lines: 'OK - {summary}' first, then one line per error triple. */
export function resultLinesOf(result: unknown): { ok: string; errors: string[] } | undefined {
  const lines = (result as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines) || typeof lines[0] !== 'string') return undefined;
  return { ok: lines[0], errors: lines.slice(1).map(String) };
}
