import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AccessCodes, scryptAccessCode, type StoredAccessCode } from './accessCodes';

const key = randomBytes(32);
const codes = new AccessCodes(key);
const CODE = 'EEZ-7K3M-Q9TX-2HBW';

const stored = (h: { hash: string; salt: string }, scheme: StoredAccessCode['access_code_scheme']): StoredAccessCode => ({
  access_code_hash: h.hash,
  access_code_salt: h.salt,
  access_code_scheme: scheme,
});

describe('access codes: keyed hash', () => {
  it('is HMAC-SHA-256 with the key over salt and normalised code, 32 bytes, with a 16-byte salt', () => {
    const salt = randomBytes(16);
    const h = codes.hash(CODE, salt);
    expect(h.scheme).toBe('hmac-sha256');
    expect(Buffer.from(h.salt, 'base64')).toEqual(salt);
    const expected = createHmac('sha256', key).update(salt).update('EEZ-7K3M-Q9TX-2HBW').digest();
    expect(Buffer.from(h.hash, 'base64')).toEqual(expected);
    expect(Buffer.from(codes.hash(CODE).salt, 'base64')).toHaveLength(16);
  });

  it('verifies the code as people type it, refuses any other code, another salt and another key', async () => {
    const h = stored(codes.hash(CODE), 'hmac-sha256');
    expect(await codes.verify(CODE, h)).toEqual({ valid: true });
    expect(await codes.verify('eez 7k3m q9tx 2hbw', h)).toEqual({ valid: true });
    expect(await codes.verify('EEZ-7K3M-Q9TX-2HBX', h)).toEqual({ valid: false });
    expect(await codes.verify(CODE, { ...h, access_code_salt: randomBytes(16).toString('base64') })).toEqual({ valid: false });
    expect(await new AccessCodes(randomBytes(32)).verify(CODE, h)).toEqual({ valid: false });
  });

  it('the same code gets another hash for every salt', () => {
    expect(codes.hash(CODE).hash).not.toBe(codes.hash(CODE).hash);
  });

  it('refuses keys shorter than 32 bytes', () => {
    expect(() => new AccessCodes(randomBytes(31))).toThrow(/at least 32 bytes/);
  });

  it('an unknown scheme verifies nothing', async () => {
    const h = codes.hash(CODE);
    expect(await codes.verify(CODE, { access_code_hash: h.hash, access_code_salt: h.salt, access_code_scheme: 'md5' as StoredAccessCode['access_code_scheme'] })).toEqual({ valid: false });
  });

  it('the key check tells keys apart and does not reveal the key', () => {
    expect(codes.keyCheck()).toBe(new AccessCodes(Buffer.from(key)).keyCheck());
    expect(codes.keyCheck()).not.toBe(new AccessCodes(randomBytes(32)).keyCheck());
    expect(codes.keyCheck()).not.toContain(key.toString('base64'));
  });
});

describe('access codes: the scrypt hashes of earlier releases', () => {
  it('still verify, and a right code comes with its keyed hash to store instead', async () => {
    const old = stored(await scryptAccessCode(CODE), 'scrypt');
    const result = await codes.verify('eez7k3mq9tx2hbw', old);
    expect(result.valid).toBe(true);
    expect(result.rehash?.scheme).toBe('hmac-sha256');
    expect(await codes.verify(CODE, stored(result.rehash!, 'hmac-sha256'))).toEqual({ valid: true });
  });

  it('a wrong code is refused and brings no new hash', async () => {
    const old = stored(await scryptAccessCode(CODE), 'scrypt');
    expect(await codes.verify('EEZ-AAAA-BBBB-CCCC', old)).toEqual({ valid: false });
  });

  it('a scrypt hash is not taken for a keyed one, nor the other way round', async () => {
    const salt = randomBytes(16);
    const old = await scryptAccessCode(CODE, salt);
    expect(await codes.verify(CODE, stored(old, 'hmac-sha256'))).toEqual({ valid: false });
    expect((await codes.verify(CODE, stored(codes.hash(CODE, salt), 'scrypt'))).valid).toBe(false);
  });
});
