// The tax identification number is a protected identifier (§ 139b AO). Where it names a person in the
// database (users.id_nr and the columns that refer to it: sessions.user_id_nr, drafts, summaries,
// submissions, letters) it is stored as a keyed hash, the person's key; the number itself is kept
// only sealed with the data key (users.id_nr_sealed), for what needs it (the declaration's XML, the
// letter, the data the tax office knows). docs/security.md, "The tax ID is not stored in clear".
//
// The key of the hash is the tax-ID key: TAX_ID_KEY (base64, at least 32 bytes), or, when unset,
// derived from the access-code key (HKDF-SHA256), so that a deployment has nothing new to share
// between its servers. A person's key names the hash key it was made with (`t:<key id>:<hash>`), so a
// new tax-ID key (TAX_ID_KEY new, TAX_ID_KEY_OTHER old) re-keys people one by one while both find them.
//
// The rows of the releases before kept the number itself as the key (eleven digits). This release and
// the one before it find a person under either form; store/taxIdKeys.ts re-keys the old rows.
import { createHmac, hkdfSync } from 'node:crypto';
import { DataIntegrityError, type DataCipher, type SealContext } from './dataKey';

export const TAX_ID_KEY_BYTES = 32;
const CLEAR_TAX_ID = /^\d{11}$/;

/** A person's key as releases before this one stored it: the tax ID itself. */
export const isClearTaxId = (key: string): boolean => CLEAR_TAX_ID.test(key);

/** The sealed tax ID's context: bound to the person's key, so it cannot be moved to another person. */
export const taxIdContext = (personKey: string): SealContext => ['users', personKey, 'id_nr'];

/** Derives the default tax-ID key from the access-code key (a key of its own for this purpose). */
export function deriveTaxIdKey(accessCodeKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', accessCodeKey, Buffer.alloc(0), 'einfach-erklaeren tax id key', TAX_ID_KEY_BYTES));
}

class HashKey {
  readonly id: string;
  constructor(private readonly key: Buffer) {
    if (key.length < TAX_ID_KEY_BYTES) throw new Error(`The tax-ID key must have at least ${TAX_ID_KEY_BYTES} bytes`);
    this.id = createHmac('sha256', key).update('einfach-erklaeren tax id key id').digest('base64url').slice(0, 8);
  }
  personKey(taxId: string): string {
    return `t:${this.id}:${createHmac('sha256', this.key).update('einfach-erklaeren tax id\0').update(taxId, 'utf8').digest('base64url')}`;
  }
}

export class TaxIds {
  private readonly own: HashKey;
  private readonly others: HashKey[];
  constructor(key: Buffer, others: Buffer[] = []) {
    this.own = new HashKey(key);
    this.others = others.map((other) => new HashKey(other)).filter((other) => other.id !== this.own.id);
  }

  /** The person's key as this server writes it. */
  personKey(taxId: string): string {
    return this.own.personKey(taxId);
  }

  /** Every key a person with this tax ID may be stored under: the hash under each known key, and the number itself (rows of releases before). */
  keysOf(taxId: string): string[] {
    return [this.own.personKey(taxId), ...this.others.map((other) => other.personKey(taxId)), taxId];
  }

  /** The prefix of keys made with this server's own hash key (what needs no re-keying). */
  get ownPrefix(): string {
    return `t:${this.own.id}:`;
  }

  /** The prefixes of keys this server finds people under: its own hash key's and its other's. */
  get knownPrefixes(): string[] {
    return [this.own, ...this.others].map((key) => `t:${key.id}:`);
  }
}

/**
 * The tax ID of a signed-in person: the key itself in rows of releases before, else the sealed value
 * read with the session (findSession). Throws DataIntegrityError when neither is there.
 */
export function taxIdOf(cipher: DataCipher, person: { user_id_nr: string; user_tax_id_sealed?: string | null }): string {
  if (isClearTaxId(person.user_id_nr)) return person.user_id_nr;
  if (!person.user_tax_id_sealed) throw new DataIntegrityError('the person has no sealed tax ID');
  return cipher.open(person.user_tax_id_sealed, taxIdContext(person.user_id_nr));
}

/** Seals a tax ID for users.id_nr_sealed. */
export const sealTaxId = (cipher: DataCipher, personKey: string, taxId: string): string => cipher.seal(taxId, taxIdContext(personKey));

/**
 * Whether this release registers new people under the keyed hash and re-keys the others
 * (store/taxIdKeys.ts). Release 2026-11-29 knew only the tax ID as key; release 2026-11-29.2 finds
 * people under either form but still wrote the number, so that 2026-11-29 kept working beside it; from
 * this release on, which runs beside 2026-11-29.2, the number is a key no more (docs/operations.md,
 * "Upgrades without a stop").
 */
export const REGISTER_UNDER_HASHED_KEY = true;

/** A signed-in person: the key the database names them by, and their tax ID. */
export interface Person {
  key: string;
  taxId: string;
}

export const personOf = (cipher: DataCipher, session: { user_id_nr: string; user_tax_id_sealed?: string | null }): Person => ({
  key: session.user_id_nr,
  taxId: taxIdOf(cipher, session),
});
