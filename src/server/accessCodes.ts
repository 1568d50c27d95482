// Access codes: generated from the CSPRNG, stored only as a keyed hash, delivered by a letter in the outbox.
// Why a keyed hash (HMAC-SHA-256) and not a password hash: docs/security.md, "Access codes".
import { createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { generateAccessCode, normalizeAccessCode } from '../domain/validators/index';
import type { UserRow } from './db/index';

/** The letter arrives about 5 days after it is issued. */
export const POSTAL_DELAY_DAYS = 5;
/** The code may be used for 140 days after it arrived. */
export const ACCESS_CODE_VALIDITY_DAYS = 140;
const DAY_MS = 86_400_000;

export type AccessCodeScheme = UserRow['access_code_scheme'];
export type StoredAccessCode = Pick<UserRow, 'access_code_hash' | 'access_code_salt' | 'access_code_scheme'>;
/** A new hash as it is stored: the columns access_code_hash, access_code_salt and access_code_scheme. */
export interface AccessCodeHash {
  hash: string;
  salt: string;
  scheme: 'hmac-sha256';
}

const SALT_BYTES = 16;
/** The key's least length: HMAC-SHA-256 gains nothing from more than 64 bytes, and 32 are 256 bits. */
export const ACCESS_CODE_KEY_BYTES = 32;

// The scheme of codes issued before the keyed hash; still verified, and replaced at the next login.
const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const SCRYPT_OPTIONS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const SCRYPT_KEY_LENGTH = 32;

export function newAccessCode(): string {
  return generateAccessCode((n) => new Uint8Array(randomBytes(n)));
}

/** The scrypt hash of releases before the keyed hash (base64 hash and salt); for verification and tests. */
export async function scryptAccessCode(code: string, salt: Buffer = randomBytes(SALT_BYTES)): Promise<{ hash: string; salt: string }> {
  const hash = await scrypt(normalizeAccessCode(code), salt, SCRYPT_KEY_LENGTH, SCRYPT_OPTIONS);
  return { hash: hash.toString('base64'), salt: salt.toString('base64') };
}

function equalBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Hashes and verifies access codes with the server's access-code key (accessCodeKey.ts): HMAC-SHA-256
 * over a per-user random salt and the normalised code. Without the key, which never enters the
 * database, a copy of the database allows no guessing of codes at all.
 */
export class AccessCodes {
  constructor(private readonly key: Buffer) {
    if (key.length < ACCESS_CODE_KEY_BYTES) throw new Error(`The access-code key must have at least ${ACCESS_CODE_KEY_BYTES} bytes`);
  }

  private mac(code: string, salt: Buffer): Buffer {
    return createHmac('sha256', this.key).update(salt).update(normalizeAccessCode(code), 'utf8').digest();
  }

  hash(code: string, salt: Buffer = randomBytes(SALT_BYTES)): AccessCodeHash {
    return { hash: this.mac(code, salt).toString('base64'), salt: salt.toString('base64'), scheme: 'hmac-sha256' };
  }

  /**
   * Whether `code` is the stored one (in constant time for a given scheme). A right code under the
   * older scrypt scheme comes with `rehash`, the keyed hash to store in its place.
   */
  async verify(code: string, stored: StoredAccessCode): Promise<{ valid: boolean; rehash?: AccessCodeHash }> {
    const salt = Buffer.from(stored.access_code_salt, 'base64');
    const expected = Buffer.from(stored.access_code_hash, 'base64');
    if (stored.access_code_scheme === 'hmac-sha256') return { valid: equalBytes(expected, this.mac(code, salt)) };
    if (stored.access_code_scheme !== 'scrypt') return { valid: false };
    const actual = Buffer.from((await scryptAccessCode(code, salt)).hash, 'base64');
    return equalBytes(expected, actual) ? { valid: true, rehash: this.hash(code) } : { valid: false };
  }

  /**
   * The key of a tax ID's wrong-login counter (login_failures): a keyed hash, so that the table does
   * not hold the tax IDs of people who never registered.
   */
  loginKey(idNr: string): string {
    return createHmac('sha256', this.key).update('einfach-erklaeren login failures\0').update(idNr, 'utf8').digest('base64');
  }

  /**
   * A value that tells whether two servers hash with the same key without revealing it (the
   * database keeps it, so a server started with another key refuses to start).
   */
  keyCheck(): string {
    return createHmac('sha256', this.key).update('einfach-erklaeren access-code key check').digest('base64');
  }
}

export function arrivalOf(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + POSTAL_DELAY_DAYS * DAY_MS);
}

export function isCodeExpired(arrivalAt: Date, now: Date): boolean {
  return now.getTime() > new Date(arrivalAt).getTime() + ACCESS_CODE_VALIDITY_DAYS * DAY_MS;
}
