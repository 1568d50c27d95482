// People and their access codes (users): registration, a new code, the login's look-up. A code is
// stored only as its hash (../accessCodes.ts); the letter with the code goes into the outbox in the
// same transaction (./letters.ts), and a new code forgets the wrong logins (./loginFailures.ts).
import type { AccessCodeHash } from '../accessCodes';
import type { DataCipher } from '../dataKey';
import { REGISTER_UNDER_HASHED_KEY, sealTaxId, type TaxIds } from '../taxIds';
import { inBatches } from '../db/batches';
import type { Db, Queryable, UserRow } from '../db/index';
import { clearLoginFailures } from './loginFailures';
import { writeLetter, type LetterKind } from './letters';
import type { Locale } from '../messages';

/** What finds and registers people by their tax ID: the database, the tax-ID hasher and the data cipher (for the sealed tax ID). */
export type PeopleStore = { db: Db; taxIds: TaxIds; dataCipher: DataCipher };

/**
 * The person a typed tax ID names, under whichever key the database keeps them (taxIds.ts): the row's
 * `id_nr` is the key every other call takes.
 */
export async function findPerson(store: Pick<PeopleStore, 'db' | 'taxIds'>, taxId: string): Promise<UserRow | undefined> {
  return (await store.db.query<UserRow>('SELECT * FROM users WHERE id_nr = ANY($1::text[]) LIMIT 1', [store.taxIds.keysOf(taxId)]))[0];
}

// Below, `idNr` is the person's key (users.id_nr) as findPerson or the session gives it.

/** The birth date as `YYYY-MM-DD`, or undefined for an unknown person. */
export async function birthDateOf(db: Queryable, idNr: string): Promise<string | undefined> {
  return (await db.query<{ birth_date: string }>("SELECT to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM users WHERE id_nr = $1", [idNr]))[0]?.birth_date;
}

/** When the current code's letter arrives(d), or undefined for an unknown person. */
export async function codeArrivalOf(db: Queryable, idNr: string): Promise<Date | undefined> {
  return (await db.query<Pick<UserRow, 'code_arrival_at'>>('SELECT code_arrival_at FROM users WHERE id_nr = $1', [idNr]))[0]?.code_arrival_at;
}

/** The id of the person's current access code, or null. */
export async function currentCodeIdOf(db: Queryable, idNr: string): Promise<string | null> {
  return (await db.query<Pick<UserRow, 'access_code_id'>>('SELECT access_code_id FROM users WHERE id_nr = $1', [idNr]))[0]?.access_code_id ?? null;
}

/** Replaces an older scheme's hash of the same code, unless a new code was issued meanwhile (its hash is no longer `previousHash`). */
export async function replaceCodeHash(db: Queryable, idNr: string, hash: AccessCodeHash, previousHash: string): Promise<void> {
  await db.query(`UPDATE users SET access_code_hash = $2, access_code_salt = $3, access_code_scheme = $4 WHERE id_nr = $1 AND access_code_hash = $5`, [
    idNr,
    hash.hash,
    hash.salt,
    hash.scheme,
    previousHash,
  ]);
}

/** A new code as it is stored and sent: its hash, its random id, when it is issued and arrives, the letter. */
export interface NewCode {
  hash: AccessCodeHash;
  codeId: string;
  issuedAt: Date;
  arrivalAt: Date;
  /** The letter with the code in clear (the outbox forgets it once printed). */
  letter: { kind: LetterKind; locale: Locale; accessCode: string };
  /** The key of the person's wrong-login counter, which a new code clears. */
  loginKey: string;
}

async function afterNewCode(tx: Queryable, idNr: string, code: NewCode): Promise<void> {
  // A new code lifts a lock and forgets wrong attempts.
  await clearLoginFailures(tx, code.loginKey);
  await writeLetter(tx, { idNr, kind: code.letter.kind, locale: code.letter.locale, accessCode: code.letter.accessCode, arrivalAt: code.arrivalAt, now: code.issuedAt });
}

/**
 * Registers a person, or gives a registered one a new code (only the newest letter is valid); the
 * e-mail address is kept when none is given. A registered tax ID with another birth date is refused
 * ('birthDateMismatch') and nothing is written.
 */
