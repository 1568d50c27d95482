// Re-keying people (../taxIds.ts): a person stored under the tax ID itself (rows of the releases before
// 2026-11-29.2) or under the hash of another tax-ID key gets the hash under the server's own key, one
// person per transaction: users.id_nr changes and its references follow (ON UPDATE CASCADE, migration
// 008), submissions and letters are changed with it, and every sealed value bound to the old key is
// sealed again bound to the new one. People signed in at the moment are left for a later run: a request
// of theirs in flight names them by the old key.
import type { DataCipher } from '../dataKey';
import { DataIntegrityError, SEALED_PREFIX } from '../dataKey';
import type { Db, Queryable } from '../db/index';
import { draftContext, progressContext, SEALED_SUMMARY_COLUMNS, submissionContext, summaryContext } from '../sealedData';
import { isClearTaxId, sealTaxId, taxIdContext, type TaxIds } from '../taxIds';

export type TaxIdKeyStore = { db: Db; dataCipher: DataCipher; taxIds: TaxIds };

/** What a run did. */
export interface RekeyOutcome {
  /** People given their key under the own hash key. */
  people: number;
  /** People left for a later run: signed in now, or their tax ID does not open. */
  left: number;
  /** Printed letters of people no longer stored, given the new key. */
  letters: number;
}

/**
 * Which people a run re-keys: `number`, those stored under the tax ID itself (rows of releases before
 * 2026-11-29.2: every server re-keys them, each to the same key); `any`, also those under another
 * hash key (a change of TAX_ID_KEY: `npm run tax-id-key:rekey` once every server has the new key, or
 * the embedded database's only server at its start; docs/operations.md, "Tax-ID key").
 */
export type RekeyFrom = 'number' | 'any';

/**
 * A person stored under a hash key that is neither the own nor the other one, or undefined: the id of
 * that key. A server that would not find such people refuses to start (../app.ts). A skip scan over
 * users_id_nr_bytes (migration 009): one lookup per known key, however many people there are.
 */
export async function unknownTaxIdKey(db: Queryable, taxIds: TaxIds): Promise<string | undefined> {
  const known = taxIds.knownPrefixes;
  let from = 't:';
  for (;;) {
    const [row] = await db.query<{ id_nr: string }>('SELECT id_nr FROM users WHERE id_nr ~>=~ $1 ORDER BY id_nr USING ~<~ LIMIT 1', [from]);
    if (!row) return undefined;
    const prefix = known.find((p) => row.id_nr.startsWith(p));
    if (!prefix) return row.id_nr.split(':')[1] ?? row.id_nr.slice(0, 2);
    // Past every key under this prefix: the next character after ':'.
    from = `${prefix.slice(0, -1)};`;
  }
}

/**
 * The people whose key is not under the own hash key, in key order from `after`: the tax IDs
 * themselves sort before every `t:` key, the others' keys are the `t:` keys outside the own prefix
 * (two ranges of users_id_nr_bytes in byte order, migration 009; no table scan).
 */
async function peopleToRekey(db: Queryable, taxIds: TaxIds, after: string, limit: number, from: RekeyFrom): Promise<{ id_nr: string }[]> {
  if (from === 'number') {
    return db.query<{ id_nr: string }>("SELECT id_nr FROM users WHERE id_nr ~>~ $1 AND id_nr ~<~ 't:' ORDER BY id_nr USING ~<~ LIMIT $2", [after, limit]);
  }
  const own = taxIds.ownPrefix;
  // The own prefix's range ends at the next character after ':'.
  const ownEnd = `${own.slice(0, -1)};`;
  return db.query<{ id_nr: string }>(
    'SELECT id_nr FROM users WHERE id_nr ~>~ $1 AND (id_nr ~<~ $2 OR id_nr ~>=~ $3) ORDER BY id_nr USING ~<~ LIMIT $4',
    [after, own, ownEnd, limit],
  );
}

/** Seals `value` (bound to `from`) again bound to `to`; null for a value that is not sealed. */
function rebind(cipher: DataCipher, value: string | null, from: readonly string[], to: readonly string[]): string | null {
  if (value === null || !value.startsWith(SEALED_PREFIX)) return value;
  return cipher.seal(cipher.open(value, from), to);
}

