import { describe, expect, it } from 'vitest';
import { saveFailureOf } from './useSchemaEditorController';

const httpError = (status: number, message: string, body?: unknown) => Object.assign(new Error(message), { status, body });

describe('saveFailureOf', () => {
  it('offers the reload after a 412: another save came first', () => {
    expect(saveFailureOf(httpError(412, 'Ce schéma a été modifié entre-temps.'))).toEqual({
      message: 'Ce schéma a été modifié entre-temps.',
      stale: true,
    });
  });

  it('keeps the fields the server names on a 400, without offering the reload', () => {
    const fields = { label: 'Le libellé est obligatoire.' };
    expect(saveFailureOf(httpError(400, 'Le schéma est invalide.', { error: 'INVALID', fields }))).toEqual({
      message: 'Le schéma est invalide.',
      stale: false,
      fields,
    });
  });

  it('says something for a failure without a status (network)', () => {
    expect(saveFailureOf(new TypeError('Failed to fetch'))).toEqual({ message: 'Failed to fetch', stale: false });
    expect(saveFailureOf(undefined)).toEqual({ message: 'Erreur inconnue', stale: false });
  });
});
