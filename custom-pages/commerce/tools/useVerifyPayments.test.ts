import { describe, expect, it } from 'vitest';
import type { JobView } from '../../../model/jobs';
import { verifyOutcome } from './useVerifyPayments';

const job = (state: JobView['state'], error?: string) => ({ state, error }) as JobView;

describe('verifyOutcome (spec 001 §8: tool failures alert Erreur: plus the message; successes alert ok !)', () => {
  it('reads as the other tools do', () => {
    expect(verifyOutcome(undefined, undefined)).toBeUndefined();
    expect(verifyOutcome(undefined, job('running'))).toBeUndefined();
    expect(verifyOutcome(undefined, job('done'))).toEqual({ ok: true, text: 'ok !' });
    expect(verifyOutcome('Outil réservé aux super administrateurs', undefined)).toEqual({
      ok: false,
      text: 'Erreur: Outil réservé aux super administrateurs',
    });
    expect(verifyOutcome(undefined, job('failed', 'Stripe injoignable'))).toEqual({ ok: false, text: 'Erreur: Stripe injoignable' });
  });
});
