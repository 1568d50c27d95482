// Sealing the rows stored before encryption at rest (plain JSON, HTML, XML), when a server starts and
// before it serves (../app.ts). The seals themselves are ../sealedData.ts's.
import { SEALED_PREFIX, type DataCipher, type SealContext } from '../dataKey';
import type { DraftRow, Queryable, SubmissionRow, SummaryRow } from '../db/index';
import { draftContext, SEALED_SUMMARY_COLUMNS, sealSignedXml, summaryContext, type SealedSummaryColumn } from '../sealedData';

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
