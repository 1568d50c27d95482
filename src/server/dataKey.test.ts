import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_KEY_FILE_NAME, DataCipher, DataIntegrityError, loadDataKey, parseDataKey, SEALED_PREFIX } from './dataKey';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ee-data-key-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const base64Key = () => randomBytes(32).toString('base64');

describe('data key', () => {
  it('comes from DATA_KEY first, then DATA_KEY_FILE', async () => {
    const text = base64Key();
    const dir = tempDir();
    const fromVariable = await loadDataKey({ dataKey: text, dataKeyFile: path.join(dir, 'other'), dataDir: dir });
    expect(fromVariable).toEqual({ key: Buffer.from(text, 'base64'), source: 'DATA_KEY' });
    const fileText = base64Key();
    writeFileSync(path.join(dir, 'key'), `${fileText}\n`);
    const fromFile = await loadDataKey({ dataKeyFile: path.join(dir, 'key'), dataDir: 'memory://' });
    expect(fromFile).toEqual({ key: Buffer.from(fileText, 'base64'), source: path.join(dir, 'key') });
  });

  it('else from DATA_DIR, where the first start writes a new random key readable by the owner only; one key for processes starting together', async () => {
    const dir = path.join(tempDir(), 'data');
    const keys = await Promise.all(Array.from({ length: 6 }, () => loadDataKey({ dataDir: dir })));
    const file = path.join(dir, DATA_KEY_FILE_NAME);
    expect(keys[0].source).toBe(file);
    expect(keys[0].key).toHaveLength(32);
    expect(new Set(keys.map((k) => k.key.toString('base64'))).size).toBe(1);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(keys[0].key);
    expect((await loadDataKey({ dataDir: dir })).key).toEqual(keys[0].key);
  });

  it('with an in-memory database and nothing configured, the process makes its own', async () => {
    const a = await loadDataKey({ dataDir: 'memory://' });
    const b = await loadDataKey({ dataDir: 'memory://' });
    expect(a.key).toHaveLength(32);
    expect(a.key).not.toEqual(b.key);
  });

  it('refuses short keys and text that is not base64', () => {
    expect(() => parseDataKey(randomBytes(16).toString('base64'), 'DATA_KEY')).toThrow(/DATA_KEY must hold at least 32 random bytes/);
    expect(() => parseDataKey('not a key, not base64 at all, but long enough to decode', 'DATA_KEY')).toThrow(/base64/);
    expect(() => new DataCipher(randomBytes(16))).toThrow(/at least 32 bytes/);
  });
});

describe('sealed values (AES-256-GCM)', () => {
  const cipher = new DataCipher(randomBytes(32));
  const context = ['summaries', 'x'.repeat(32), '12345678901', 'html'];
  const text = '<p>Krankheitskosten: 4.711,23 € – Hörgerät; GdB 80, Merkzeichen G</p>';

  it('are versioned, random per value, and open only in their context', () => {
    const sealed = cipher.seal(text, context);
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
    // iv (12) | tag (16) | ciphertext (as long as the UTF-8 plaintext)
    expect(bytes).toHaveLength(12 + 16 + Buffer.byteLength(text));
    expect(sealed).not.toContain('4.711,23');
    expect(cipher.seal(text, context)).not.toBe(sealed);
    expect(cipher.open(sealed, context)).toBe(text);
    // Another row or column: refused.
    for (const other of [
      ['summaries', 'y'.repeat(32), '12345678901', 'html'],
      ['summaries', 'x'.repeat(32), '12345678902', 'html'],
      ['summaries', 'x'.repeat(32), '12345678901', 'xml'],
      ['drafts', 'x'.repeat(32), '12345678901', 'html'],
      ['summaries', 'x'.repeat(32), '12345678901'],
    ]) {
      expect(() => cipher.open(sealed, other)).toThrow(DataIntegrityError);
    }
  });

  it('refuses altered values, another key, and anything not sealed', () => {
    const sealed = cipher.seal(text, context);
    const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
    for (const index of [0, 12, 28, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[index] ^= 1;
      expect(() => cipher.open(SEALED_PREFIX + altered.toString('base64'), context), `byte ${index}`).toThrow(DataIntegrityError);
    }
    expect(() => cipher.open(SEALED_PREFIX + bytes.subarray(0, bytes.length - 1).toString('base64'), context)).toThrow(DataIntegrityError);
    expect(() => new DataCipher(randomBytes(32)).open(sealed, context)).toThrow(DataIntegrityError);
    for (const value of [text, '{"medical":{}}', 'v1:', 'v2:' + bytes.toString('base64'), null, undefined, 42]) {
      expect(() => cipher.open(value, context)).toThrow(DataIntegrityError);
    }
    // The error names no content.
    try {
      cipher.open(text, context);
    } catch (error) {
      expect(String(error)).not.toContain('4.711,23');
    }
  });

  it('the check value tells keys apart without being the key', () => {
    const key = randomBytes(32);
    const check = new DataCipher(key).keyCheck();
    expect(new DataCipher(Buffer.from(key)).keyCheck()).toBe(check);
    expect(new DataCipher(randomBytes(32)).keyCheck()).not.toBe(check);
    expect(check).not.toContain(key.toString('base64'));
  });

  it('during a rotation a cipher opens under its other key too, seals under its own only, and reseal moves a value to its own key', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const context = ['drafts', '12345678901', 'ESt2025', 'document'];
    const before = new DataCipher(oldKey);
    const underOld = before.seal('Hörgerät', context);
    const rotating = new DataCipher(newKey, [oldKey]);
    expect(rotating.open(underOld, context)).toBe('Hörgerät');
    expect(rotating.otherKeyChecks()).toEqual([before.keyCheck()]);
    const underNew = rotating.seal('Brille', context);
    // Sealed under the new key: the old key alone does not open it.
    expect(() => before.open(underNew, context)).toThrow(DataIntegrityError);
    expect(rotating.reseal(underNew, context)).toBeNull();
    const moved = rotating.reseal(underOld, context)!;
    expect(new DataCipher(newKey).open(moved, context)).toBe('Hörgerät');
    expect(() => before.open(moved, context)).toThrow(DataIntegrityError);
    // Still bound to its place, and a value under neither key is refused.
    expect(() => rotating.reseal(underOld, ['drafts', '12345678901', 'ESt2025', 'progress'])).toThrow(DataIntegrityError);
    expect(() => rotating.reseal(new DataCipher(randomBytes(32)).seal('x', context), context)).toThrow(DataIntegrityError);
  });
});
