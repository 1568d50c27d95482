// The outbox of letters with access codes (letters): written with a new code, printed by
// `npm run letters` (../letters.ts), which then forgets the code.
import { deleteStep, inBatches } from '../db/batches';
import type { LetterRow, Queryable } from '../db/index';
import type { Locale } from '../messages';

export type LetterKind = LetterRow['kind'];

/** Puts a letter with the code into the outbox. */
export async function writeLetter(
  tx: Queryable,
  letter: { idNr: string; kind: LetterKind; locale: Locale; accessCode: string; arrivalAt: Date; now: Date },
): Promise<void> {
  await tx.query('INSERT INTO letters (id_nr, kind, locale, access_code, arrival_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    letter.idNr,
    letter.kind,
    letter.locale,
    letter.accessCode,
    letter.arrivalAt,
    letter.now,
  ]);
}

/** The letters not yet printed, oldest first, each with its person's sealed tax ID (users.id_nr_sealed; a pending letter's person is kept). */
export async function pendingLetters(db: Queryable): Promise<(LetterRow & { user_tax_id_sealed: string | null })[]> {
  return db.query<LetterRow & { user_tax_id_sealed: string | null }>(
    'SELECT l.*, u.id_nr_sealed AS user_tax_id_sealed FROM letters l LEFT JOIN users u ON u.id_nr = l.id_nr WHERE l.printed_at IS NULL ORDER BY l.id',
  );
}

/** Marks a letter printed and forgets its code: only the person's letter and the hash remain. */
export async function markLetterPrinted(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query("UPDATE letters SET printed_at = $2, access_code = '' WHERE id = $1", [id, now]);
}

/** Letters printed before `cutoff` (index letters_printed_at), in batches; letters not printed stay. */
export async function deletePrintedLettersBefore(db: Queryable, cutoff: Date, batchSize: number): Promise<number> {
  return inBatches(
    batchSize,
    deleteStep(db, 'DELETE FROM letters WHERE id = ANY(ARRAY(SELECT id FROM letters WHERE printed_at IS NOT NULL AND printed_at < $2 ORDER BY printed_at LIMIT $1)) RETURNING 1', [cutoff]),
  );
}
