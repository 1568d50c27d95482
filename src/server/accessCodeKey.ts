// The access-code key: the secret of the keyed access-code hash (accessCodes.ts). It is kept outside
// the database, so that a copy of the database (a backup, a dump) allows no guessing of access codes.
import { ACCESS_CODE_KEY_BYTES } from './accessCodes';
import type { ServerConfig } from './config';
import { loadKey, newKeyText, parseKey, type LoadedKey } from './serverKey';

/** The key file in DATA_DIR when neither ACCESS_CODE_KEY nor ACCESS_CODE_KEY_FILE is set. */
export const ACCESS_CODE_KEY_FILE_NAME = 'access-code.key';

export type AccessCodeKey = LoadedKey;

/** A key in base64 (the form of the variable and of the file), or why it is unusable. */
export function parseAccessCodeKey(text: string, where: string): Buffer {
  return parseKey(text, where, ACCESS_CODE_KEY_BYTES);
}

/** A new random key as its file holds it. */
export function newAccessCodeKeyText(): string {
  return newKeyText(ACCESS_CODE_KEY_BYTES);
}

/**
 * The server's access-code key, from the first of: ACCESS_CODE_KEY (base64), the file
 * ACCESS_CODE_KEY_FILE, the file `access-code.key` in DATA_DIR (made with a new random key, mode 0600,
 * at the first start). With DATA_DIR `memory://` and no key configured the process makes one of its
 * own, which ends with it, like the in-memory database.
 */
export async function loadAccessCodeKey(config: Pick<ServerConfig, 'accessCodeKey' | 'accessCodeKeyFile' | 'dataDir'>): Promise<AccessCodeKey> {
  return loadKey({
    value: config.accessCodeKey,
    variable: 'ACCESS_CODE_KEY',
    file: config.accessCodeKeyFile,
    fileVariable: 'ACCESS_CODE_KEY_FILE',
    dataDir: config.dataDir,
    fileName: ACCESS_CODE_KEY_FILE_NAME,
    bytes: ACCESS_CODE_KEY_BYTES,
  });
}
