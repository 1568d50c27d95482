// The data key: encrypts the declarations at rest (drafts and summaries hold health data: disability,
// medical costs). Like the access-code key it is kept outside the database, so that a copy of the
// database (a backup, a dump) holds the declarations only as ciphertext (docs/security.md, "Encryption
// at rest").
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ServerConfig } from './config';
import { loadKey, parseKey, type LoadedKey } from './serverKey';

/** The key's least length: AES-256 takes 32 bytes (a longer key is condensed by HKDF). */
export const DATA_KEY_BYTES = 32;
/** The key file in DATA_DIR when neither DATA_KEY nor DATA_KEY_FILE is set. */
export const DATA_KEY_FILE_NAME = 'data.key';

/** Stored values start with the format's version: `v1:` + base64(iv | tag | ciphertext), AES-256-GCM. */
export const SEALED_PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key in base64 (the form of the variable and of the file), or why it is unusable. */
export function parseDataKey(text: string, where: string): Buffer {
  return parseKey(text, where, DATA_KEY_BYTES);
}

/**
 * The server's data key, from the first of: DATA_KEY (base64), the file DATA_KEY_FILE, the file
 * `data.key` in DATA_DIR (made with a new random key, mode 0600, at the first start). With DATA_DIR
 * `memory://` and no key configured the process makes one of its own, which ends with it, like the
 * in-memory database.
 */
export async function loadDataKey(config: Pick<ServerConfig, 'dataKey' | 'dataKeyFile' | 'dataDir'>): Promise<LoadedKey> {
  return loadKey({
    value: config.dataKey,
    variable: 'DATA_KEY',
    file: config.dataKeyFile,
    fileVariable: 'DATA_KEY_FILE',
    dataDir: config.dataDir,
    fileName: DATA_KEY_FILE_NAME,
    bytes: DATA_KEY_BYTES,
  });
}

/** The other data key of a rotation (DATA_KEY_OTHER or DATA_KEY_OTHER_FILE), or none. */
export async function loadOtherDataKey(config: Pick<ServerConfig, 'dataKeyOther' | 'dataKeyOtherFile'>): Promise<LoadedKey | undefined> {
  if (config.dataKeyOther) return { key: parseDataKey(config.dataKeyOther, 'DATA_KEY_OTHER'), source: 'DATA_KEY_OTHER' };
  if (config.dataKeyOtherFile) {
    return { key: parseDataKey(await readFile(config.dataKeyOtherFile, 'utf8'), `DATA_KEY_OTHER_FILE (${config.dataKeyOtherFile})`), source: config.dataKeyOtherFile };
  }
  return undefined;
}

/**
 * A stored value that does not open: not in the sealed format, altered, moved to another row or
 * column, or sealed under another key. Never a detail of the value itself.
 */
export class DataIntegrityError extends Error {
  constructor(reason: string) {
    super(`Stored data failed its integrity check: ${reason}`);
    this.name = 'DataIntegrityError';
  }
}

/**
 * Where a value belongs (table, the row's key, column). It is authenticated with the value (the
 * additional data of AES-GCM), so a ciphertext copied into another row or column does not open there.
 */
export type SealContext = readonly string[];

/**
 * Seals and opens stored values with the data key: AES-256-GCM, a random 96-bit IV per value. During a
 * key rotation (docs/operations.md, "Data key rotation") a server also holds another key, which opens
 * values but never seals one.
 */
export class DataCipher {
  private readonly aesKey: Buffer;
  private readonly otherAesKeys: Buffer[];

  constructor(
    private readonly key: Buffer,
    private readonly others: readonly Buffer[] = [],
  ) {
    for (const k of [key, ...others]) if (k.length < DATA_KEY_BYTES) throw new Error(`The data key must have at least ${DATA_KEY_BYTES} bytes`);
    // The cipher's key is derived, so the check value below (an HMAC under the key itself) and the
    // ciphertexts never use one key for two purposes.
    this.aesKey = aesKeyOf(key);
    this.otherAesKeys = others.map(aesKeyOf);
  }

  seal(plaintext: string, context: SealContext): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.aesKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(JSON.stringify(context), 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The plaintext of a sealed value; DataIntegrityError unless it is authentic and belongs to `context`. */
  open(sealed: unknown, context: SealContext): string {
    const opened = this.openWith(sealed, context);
    if (opened === undefined) throw new DataIntegrityError('authentication failed');
    return opened.plaintext;
  }

  /**
   * The value sealed again under this cipher's own key, or null when it is sealed under it already (a
   * key rotation's step, store/sealing.ts); DataIntegrityError when no key of this cipher opens it.
   */
  reseal(sealed: unknown, context: SealContext): string | null {
    const opened = this.openWith(sealed, context);
    if (opened === undefined) throw new DataIntegrityError('authentication failed');
    return opened.own ? null : this.seal(opened.plaintext, context);
  }

  private openWith(sealed: unknown, context: SealContext): { plaintext: string; own: boolean } | undefined {
    if (typeof sealed !== 'string' || !sealed.startsWith(SEALED_PREFIX)) throw new DataIntegrityError('not a sealed value');
    const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new DataIntegrityError('too short');
    const aad = Buffer.from(JSON.stringify(context), 'utf8');
    for (const [index, aesKey] of [this.aesKey, ...this.otherAesKeys].entries()) {
      const decipher = createDecipheriv('aes-256-gcm', aesKey, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(aad);
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return { plaintext: Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8'), own: index === 0 };
      } catch {
        // not this key
      }
    }
    return undefined;
  }

  /**
   * A value that tells whether two servers use the same key without revealing it (the database keeps
   * it, so a server started with another key refuses to start).
   */
  keyCheck(): string {
    return keyCheckOf(this.key);
  }

  /** The check values of the other keys this cipher opens with (during a rotation). */
  otherKeyChecks(): string[] {
    return this.others.map(keyCheckOf);
  }
}

const aesKeyOf = (key: Buffer) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'einfach-erklaeren data encryption v1', 32));
const keyCheckOf = (key: Buffer) => createHmac('sha256', key).update('einfach-erklaeren data key check').digest('base64');
