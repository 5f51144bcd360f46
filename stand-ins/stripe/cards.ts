// Stripe's test payment methods (https://docs.stripe.com/testing): attaching one of these tokens to a customer makes
// a card that behaves as Stripe's test card does when charged.
export interface TestCard {
  brand: string;
  last4: string;
  /** Set: a charge fails with this decline code. */
  decline?: { code: string; declineCode: string; message: string };
}

const declined = (declineCode: string, message: string, code = 'card_declined') => ({ code, declineCode, message });

export const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: declined('generic_decline', 'Your card was declined.') },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    decline: declined('expired_card', 'Your card has expired.', 'expired_card'),
  },
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3155',
    decline: declined('authentication_required', 'Your card was declined. This transaction requires authentication.', 'authentication_required'),
  },
};
