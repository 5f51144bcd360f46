import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, formErrors, jobParams, resultLinesOf, sideOf } from './syncForm';

describe('newsletter sync form', () => {
  it('asks for the filter type first, then what that type needs', () => {
    expect(formErrors(EMPTY_FORM)).toEqual({ type: 'Choisissez d’abord le type de filtre' });
    expect(formErrors({ ...EMPTY_FORM, type: 'all' })).toEqual({});
    expect(formErrors({ ...EMPTY_FORM, type: 'create_date', from: '2026-01-01' })).toEqual({ to: 'Date de fin requise' });
    expect(formErrors({ ...EMPTY_FORM, type: 'create_date', from: '2026-02-01', to: '2026-01-01' })).toEqual({
      to: 'La date de début ne peut pas dépasser la date de fin',
    });
    expect(formErrors({ ...EMPTY_FORM, type: 'customer_email', email: 'pas-une-adresse' })).toEqual({ email: 'Adresse e-mail invalide' });
  });

  it('gives the job its side and filter', () => {
    expect(jobParams(sideOf('Payment'), { ...EMPTY_FORM, type: 'customer_email', email: ' a@b.fr ' })).toEqual({
      side: 'payments',
      filter: { type: 'customer_email', email: 'a@b.fr' },
    });
    expect(jobParams(sideOf('User'), { ...EMPTY_FORM, type: 'create_date', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      side: 'users',
      filter: { type: 'create_date', from: '2026-01-01', to: '2026-01-31' },
    });
  });

  it('reads the result lines of a finished job', () => {
    expect(resultLinesOf({ lines: ['OK - 2 utilisateurs traités', 'a@b.fr - 1002 - refusé'] })).toEqual({
      ok: 'OK - 2 utilisateurs traités',
      errors: ['a@b.fr - 1002 - refusé'],
    });
    expect(resultLinesOf(null)).toBeUndefined();
  });
});
