import { describe, expect, it } from 'vitest';
import { peerHint, withPeerHint } from './index.js';

describe('withPeerHint', () => {
  it('adds the hint about the environment’s URL and token once', () => {
    expect(withPeerHint('Serveur « staging » : Type inconnu : X', 'staging')).toBe(
      "Serveur « staging » : Type inconnu : X Vérifiez l'URL et le jeton de l'environnement « staging » (réglage ENVIRONMENTS de ce serveur).",
    );
    const already = `Le serveur « staging » est injoignable. ${peerHint('staging')}`;
    expect(withPeerHint(already, 'staging')).toBe(already);
  });
});
