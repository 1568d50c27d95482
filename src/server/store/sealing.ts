// Sealing the rows stored before encryption at rest (plain JSON, HTML, XML), when a server starts and
// before it serves (../app.ts). The seals themselves are ../sealedData.ts's.
import { DataIntegrityError, SEALED_PREFIX, type DataCipher, type SealContext } from '../dataKey';
import type { DraftRow, Queryable, SubmissionRow, SummaryRow } from '../db/index';
import { certificateContext, draftContext, progressContext, SEALED_SUMMARY_COLUMNS, sealSignedXml, submissionContext, summaryContext, type SealedSummaryColumn } from '../sealedData';
import { taxIdContext } from '../taxIds';

/** Rows a batch of the sealing job reads: summaries and submissions are large, so fewer at a time. */
export const SEAL_BATCH_SIZE = { drafts: 500, summaries: 50, submissions: 50 } as const;

const sealedOrPlain = (cipher: DataCipher, value: string, context: SealContext) => (value.startsWith(SEALED_PREFIX) ? value : cipher.seal(value, context));

/**
 * Seals the rows stored before encryption at rest, in batches; the partial indexes `drafts_plaintext`
 * and `summaries_plaintext` (migration 004) find them, so once all are sealed a start only asks an
 * empty index (the ORDER BY is the index's order: without it the planner, which takes the condition
 * for true of almost every row, reads the whole table instead). A row changed meanwhile is left to its
 * writer (`AND document = …`); several servers starting at once each seal what the others have not.
 * Answers how many rows it sealed.
 */
export async function sealPlaintextRows(
  db: Queryable,
  cipher: DataCipher,
  batchSize: { drafts: number; summaries: number; submissions?: number } = SEAL_BATCH_SIZE,
): Promise<{ drafts: number; summaries: number; submissions: number }> {
  const sealed = { drafts: 0, summaries: 0, submissions: 0 };
  for (;;) {
    const rows = await db.query<Pick<DraftRow, 'id_nr' | 'form_model_name' | 'document'>>(
      `SELECT id_nr, form_model_name, document FROM drafts WHERE left(document, 3) <> '${SEALED_PREFIX}' ORDER BY id_nr LIMIT $1`,
      [batchSize.drafts],
    );
    let changed = 0;
    for (const row of rows) {
      const value = cipher.seal(row.document, draftContext(row.id_nr, row.form_model_name));
      changed += (await db.query('UPDATE drafts SET document = $3 WHERE id_nr = $1 AND form_model_name = $2 AND document = $4 RETURNING 1', [row.id_nr, row.form_model_name, value, row.document])).length;
    }
    sealed.drafts += changed;
    if (rows.length < batchSize.drafts || changed === 0) break;
  }
  for (;;) {
    const rows = await db.query<Pick<SummaryRow, 'xml_data_id' | 'id_nr' | SealedSummaryColumn>>(
      `SELECT xml_data_id, id_nr, document, html, xml FROM summaries WHERE left(document, 3) <> '${SEALED_PREFIX}' ORDER BY xml_data_id LIMIT $1`,
      [batchSize.summaries],
    );
    let changed = 0;
    for (const row of rows) {
      const [document, html, xml] = SEALED_SUMMARY_COLUMNS.map((column) => sealedOrPlain(cipher, row[column], summaryContext(row, column)));
      changed += (
        await db.query('UPDATE summaries SET document = $2, html = $3, xml = $4 WHERE xml_data_id = $1 AND document = $5 RETURNING 1', [
          row.xml_data_id,
          document,
          html,
          xml,
          row.document,
        ])
      ).length;
    }
    sealed.summaries += changed;
    if (rows.length < batchSize.summaries || changed === 0) break;
  }
  const submissionBatch = batchSize.submissions ?? SEAL_BATCH_SIZE.submissions;
  for (;;) {
    const rows = await db.query<Pick<SubmissionRow, 'xml_data_id' | 'id_nr' | 'signed_xml'>>(
      `SELECT xml_data_id, id_nr, signed_xml FROM submissions WHERE left(signed_xml, 3) <> '${SEALED_PREFIX}' ORDER BY xml_data_id LIMIT $1`,
      [submissionBatch],
    );
    let changed = 0;
    for (const row of rows) {
      const value = sealSignedXml(cipher, row, row.signed_xml);
      changed += (await db.query('UPDATE submissions SET signed_xml = $2 WHERE xml_data_id = $1 AND signed_xml = $3 RETURNING 1', [row.xml_data_id, value, row.signed_xml])).length;
    }
    sealed.submissions += changed;
    if (rows.length < submissionBatch || changed === 0) break;
  }
  return sealed;
}

/** A table with sealed columns, as a data key rotation walks it (its key order, one batch at a time). */
interface SealedTable {
  table: 'drafts' | 'summaries' | 'submissions' | 'users' | 'sessions';
  key: readonly string[];
  columns: readonly string[];
  /** The columns the context needs besides the key (the owner's key, id_nr, unless said otherwise). */
  owner?: readonly string[];
  /** Values of releases before may be in clear (left as they are), rather than unreadable. */
  clearBefore?: boolean;
  context(row: Record<string, string>, column: string): SealContext;
}

