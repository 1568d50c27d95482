// The columns that hold declarations, sealed with the data key (dataKey.ts): drafts.document and
// .progress, summaries.document, .html and .xml, and submissions.signed_xml. Each value is bound to its table, row and column. Rows stored
// before encryption at rest (plain JSON, HTML, XML) are sealed by `sealPlaintextRows` when a server
// starts, before it serves; readers accept sealed values only.
import * as v from 'valibot';
import { DraftProgress } from '../domain/api/schemas';
import type { FormDocument } from '../domain/forms/index';
import { DataIntegrityError, SEALED_PREFIX, type DataCipher, type SealContext } from './dataKey';
import type { DraftRow, Queryable, SubmissionRow, SummaryRow } from './db/index';

export { DataIntegrityError };

export const SEALED_SUMMARY_COLUMNS = ['document', 'html', 'xml'] as const;
export type SealedSummaryColumn = (typeof SEALED_SUMMARY_COLUMNS)[number];

/**
 * What identifies a summary row and its owner; both are bound to each of its sealed values (the form
 * model is not: it names the year, no secret, and the row's id already tells the rows apart).
 */
export type SummaryKey = Pick<SummaryRow, 'xml_data_id' | 'id_nr'>;

const draftContext = (idNr: string, formModelName: string): SealContext => ['drafts', idNr, formModelName, 'document'];
const summaryContext = (key: SummaryKey, column: SealedSummaryColumn): SealContext => ['summaries', key.xml_data_id, key.id_nr, column];

function parseDocument(text: string): FormDocument {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new DataIntegrityError('not a document');
  return value as FormDocument;
}

export function sealDraftDocument(cipher: DataCipher, idNr: string, formModelName: string, document: unknown): string {
  return cipher.seal(JSON.stringify(document), draftContext(idNr, formModelName));
}

/** The draft's document; DataIntegrityError when the stored value does not open. */
export function openDraftDocument(cipher: DataCipher, idNr: string, formModelName: string, sealed: unknown): FormDocument {
  return parseDocument(cipher.open(sealed, draftContext(idNr, formModelName)));
}

/**
 * Where the wizard stood at a draft's save. Sealed like the document: the screens visited tell things
 * about the person (that the disability screen was shown), and the value is bound to its row.
 */
const progressContext = (idNr: string, formModelName: string): SealContext => ['drafts', idNr, formModelName, 'progress'];

export function sealDraftProgress(cipher: DataCipher, idNr: string, formModelName: string, progress: DraftProgress): string {
  return cipher.seal(JSON.stringify(progress), progressContext(idNr, formModelName));
}

/** The draft's progress; DataIntegrityError when the stored value does not open or is not a progress. */
export function openDraftProgress(cipher: DataCipher, idNr: string, formModelName: string, sealed: unknown): DraftProgress {
  const text = cipher.open(sealed, progressContext(idNr, formModelName));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DataIntegrityError('not a draft progress');
  }
  const parsed = v.safeParse(DraftProgress, value);
  if (!parsed.success) throw new DataIntegrityError('not a draft progress');
  return parsed.output;
}

/** The three sealed columns of a new summary row. */
export function sealSummary(cipher: DataCipher, key: SummaryKey, values: { document: FormDocument; html: string; xml: string }): Record<SealedSummaryColumn, string> {
  return {
    document: cipher.seal(JSON.stringify(values.document), summaryContext(key, 'document')),
    html: cipher.seal(values.html, summaryContext(key, 'html')),
    xml: cipher.seal(values.xml, summaryContext(key, 'xml')),
  };
}

/** A summary's column as the routes use it: the document parsed, HTML and XML as text. */
export type OpenedSummaryColumn<C extends SealedSummaryColumn> = C extends 'document' ? FormDocument : string;

/** One sealed column of a summary row, opened; DataIntegrityError when it does not open. */
export function openSummaryColumn<C extends SealedSummaryColumn>(cipher: DataCipher, key: SummaryKey, column: C, sealed: unknown): OpenedSummaryColumn<C> {
  const text = cipher.open(sealed, summaryContext(key, column));
  return (column === 'document' ? parseDocument(text) : text) as OpenedSummaryColumn<C>;
}

/** What identifies a submission row and its owner, bound to its sealed signed XML. */
export type SubmissionKey = Pick<SubmissionRow, 'xml_data_id' | 'id_nr'>;
const submissionContext = (key: SubmissionKey): SealContext => ['submissions', key.xml_data_id, key.id_nr, 'signed_xml'];

export function sealSignedXml(cipher: DataCipher, key: SubmissionKey, signedXml: string): string {
  return cipher.seal(signedXml, submissionContext(key));
}

/** The signed XML of a submission; DataIntegrityError when the stored value does not open. */
export function openSignedXml(cipher: DataCipher, key: SubmissionKey, sealed: unknown): string {
  return cipher.open(sealed, submissionContext(key));
}

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
