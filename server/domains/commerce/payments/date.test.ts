import { describe, expect, it } from 'vitest';
import { datePayment, providerDated } from './date';

describe('the date of a payment (createTs)', () => {
  it('is the one given at creation, else the moment it is recorded; an update leaves it alone', () => {
    const imported = { createTs: 1_700_000_000 };
    datePayment(imported, 'create', 1_800_000_000);
    expect(imported.createTs).toBe(1_700_000_000);
    const fresh: Record<string, unknown> = {};
    datePayment(fresh, 'create', 1_800_000_000);
    expect(fresh.createTs).toBe(1_800_000_000);
    const updated: Record<string, unknown> = {};
    datePayment(updated, 'update', 1_800_000_000);
    expect(updated.createTs).toBeUndefined();
  });

  it("becomes the provider's when the record was written after the payment it is linked to", () => {
    expect(providerDated({ createTs: 1_800_000_000 }, 1_700_000_000)).toEqual({ createTs: 1_700_000_000 });
    expect(providerDated({}, 1_700_000_000)).toEqual({ createTs: 1_700_000_000 });
    expect(providerDated({ createTs: 1_600_000_000 }, 1_700_000_000)).toEqual({});
  });
});