/** Re-keys one person; false when left (signed in, gone meanwhile, or already re-keyed). */
async function rekeyPerson(store: TaxIdKeyStore, oldKey: string): Promise<boolean> {
  const { dataCipher: cipher, taxIds } = store;
  return store.db.transaction(async (tx) => {
    const row = (
      await tx.query<{ id_nr_sealed: string | null; signed_in: boolean }>(
        `SELECT id_nr_sealed, EXISTS (SELECT 1 FROM sessions s WHERE s.user_id_nr = u.id_nr) AS signed_in FROM users u WHERE u.id_nr = $1 FOR UPDATE`,
        [oldKey],
      )
    )[0];
    if (!row || row.signed_in) return false;
    const taxId = isClearTaxId(oldKey) ? oldKey : row.id_nr_sealed ? cipher.open(row.id_nr_sealed, taxIdContext(oldKey)) : null;
    if (taxId === null) throw new DataIntegrityError('a hashed key without its sealed tax ID');
    const newKey = taxIds.personKey(taxId);
    if (newKey === oldKey) return false;
    // The person and what refers to them (sessions, drafts and summaries follow by ON UPDATE CASCADE).
    await tx.query('UPDATE users SET id_nr = $2, id_nr_sealed = $3 WHERE id_nr = $1', [oldKey, newKey, sealTaxId(cipher, newKey, taxId)]);
    await tx.query('UPDATE submissions SET id_nr = $2 WHERE id_nr = $1', [oldKey, newKey]);
    await tx.query('UPDATE letters SET id_nr = $2 WHERE id_nr = $1', [oldKey, newKey]);
    // The sealed values bound to the person's key.
    for (const draft of await tx.query<{ form_model_name: string; document: string; progress: string | null }>(
      'SELECT form_model_name, document, progress FROM drafts WHERE id_nr = $1',
      [newKey],
    )) {
      await tx.query('UPDATE drafts SET document = $3, progress = $4 WHERE id_nr = $1 AND form_model_name = $2', [
        newKey,
        draft.form_model_name,
        rebind(cipher, draft.document, draftContext(oldKey, draft.form_model_name), draftContext(newKey, draft.form_model_name)),
        rebind(cipher, draft.progress, progressContext(oldKey, draft.form_model_name), progressContext(newKey, draft.form_model_name)),
      ]);
    }
    for (const summary of await tx.query<{ xml_data_id: string; document: string; html: string; xml: string }>(
      'SELECT xml_data_id, document, html, xml FROM summaries WHERE id_nr = $1',
      [newKey],
    )) {
      const [document, html, xml] = SEALED_SUMMARY_COLUMNS.map((column) =>
        rebind(cipher, summary[column], summaryContext({ xml_data_id: summary.xml_data_id, id_nr: oldKey }, column), summaryContext({ xml_data_id: summary.xml_data_id, id_nr: newKey }, column)),
      );
      await tx.query('UPDATE summaries SET document = $2, html = $3, xml = $4 WHERE xml_data_id = $1', [summary.xml_data_id, document, html, xml]);
    }
    for (const submission of await tx.query<{ xml_data_id: string; signed_xml: string }>('SELECT xml_data_id, signed_xml FROM submissions WHERE id_nr = $1', [newKey])) {
      const signedXml = rebind(cipher, submission.signed_xml, submissionContext({ xml_data_id: submission.xml_data_id, id_nr: oldKey }), submissionContext({ xml_data_id: submission.xml_data_id, id_nr: newKey }));
      await tx.query('UPDATE submissions SET signed_xml = $2 WHERE xml_data_id = $1', [submission.xml_data_id, signedXml]);
    }
    return true;
  });
}

/**
 * Gives every person stored under another key the key under the own hash key, `batchSize` people at a
 * time; then the printed letters of people no longer stored (their tax ID is the key, nothing else
 * is left of them). Idempotent: a run cut off anywhere is finished by the next (at the next start or
 * hour). A person whose tax ID does not open is left and counted (the log names no one).
 */
export async function rekeyPeople(store: TaxIdKeyStore, options: { batchSize: number; stopped?: () => boolean; from?: RekeyFrom }): Promise<RekeyOutcome> {
  const outcome: RekeyOutcome = { people: 0, left: 0, letters: 0 };
  let after = '';
  for (;;) {
    if (options.stopped?.()) return outcome;
    const batch = await peopleToRekey(store.db, store.taxIds, after, options.batchSize, options.from ?? 'any');
    for (const { id_nr } of batch) {
      try {
        if (await rekeyPerson(store, id_nr)) outcome.people++;
        else outcome.left++;
      } catch (error) {
        if (!(error instanceof DataIntegrityError)) throw error;
        outcome.left++;
      }
    }
    if (batch.length < options.batchSize) break;
    after = batch[batch.length - 1].id_nr;
  }
  after = '';
  for (;;) {
    if (options.stopped?.()) return outcome;
    // Letters whose key is still the tax ID (they sort before every `t:` key) and whose person is gone.
    const letters = await store.db.query<{ id_nr: string }>(
      "SELECT DISTINCT id_nr FROM letters WHERE id_nr ~>~ $1 AND id_nr ~<~ 't:' ORDER BY id_nr USING ~<~ LIMIT $2",
      [after, options.batchSize],
    );
    for (const { id_nr } of letters) {
      if (!isClearTaxId(id_nr)) continue;
      outcome.letters += (await store.db.query('UPDATE letters SET id_nr = $2 WHERE id_nr = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE id_nr = $1) RETURNING 1', [id_nr, store.taxIds.personKey(id_nr)])).length;
    }
    if (letters.length < options.batchSize) break;
    after = letters[letters.length - 1].id_nr;
  }
  return outcome;
}
