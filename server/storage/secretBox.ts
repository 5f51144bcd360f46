// Secrets the server must read back to use (TOTP secrets, OpenID client secrets) are stored encrypted: AES-256-GCM
// (node:crypto) under SECRETS_KEY, or without it under a key generated once and kept in DATA_DIR (mode 600), as the
// embedded database's address is. A stored value reads `v1:` + base64url(iv, tag, ciphertext); a value stored plain
// before encryption existed still reads as it is, and is encrypted again on its next write (or at start). A new key is
// put in place with the old ones in SECRETS_KEY_PREVIOUS: values they sealed still open, and are sealed again under the
// new key at start (GCM's tag tells which key sealed a value, so no key id is stored).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../errors.js';

const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE = 'secrets.key';

/** A stored secret this server's key does not open: said in French where it is used, never a 500 with a stack. */
export const unreadableSecret = () =>
  new AppError(
    503,
    'SECRET_UNREADABLE',
    "Un secret enregistré ne se déchiffre pas avec la clé de ce serveur (réglage SECRETS_KEY, ou le fichier secrets.key du dossier de données) : donnez à ce serveur la même clé que celle qui l'a chiffré",
  );

export class SecretBox {
  private readonly previous: readonly Buffer[];

  /** `previous`: keys that sealed stored values before `key` replaced them, read but never sealed with. */
  constructor(
    private key: Buffer,
    previous: readonly Buffer[] = [],
  ) {
    for (const k of [key, ...previous]) if (k.length !== 32) throw new Error('SECRETS_KEY: 32 octets attendus');
    this.previous = previous;
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The plain secret; a value from before encryption as it is; throws unreadableSecret() when no key opens it. */
  open(stored: string): string {
    const plain = this.opened(stored)?.plain;
    if (plain === undefined) throw unreadableSecret();
    return plain;
  }

  /**
   * A stored value sealed again under the current key when it is plain or an older key sealed it; undefined when it
   * is current already, or when no key of this server opens it (left as it is, refused where it is used).
   */
  resealed(stored: string): string | undefined {
    const found = this.opened(stored);
    return found && !found.current ? this.seal(found.plain) : undefined;
  }

  private opened(stored: string): { plain: string; current: boolean } | undefined {
    if (!SecretBox.isSealed(stored)) return { plain: stored, current: false };
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    for (const [i, key] of [this.key, ...this.previous].entries()) {
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
        return { plain, current: i === 0 };
      } catch {
        // Another key's value (or a damaged one): the next key is tried.
      }
    }
    return undefined;
  }
}

/**
 * SECRETS_KEY when set; otherwise the key kept in DATA_DIR, generated at the first start (`wx`: two processes starting
 * together on one folder keep the same one). Several servers on one database must share SECRETS_KEY.
 */
export function loadSecretsKey(config: { secretsKey?: Buffer; dataDir: string }): Buffer {
  if (config.secretsKey) return config.secretsKey;
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} : la clé doit faire 64 chiffres hexadécimaux (supprimez le fichier pour en générer une)`);
  return key;
}
