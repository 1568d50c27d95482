import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_KEY_FILE_NAME, loadAccessCodeKey, parseAccessCodeKey } from './accessCodeKey';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ee-key-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const base64Key = () => randomBytes(32).toString('base64');

describe('access-code key', () => {
  it('comes from ACCESS_CODE_KEY first', async () => {
    const text = base64Key();
    const dir = tempDir();
    const { key, source } = await loadAccessCodeKey({ accessCodeKey: text, accessCodeKeyFile: path.join(dir, 'other'), dataDir: dir });
    expect(key).toEqual(Buffer.from(text, 'base64'));
    expect(source).toBe('ACCESS_CODE_KEY');
  });

  it('then from ACCESS_CODE_KEY_FILE (base64, surrounding white space ignored)', async () => {
    const dir = tempDir();
    const text = base64Key();
    writeFileSync(path.join(dir, 'key'), `${text}\n`);
    const { key } = await loadAccessCodeKey({ accessCodeKeyFile: path.join(dir, 'key'), dataDir: 'memory://' });
    expect(key).toEqual(Buffer.from(text, 'base64'));
  });

  it('else from DATA_DIR, where the first start writes a new random key readable by the owner only', async () => {
    const dir = path.join(tempDir(), 'data');
    const first = await loadAccessCodeKey({ dataDir: dir });
    const file = path.join(dir, ACCESS_CODE_KEY_FILE_NAME);
    expect(first.source).toBe(file);
    expect(first.key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first.key);
    expect((await loadAccessCodeKey({ dataDir: dir })).key).toEqual(first.key);
  });

  it('processes starting together on one data folder end up with one key', async () => {
    const dir = tempDir();
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadAccessCodeKey({ dataDir: dir })));
    expect(new Set(keys.map((k) => k.key.toString('base64'))).size).toBe(1);
  });

  it('with an in-memory database and nothing configured, the process makes its own', async () => {
    const a = await loadAccessCodeKey({ dataDir: 'memory://' });
    const b = await loadAccessCodeKey({ dataDir: 'memory://' });
    expect(a.key).toHaveLength(32);
    expect(a.key).not.toEqual(b.key);
  });

  it('refuses short keys and text that is not base64', () => {
    expect(() => parseAccessCodeKey(randomBytes(16).toString('base64'), 'ACCESS_CODE_KEY')).toThrow(/ACCESS_CODE_KEY must hold at least 32 random bytes/);
    expect(() => parseAccessCodeKey('not a key, not base64 at all, but long enough to decode', 'ACCESS_CODE_KEY')).toThrow(/base64/);
    expect(parseAccessCodeKey(` ${base64Key()} \n`, 'x')).toHaveLength(32);
  });
});
