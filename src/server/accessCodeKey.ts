// The access-code key: the secret of the keyed access-code hash (accessCodes.ts). It is kept outside
// the database, so that a copy of the database (a backup, a dump) allows no guessing of access codes.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCESS_CODE_KEY_BYTES } from './accessCodes';
import type { ServerConfig } from './config';

/** The key file in DATA_DIR when neither ACCESS_CODE_KEY nor ACCESS_CODE_KEY_FILE is set. */
export const ACCESS_CODE_KEY_FILE_NAME = 'access-code.key';

export interface AccessCodeKey {
  key: Buffer;
  /** Where it came from, for the start log (never the key itself). */
  source: string;
}

/** A key in base64 (the form of the variable and of the file), or why it is unusable. */
export function parseAccessCodeKey(text: string, where: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || key.length < ACCESS_CODE_KEY_BYTES) {
    throw new Error(`${where} must hold at least ${ACCESS_CODE_KEY_BYTES} random bytes in base64 (e.g. \`openssl rand -base64 32\`)`);
  }
  return key;
}

/** A new random key as its file holds it. */
export function newAccessCodeKeyText(): string {
  return `${randomBytes(ACCESS_CODE_KEY_BYTES).toString('base64')}\n`;
}

/**
 * The server's access-code key, from the first of: ACCESS_CODE_KEY (base64), the file
 * ACCESS_CODE_KEY_FILE, the file `access-code.key` in DATA_DIR (made with a new random key, mode 0600,
 * at the first start). With DATA_DIR `memory://` and no key configured the process makes one of its
 * own, which ends with it, like the in-memory database.
 */
export async function loadAccessCodeKey(config: Pick<ServerConfig, 'accessCodeKey' | 'accessCodeKeyFile' | 'dataDir'>): Promise<AccessCodeKey> {
  if (config.accessCodeKey) return { key: parseAccessCodeKey(config.accessCodeKey, 'ACCESS_CODE_KEY'), source: 'ACCESS_CODE_KEY' };
  if (config.accessCodeKeyFile) {
    return { key: parseAccessCodeKey(await readFile(config.accessCodeKeyFile, 'utf8'), `ACCESS_CODE_KEY_FILE (${config.accessCodeKeyFile})`), source: config.accessCodeKeyFile };
  }
  if (config.dataDir.startsWith('memory://')) return { key: randomBytes(ACCESS_CODE_KEY_BYTES), source: 'this process (memory://)' };
  const file = path.join(config.dataDir, ACCESS_CODE_KEY_FILE_NAME);
  await mkdir(config.dataDir, { recursive: true });
  try {
    // `wx`: of several processes starting on one data folder, one writes the key and the others read it.
    await writeFile(file, newAccessCodeKeyText(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
  return { key: parseAccessCodeKey(await readFile(file, 'utf8'), file), source: file };
}
