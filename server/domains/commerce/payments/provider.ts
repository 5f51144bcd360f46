// Calls to the payment provider from a request: its failures become a French 502, never a 500.
import { AppError } from '../../../errors.js';

export async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const reason = err instanceof Error ? err.message.slice(0, 200) : String(err);
    throw new AppError(502, 'PROVIDER_ERROR', `Le prestataire de paiement n'a pas répondu correctement : ${reason}`);
  }
}
