import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Secrets the server must use again (a webhook's signing secret, an SSO client secret), sealed under
 * the installation's key before they reach the database (docs/SECURITY.md "Secrets at rest"): a copy
 * of the database, a backup or a replica then holds no working secret. AES-256-GCM with a fresh
 * 96-bit nonce per value; the additional data names the column and the organization, so a sealed
 * value copied into another organization's row (or another column) does not open.
 *
 * Stored form: `sealed:v1:<key id>:<nonce>:<ciphertext>:<tag>` (base64url), the key id being the
 * first 8 hex digits of the key's SHA-256, so a value sealed under a previous key
 * (SECRETS_PREVIOUS_KEYS) still opens and the start seals it again under the current one.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** A value without the prefix was written before sealing existed: it is the secret itself. */
  open(stored: string, context: string): string;
  /** True for a plain value or one sealed under a previous key: the start seals it again. */
  isStale(stored: string): boolean;
  /** The current key's id (the first 8 hex digits of its SHA-256): says which key an instance uses, reveals nothing. */
  keyId(): string;
}

const PREFIX = 'sealed:v1:';
export const SECRETS_KEY_FILE = 'secrets.key';

/** A sealed value whose key this installation does not have, or that was altered. */
export class UnopenableSecretError extends Error {}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  const currentId = keyId(current);
  const keys = new Map([...previous, current].map((key) => [keyId(key), key]));
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, nonce);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, sealed, cipher.getAuthTag()].map((b) => b.toString('base64url'));
      return `${PREFIX}${currentId}:${parts.join(':')}`;
    },
    open(stored, context) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [id, nonce, sealed, tag] = stored.slice(PREFIX.length).split(':');
      const key = keys.get(id ?? '');
      if (!key || nonce === undefined || sealed === undefined || tag === undefined)
        throw new UnopenableSecretError(
          `a secret sealed under key ${id} cannot be opened: set SECRETS_KEY (or SECRETS_PREVIOUS_KEYS) to the key it was sealed with`,
        );
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new UnopenableSecretError(`a secret sealed under key ${id} does not open for ${context}`);
      }
    },
    isStale(stored) {
      return !stored.startsWith(`${PREFIX}${currentId}:`);
    },
    keyId: () => currentId,
  };
}

/**
 * The installation's box: SECRETS_KEY when set (every instance of a cluster must share it), else
 * the key in DATA_DIR/secrets.key, made (mode 600) at the first start: the embedded default keeps
 * it beside the database folder, but a database dump or copy of the PostgreSQL server does not
 * carry it.
 */
export function openSecretBox(config: Pick<Config, 'secretsKey' | 'secretsPreviousKeys' | 'dataDir'>): SecretBox {
  // Read (or made) at the first use, so that an app or a tool that never meets a secret leaves no key file.
  let box: SecretBox | undefined;
  const ready = () =>
    (box ??= createSecretBox(config.secretsKey ?? keyFromDataDir(config.dataDir), config.secretsPreviousKeys));
  return {
    seal: (plain, context) => ready().seal(plain, context),
    open: (stored, context) => ready().open(stored, context),
    isStale: (stored) => ready().isStale(stored),
    keyId: () => ready().keyId(),
  };
}

function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: two instances starting at once on one folder keep the first one's key.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64`);
  return key;
}

/**
 * The secret, or null when it does not open (its key is lost or differs): what a page shows or a
 * form keeps must not fail on it, so the ADMIN can see the setting and enter the secret again.
 */
export function openIfPossible(secrets: SecretBox, stored: string, context: string): string | null {
  try {
    return secrets.open(stored, context);
  } catch (error) {
    if (error instanceof UnopenableSecretError) return null;
    throw error;
  }
}

/** What a start's resealing did: values sealed anew, and values that did not open (left as they are, logged). */
export interface ResealCount {
  resealed: number;
  unopenable: number;
}

/**
 * A start's resealing of one column: every row plain or under a previous key is sealed under the current
 * key by `write` (an update that should check the stored value is still the one read: another instance may
 * have sealed it first); a row that does not open (another key, or altered) is left and counted.
 */
export async function resealRows<Row extends { organizationId: string; stored: string }>(
  rows: readonly Row[],
  secrets: SecretBox,
  contextOf: (organizationId: string) => string,
  write: (row: Row, sealed: string) => Promise<unknown>,
): Promise<ResealCount> {
  const count: ResealCount = { resealed: 0, unopenable: 0 };
  for (const row of rows) {
    if (!secrets.isStale(row.stored)) continue;
    const context = contextOf(row.organizationId);
    let sealed: string;
    try {
      sealed = secrets.seal(secrets.open(row.stored, context), context);
    } catch (error) {
      if (!(error instanceof UnopenableSecretError)) throw error;
      count.unopenable++;
      continue;
    }
    await write(row, sealed);
    count.resealed++;
  }
  return count;
}
