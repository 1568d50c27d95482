// Random identifiers and tokens from Node's CSPRNG.
import { randomBytes } from 'node:crypto';

/** 32 characters of base64url (24 random bytes): session ids, CSRF tokens, xmlDataIds. */
export function randomId(): string {
  return randomBytes(24).toString('base64url');
}

const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Readable random code without look-alike characters, e.g. for session and transfer tickets. */
export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += TICKET_ALPHABET[byte % TICKET_ALPHABET.length];
  return out;
}

export function newSessionTicket(): string {
  return `ST-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;
}
