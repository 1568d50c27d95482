// Secrets the server keeps outside the database (the access-code key, the data key): from a variable
// in base64, else a file named by a second variable, else a file in DATA_DIR that the first start
// writes (mode 0600). A copy of the database (a backup, a dump) then carries none of them.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LoadedKey {
  key: Buffer;
  /** Where it came from, for the start log and errors (never the key itself). */
  source: string;
}

export interface KeySource {
  /** The key variable's value (base64) and its name. */
  value?: string;
  variable: string;
  /** The key-file variable's value (a path) and its name. */
  file?: string;
  fileVariable: string;
  /** DATA_DIR and the name of the key file made there when neither variable is set. */
  dataDir: string;
  fileName: string;
  /** The key's least length in bytes. */
  bytes: number;
}

/** A key in base64 (the form of the variable and of the file), or why it is unusable. */
export function parseKey(text: string, where: string, bytes: number): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || key.length < bytes) {
    throw new Error(`${where} must hold at least ${bytes} random bytes in base64 (e.g. \`openssl rand -base64 ${bytes}\`)`);
  }
  return key;
}

/** A new random key as its file holds it. */
export function newKeyText(bytes: number): string {
  return `${randomBytes(bytes).toString('base64')}\n`;
}

/**
 * The key from the first of: the variable (base64), the file the file variable names, the file
 * `fileName` in DATA_DIR (made with a new random key, mode 0600, at the first start). With DATA_DIR
 * `memory://` and no key configured the process makes one of its own, which ends with it, like the
 * in-memory database.
 */
export async function loadKey(source: KeySource): Promise<LoadedKey> {
  if (source.value) return { key: parseKey(source.value, source.variable, source.bytes), source: source.variable };
  if (source.file) {
    return { key: parseKey(await readFile(source.file, 'utf8'), `${source.fileVariable} (${source.file})`, source.bytes), source: source.file };
  }
  if (source.dataDir.startsWith('memory://')) return { key: randomBytes(source.bytes), source: 'this process (memory://)' };
  const file = path.join(source.dataDir, source.fileName);
  await mkdir(source.dataDir, { recursive: true });
  try {
    // `wx`: of several processes starting on one data folder, one writes the key and the others read it.
    await writeFile(file, newKeyText(source.bytes), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
  return { key: parseKey(await readFile(file, 'utf8'), file, source.bytes), source: file };
}
