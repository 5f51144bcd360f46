// Stripe's error shape: {error: {type, code, message, param?, decline_code?, payment_intent?}} with its HTTP status.
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export const invalidRequest = (message: string, param?: string, code = 'parameter_invalid') =>
  new StripeError(400, { type: 'invalid_request_error', code, message, ...(param && { param }) });

export const missingParam = (param: string) => invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');

export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });

export const cardError = (code: string, declineCode: string, message: string, extra: Record<string, unknown> = {}) =>
  new StripeError(402, { type: 'card_error', code, decline_code: declineCode, message, ...extra });