export async function registerPerson(
  store: PeopleStore,
  person: { taxId: string; birthDate: string; email: string | null },
  code: NewCode,
): Promise<'registered' | 'birthDateMismatch'> {
  return store.db.transaction(async (tx) => {
    const existing = (
      await tx.query<{ id_nr: string; birth_date: string }>(
        "SELECT id_nr, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM users WHERE id_nr = ANY($1::text[]) LIMIT 1 FOR UPDATE",
        [store.taxIds.keysOf(person.taxId)],
      )
    )[0];
    let key: string;
    if (existing) {
      if (existing.birth_date !== person.birthDate) return 'birthDateMismatch';
      key = existing.id_nr;
      await tx.query(
        `UPDATE users SET access_code_hash = $2, access_code_salt = $3, access_code_scheme = $7, code_issued_at = $4, code_arrival_at = $5,
           email = COALESCE($6, email), access_code_id = $8 WHERE id_nr = $1`,
        [key, code.hash.hash, code.hash.salt, code.issuedAt, code.arrivalAt, person.email, code.hash.scheme, code.codeId],
      );
    } else {
      key = REGISTER_UNDER_HASHED_KEY ? store.taxIds.personKey(person.taxId) : person.taxId;
      await tx.query(
        `INSERT INTO users (id_nr, birth_date, email, access_code_hash, access_code_salt, access_code_scheme, code_issued_at, code_arrival_at, created_at, access_code_id, id_nr_sealed)
         VALUES ($1, $2, $3, $4, $5, $8, $6, $7, $6, $9, $10)`,
        [key, person.birthDate, person.email, code.hash.hash, code.hash.salt, code.issuedAt, code.arrivalAt, code.hash.scheme, code.codeId, sealTaxId(store.dataCipher, key, person.taxId)],
      );
    }
    await afterNewCode(tx, key, code);
    return 'registered';
  });
}

/** A registered person's new code (next year's, ordered after sending). */
export async function replaceAccessCode(db: Db, idNr: string, code: NewCode): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE users SET access_code_hash = $2, access_code_salt = $3, access_code_scheme = $6, code_issued_at = $4, code_arrival_at = $5,
         access_code_id = $7 WHERE id_nr = $1`,
      [idNr, code.hash.hash, code.hash.salt, code.issuedAt, code.arrivalAt, code.hash.scheme, code.codeId],
    );
    await afterNewCode(tx, idNr, code);
  });
}

// A person with anything stored stays: a draft (primary key), a summary (summaries_owner; a submission
// always has its summary), a session, live or not yet purged (sessions_user_id_nr), or a letter not
// yet printed (letters_pending_id_nr).
const NOTHING_STORED = `NOT EXISTS (SELECT 1 FROM drafts d WHERE d.id_nr = u.id_nr)
  AND NOT EXISTS (SELECT 1 FROM summaries s WHERE s.id_nr = u.id_nr)
  AND NOT EXISTS (SELECT 1 FROM sessions se WHERE se.user_id_nr = u.id_nr)
  AND NOT EXISTS (SELECT 1 FROM letters l WHERE l.id_nr = u.id_nr AND l.printed_at IS NULL)`;

/**
 * People whose code arrived before `cutoff` (index users_code_arrival_at) and who have nothing stored,
 * in batches. Chosen and locked first, then checked again: a draft, session or new code stored
 * meanwhile keeps the person.
 */
export async function deletePeopleWithNothingStored(db: Db, cutoff: Date, batchSize: number): Promise<number> {
  // Each batch goes on from where the one before stopped (in code_arrival_at order): the people it
  // passed have something stored (mostly a submission, kept for years), and walking past them again
  // for every batch would make a large backlog quadratic.
  let from = new Date(0);
  return inBatches(batchSize, (limit) =>
    db.transaction(async (tx) => {
      const chosen = await tx.query<Pick<UserRow, 'id_nr' | 'code_arrival_at'>>(
        `SELECT u.id_nr, u.code_arrival_at FROM users u WHERE u.code_arrival_at < $1 AND u.code_arrival_at >= $3 AND ${NOTHING_STORED} ORDER BY u.code_arrival_at LIMIT $2 FOR UPDATE OF u SKIP LOCKED`,
        [cutoff, limit, from],
      );
      const ids = chosen.map((r) => r.id_nr);
      if (ids.length === 0) return { chosen: 0, deleted: 0 };
      // A millisecond back: the driver's Date has no microseconds.
      from = new Date(new Date(chosen[chosen.length - 1].code_arrival_at).getTime() - 1);
      const deleted = (
        await tx.query<{ n: number }>(
          `WITH gone AS (DELETE FROM users u WHERE u.id_nr = ANY($1::text[]) AND u.code_arrival_at < $2 AND ${NOTHING_STORED} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
          [ids, cutoff],
        )
      )[0].n;
      return { chosen: ids.length, deleted };
    }),
  );
}
