import { describe, expect, it } from 'vitest';
import { accountInitials } from './accountInitials';

describe("an account avatar's letters", () => {
  it.each([
    ['ceo-acceptance@example.org', 'CA'],
    ['admin', 'A'],
    ['jean.dupont', 'JD'],
    ['émilie', 'É'],
    ['', '?'],
  ])('%s → %s', (login, initials) => expect(accountInitials(login)).toBe(initials));
});
