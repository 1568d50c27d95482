// Access codes: generated from the CSPRNG, stored only as a scrypt hash, delivered by a letter in the outbox.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { generateAccessCode, normalizeAccessCode } from '../domain/validators/index';
import type { Queryable } from './db/index';
import type { Locale } from './messages';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const SCRYPT_OPTIONS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** The letter arrives about 5 days after it is issued. */
export const POSTAL_DELAY_DAYS = 5;
/** The code may be used for 140 days after it arrived. */
export const ACCESS_CODE_VALIDITY_DAYS = 140;
const DAY_MS = 86_400_000;

export function newAccessCode(): string {
  return generateAccessCode((n) => new Uint8Array(randomBytes(n)));
}

export async function hashAccessCode(code: string, salt: Buffer = randomBytes(16)) {
  const hash = await scrypt(normalizeAccessCode(code), salt, KEY_LENGTH, SCRYPT_OPTIONS);
  return { hash: hash.toString('base64'), salt: salt.toString('base64') };
}

/** Constant-time comparison of a presented code with the stored hash. */
export async function verifyAccessCode(code: string, hashB64: string, saltB64: string): Promise<boolean> {
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(normalizeAccessCode(code), Buffer.from(saltB64, 'base64'), KEY_LENGTH, SCRYPT_OPTIONS);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function arrivalOf(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + POSTAL_DELAY_DAYS * DAY_MS);
}

export function isCodeExpired(arrivalAt: Date, now: Date): boolean {
  return now.getTime() > new Date(arrivalAt).getTime() + ACCESS_CODE_VALIDITY_DAYS * DAY_MS;
}

export type LetterKind = 'registration' | 'newAccessCode';

/** Puts a letter with the code into the outbox; it is printed by `npm run letters`. */
export async function writeLetter(
  tx: Queryable,
  letter: { idNr: string; kind: LetterKind; locale: Locale; accessCode: string; arrivalAt: Date; now: Date },
): Promise<void> {
  await tx.query(
    'INSERT INTO letters (id_nr, kind, locale, access_code, arrival_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [letter.idNr, letter.kind, letter.locale, letter.accessCode, letter.arrivalAt, letter.now],
  );
}