const SEALED_TABLES: readonly SealedTable[] = [
  {
    table: 'drafts',
    key: ['id_nr', 'form_model_name'],
    columns: ['document', 'progress'],
    context: (row, column) => (column === 'document' ? draftContext(row.id_nr, row.form_model_name) : progressContext(row.id_nr, row.form_model_name)),
  },
  {
    table: 'summaries',
    key: ['xml_data_id'],
    columns: SEALED_SUMMARY_COLUMNS,
    context: (row, column) => summaryContext({ xml_data_id: row.xml_data_id, id_nr: row.id_nr }, column as SealedSummaryColumn),
  },
  { table: 'submissions', key: ['xml_data_id'], columns: ['signed_xml'], context: (row) => submissionContext({ xml_data_id: row.xml_data_id, id_nr: row.id_nr }) },
  // The tax ID beside the person's key (../taxIds.ts); null in rows of releases before, whose key is the tax ID.
  { table: 'users', key: ['id_nr'], columns: ['id_nr_sealed'], context: (row) => taxIdContext(row.id_nr) },
  // The signed-in person's client certificate (its subject is the tax ID); in clear in sessions of releases before.
  { table: 'sessions', key: ['id'], columns: ['cert_leaf_b64'], owner: ['user_id_nr'], clearBefore: true, context: (row) => certificateContext(row.user_id_nr) },
];

/** What one batch of a rotation did, for its log line. */
export interface ResealBatch {
  table: SealedTable['table'];
  /** Rows read in this batch. */
  rows: number;
  /** Rows whose values were sealed again under the new key. */
  resealed: number;
  /** Values that no key of the cipher opens (left as they are; the log names table and column only). */
  unreadable: { column: string }[];
}

/**
 * Seals every sealed value that is not under the cipher's own key again under it (the cipher opens it
 * with its other key), table by table in key order, `batchSize` rows at a time. A row written meanwhile
 * is left to its writer, who seals under the new key (`AND column IS NOT DISTINCT FROM` the value read).
 * Idempotent: values already under the new key are read and skipped, so a rotation cut off at any point
 * is resumed by running it again. Answers the totals.
 */
export async function resealUnderNewKey(
  db: Queryable,
  cipher: DataCipher,
  options: { batchSize: number; afterBatch?: (batch: ResealBatch) => Promise<void> | void; stopped?: () => boolean },
): Promise<{ rows: number; resealed: number; unreadable: number }> {
  const totals = { rows: 0, resealed: 0, unreadable: 0 };
  for (const spec of SEALED_TABLES) {
    const keyList = spec.key.join(', ');
    const selected = [...new Set([...spec.key, ...(spec.owner ?? ['id_nr']), ...spec.columns])].join(', ');
    let after: string[] | undefined;
    for (;;) {
      if (options.stopped?.()) return totals;
      const where = after ? `WHERE (${keyList}) > (${spec.key.map((_, i) => `$${i + 2}`).join(', ')})` : '';
      const rows = await db.query<Record<string, string>>(`SELECT ${selected} FROM ${spec.table} ${where} ORDER BY ${keyList} LIMIT $1`, [options.batchSize, ...(after ?? [])]);
      const batch: ResealBatch = { table: spec.table, rows: rows.length, resealed: 0, unreadable: [] };
      for (const row of rows) {
        const changes: [string, string][] = [];
        for (const column of spec.columns) {
          if (row[column] === null || row[column] === undefined) continue;
          // A session's certificate of a release before, in clear until the session ends.
          if (spec.clearBefore && !row[column].startsWith(SEALED_PREFIX)) continue;
          try {
            const value = cipher.reseal(row[column], spec.context(row, column));
            if (value !== null) changes.push([column, value]);
          } catch (error) {
            if (!(error instanceof DataIntegrityError)) throw error;
            batch.unreadable.push({ column });
          }
        }
        if (changes.length === 0) continue;
        const params: unknown[] = spec.key.map((k) => row[k]);
        const set = changes.map(([column, value]) => `${column} = $${params.push(value)}`).join(', ');
        const keyMatch = spec.key.map((k, i) => `${k} = $${i + 1}`).join(' AND ');
        const unchanged = changes.map(([column]) => `${column} IS NOT DISTINCT FROM $${params.push(row[column])}`).join(' AND ');
        batch.resealed += (await db.query(`UPDATE ${spec.table} SET ${set} WHERE ${keyMatch} AND ${unchanged} RETURNING 1`, params)).length;
      }
      totals.rows += batch.rows;
      totals.resealed += batch.resealed;
      totals.unreadable += batch.unreadable.length;
      if (rows.length > 0) await options.afterBatch?.(batch);
      if (rows.length < options.batchSize) break;
      after = spec.key.map((k) => rows[rows.length - 1][k]);
    }
  }
  return totals;
}
