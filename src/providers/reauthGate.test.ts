import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createReauthGate, withReauth } from './reauthGate';

const refusal = () => new HttpError('Confirmez votre identité', 403, { error: 'REAUTH_REQUIRED' });

describe('withReauth', () => {
  it('asks for the factor once and runs the call again once it is given', async () => {
    const gate = createReauthGate();
    const asker = vi.fn(async () => true);
    gate.answerWith(asker);
    const call = vi.fn().mockRejectedValueOnce(refusal()).mockResolvedValueOnce('fait');
    expect(await withReauth(gate, call)).toBe('fait');
    expect(asker).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("fails with the server's refusal when the person cancels, or when no screen can ask", async () => {
    const gate = createReauthGate();
    await expect(withReauth(gate, () => Promise.reject(refusal()))).rejects.toMatchObject({ status: 403 });
    const stop = gate.answerWith(async () => false);
    const call = vi.fn(() => Promise.reject(refusal()));
    await expect(withReauth(gate, call)).rejects.toMatchObject({ body: { error: 'REAUTH_REQUIRED' } });
    expect(call).toHaveBeenCalledTimes(1);
    stop();
    expect(await gate.ask()).toBe(false);
  });

  it('leaves other errors alone', async () => {
    const gate = createReauthGate();
    const asker = vi.fn(async () => true);
    gate.answerWith(asker);
    await expect(withReauth(gate, () => Promise.reject(new HttpError('Interdit', 403, { error: 'FORBIDDEN' })))).rejects.toMatchObject({
      message: 'Interdit',
    });
    expect(asker).not.toHaveBeenCalled();
  });
});
