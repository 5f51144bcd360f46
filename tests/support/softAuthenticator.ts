// A software passkey (WebAuthn authenticator, ES256 on P-256) for the API tests: it answers the options of
// @simplewebauthn/server as a browser with a platform authenticator would, and can be made to lie (another origin,
// an old sign count) to check that the server refuses.
import crypto from 'node:crypto';

/** Just enough CBOR (RFC 8949) for attestation objects and COSE keys: maps, byte and text strings, small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) =>
    n < 24 ? Buffer.from([(major << 5) | n]) : n < 256 ? Buffer.from([(major << 5) | 24, n]) : Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`cbor: ${typeof value}`);
}

const b64 = (b: Buffer) => b.toString('base64url');
const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest();

export class SoftAuthenticator {
  readonly credentialId = crypto.randomBytes(16);
  private keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  signCount = 0;

  constructor(
    private origin: string,
    private rpId = 'localhost',
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(flags: number, extra = Buffer.alloc(0), signCount = this.signCount) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, extra]);
  }

  /** The answer to registration options (navigator.credentials.create). */
  register(options: { challenge: string }) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.from([0, this.credentialId.length]);
    // User present, user verified, attested credential data.
    const authData = this.authData(0x45, Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]));
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to authentication options (navigator.credentials.get); `lie` changes what a cheat would change. */
  assert(options: { challenge: string }, lie: { origin?: string; signCount?: number } = {}) {
    // A lie about the count is this assertion's only: the real key goes on counting.
    const authData = this.authData(0x05, undefined, lie.signCount ?? ++this.signCount);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, lie.origin);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature) },
      clientExtensionResults: {},
    };
  }
}
