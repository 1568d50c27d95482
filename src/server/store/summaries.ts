// Summaries (summaries) and the declarations sent from them (submissions). A summary is made on every
// visit to the summary page and replaces the person's unsent ones of the year; a submission is the
// signed declaration, one per summary and one per access code and year. The declaration's columns
// are sealed and opened here (../sealedData.ts): callers give and get plain values.
import type { FormDocument } from '../../domain/forms/index';
import type { DataCipher } from '../dataKey';
import { deleteStep, inBatches } from '../db/batches';
import type { Db, Queryable, SubmissionRow, SummaryRow } from '../db/index';
import type { Locale } from '../messages';
import { openSignedXml, openSummaryColumn, SEALED_SUMMARY_COLUMNS, sealSignedXml, sealSummary, type OpenedSummaryColumn, type SealedSummaryColumn } from '../sealedData';

export type SummaryStore = { db: Db; dataCipher: DataCipher };

const ID = /^[A-Za-z0-9_-]{32}$/;

export type SummaryColumn = keyof SummaryRow;
/** A summary row with its sealed columns opened (the document parsed). */
export type OpenedSummary = Omit<SummaryRow, SealedSummaryColumn> & { [K in SealedSummaryColumn]: OpenedSummaryColumn<K> };

const SUBMISSION_COLUMNS = ['xml_data_id', 'signed_xml', 'signature_hash', 'transfer_ticket', 'transfer_date', 'form_title'] as const;

/** A stored submission: what the confirmation shows, and its signed XML, opened when asked for (DataIntegrityError when it does not open). */
export type StoredSubmission = Pick<SubmissionRow, 'xml_data_id' | 'signature_hash' | 'transfer_ticket' | 'transfer_date' | 'form_title'> & { signedXml(): string };

function storedSubmission(cipher: DataCipher, idNr: string, row: Pick<SubmissionRow, (typeof SUBMISSION_COLUMNS)[number]>): StoredSubmission {
  const { signed_xml: sealed, ...rest } = row;
  return { ...rest, signedXml: () => openSignedXml(cipher, { xml_data_id: row.xml_data_id, id_nr: idNr }, sealed) };
}

/**
 * The summary `xmlDataId` of this person, with the given columns (summaries are large: fetch only
 * what the call needs), and with `withSubmission` its submission (in the same query). Undefined when
 * the id is unknown or someone else's (the two answer alike). A sealed column that does not open
 * (altered, moved from another row, another data key) throws DataIntegrityError.
 */
export async function findOwnedSummary<C extends SummaryColumn>(
  store: SummaryStore,
  xmlDataId: string,
  idNr: string,
  columns: readonly C[],
  { withSubmission = false } = {},
): Promise<{ summary: Pick<OpenedSummary, C>; submission?: StoredSubmission } | undefined> {
  if (!ID.test(xmlDataId)) return undefined;
  const select = [...columns.map((c) => `s.${c}`), ...(withSubmission ? SUBMISSION_COLUMNS.map((c) => `sub.${c} AS submission_${c}`) : [])].join(', ');
  const join = withSubmission ? ' LEFT JOIN submissions sub ON sub.xml_data_id = s.xml_data_id' : '';
  const row = (await store.db.query<Record<string, unknown>>(`SELECT ${select} FROM summaries s${join} WHERE s.xml_data_id = $1 AND s.id_nr = $2`, [xmlDataId, idNr]))[0];
  if (!row) return undefined;
  const summary: Record<string, unknown> = {};
  for (const column of columns) {
    summary[column] = (SEALED_SUMMARY_COLUMNS as readonly string[]).includes(column)
      ? openSummaryColumn(store.dataCipher, { xml_data_id: xmlDataId, id_nr: idNr }, column as SealedSummaryColumn, row[column])
      : row[column];
  }
  let submission: StoredSubmission | undefined;
  if (withSubmission && row.submission_xml_data_id !== null && row.submission_xml_data_id !== undefined) {
    const joined = Object.fromEntries(SUBMISSION_COLUMNS.map((c) => [c, row[`submission_${c}`]])) as Pick<SubmissionRow, (typeof SUBMISSION_COLUMNS)[number]>;
    submission = storedSubmission(store.dataCipher, idNr, joined);
  }
  return { summary: summary as Pick<OpenedSummary, C>, submission };
}

/** The id of the person's newest summary of the year that was not sent, or undefined. */
export async function newestUnsentSummaryId(db: Queryable, idNr: string, formModelName: string): Promise<string | undefined> {
  return (
    await db.query<{ xml_data_id: string }>(
      `SELECT s.xml_data_id FROM summaries s LEFT JOIN submissions sub ON sub.xml_data_id = s.xml_data_id
       WHERE s.id_nr = $1 AND s.form_model_name = $2 AND sub.xml_data_id IS NULL ORDER BY s.created_at DESC LIMIT 1`,
      [idNr, formModelName],
    )
  )[0]?.xml_data_id;
}

// A summary counts as submitted while a submission refers to it (submissions.xml_data_id, primary key).
const NOT_SUBMITTED = 'NOT EXISTS (SELECT 1 FROM submissions sub WHERE sub.xml_data_id = s.xml_data_id)';

/**
 * Deletes the chosen summaries that are still not submitted. Two statements in one transaction: the
 * first chooses and locks them (skipping rows another transaction holds, such as a submission being
 * stored for them right now); the second, which sees everything committed before the locks, checks
 * again that no submission refers to them. A single DELETE would still delete a summary whose
 * submission committed while it waited for the row, and with it (ON DELETE CASCADE) the submission.
 */
async function deleteUnsubmitted(tx: Queryable, choose: string, params: unknown[], limit = ''): Promise<{ chosen: number; deleted: number }> {
  const ids = (
    await tx.query<{ xml_data_id: string }>(`SELECT s.xml_data_id FROM summaries s WHERE ${choose} AND ${NOT_SUBMITTED} ${limit} FOR UPDATE OF s SKIP LOCKED`, params)
  ).map((r) => r.xml_data_id);
  if (ids.length === 0) return { chosen: 0, deleted: 0 };
  const deleted = (
    await tx.query<{ n: number }>(
      `WITH gone AS (DELETE FROM summaries s WHERE s.xml_data_id = ANY($1::text[]) AND ${NOT_SUBMITTED} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [ids],
    )
  )[0].n;
  return { chosen: ids.length, deleted };
}

/**
 * A person's earlier summaries of a form model that were not submitted (index summaries_owner): a new
 * summary replaces them, so one person has at most one unsubmitted summary per year. Run in the
 * transaction that stores the new one.
 */
export async function deleteUnsubmittedSummaries(tx: Queryable, idNr: string, formModelName: string): Promise<number> {
  return (await deleteUnsubmitted(tx, 's.id_nr = $1 AND s.form_model_name = $2', [idNr, formModelName])).deleted;
}

/** A new summary, sealed; it replaces the person's unsent ones of the year (an id a client still holds is then gone). */
export async function storeSummary(
  store: SummaryStore,
  summary: { xmlDataId: string; idNr: string; formModelName: string; document: FormDocument; html: string; xml: string; locale: Locale; testMarker: string | null; now: Date },
): Promise<void> {
  const sealed = sealSummary(store.dataCipher, { xml_data_id: summary.xmlDataId, id_nr: summary.idNr }, summary);
  await store.db.transaction(async (tx) => {
    await deleteUnsubmittedSummaries(tx, summary.idNr, summary.formModelName);
    await tx.query(
      `INSERT INTO summaries (xml_data_id, id_nr, form_model_name, document, locale, test_marker, html, xml, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [summary.xmlDataId, summary.idNr, summary.formModelName, sealed.document, summary.locale, summary.testMarker, sealed.html, sealed.xml, summary.now],
    );
  });
}

/**
 * Summaries never submitted, made before `cutoff` (partial index summaries_unsubmitted_created_at,
 * migration 006: the submitted ones, kept for years, are not in it; `submitted` only narrows the
 * search, the submissions table decides), in batches.
 */
export async function deleteUnsubmittedSummariesBefore(db: Db, cutoff: Date, batchSize: number): Promise<number> {
  return inBatches(batchSize, (limit) =>
    db.transaction((tx) => deleteUnsubmitted(tx, 'NOT s.submitted AND s.created_at < $1', [cutoff, limit], 'ORDER BY s.created_at LIMIT $2')),
  );
}

/** The declaration this access code sent for the year (one per code and year), or undefined. */
export async function sentWithCode(db: Queryable, idNr: string, codeId: string, formModelName: string): Promise<string | undefined> {
  return (
    await db.query<Pick<SubmissionRow, 'xml_data_id'>>('SELECT xml_data_id FROM submissions WHERE id_nr = $1 AND access_code_id = $2 AND form_model_name = $3', [
      idNr,
      codeId,
      formModelName,
    ])
  )[0]?.xml_data_id;
}

/** The years (form models) this access code has sent a declaration for. */
export async function yearsSentWithCode(db: Queryable, idNr: string, codeId: string): Promise<string[]> {
  const rows = await db.query<Pick<SubmissionRow, 'form_model_name'>>('SELECT form_model_name FROM submissions WHERE id_nr = $1 AND access_code_id = $2', [idNr, codeId]);
  return rows.flatMap((row) => (row.form_model_name ? [row.form_model_name] : []));
}

/** The newest declaration this access code sent for the year, or undefined. */
export async function latestSubmission(store: SummaryStore, idNr: string, codeId: string, formModelName: string): Promise<StoredSubmission | undefined> {
  const row = (
    await store.db.query<Pick<SubmissionRow, (typeof SUBMISSION_COLUMNS)[number]>>(
      `SELECT ${SUBMISSION_COLUMNS.join(', ')} FROM submissions WHERE id_nr = $1 AND access_code_id = $2 AND form_model_name = $3 ORDER BY submitted_at DESC LIMIT 1`,
      [idNr, codeId, formModelName],
    )
  )[0];
  return row ? storedSubmission(store.dataCipher, idNr, row) : undefined;
}

/**
 * Stores the submission of a summary, its signed XML sealed, and answers the submission stored under
 * that summary: this one, or the one stored before (the same signature sent twice at once: ON
 * CONFLICT keeps one). Undefined when nothing is stored under it: the unique index
 * submissions_one_per_code kept a second declaration of the same code and year out.
 */
export async function storeSubmission(
  store: SummaryStore,
  submission: Omit<SubmissionRow, 'signed_xml'> & { signedXml: string },
): Promise<StoredSubmission | undefined> {
  const { signedXml, ...row } = submission;
  const sealed = sealSignedXml(store.dataCipher, { xml_data_id: row.xml_data_id, id_nr: row.id_nr }, signedXml);
  const inserted = await store.db.query<Pick<SubmissionRow, (typeof SUBMISSION_COLUMNS)[number]>>(
    `INSERT INTO submissions (xml_data_id, id_nr, signed_xml, signature_hash, transfer_ticket, transfer_date, form_title, submitted_at, access_code_id, form_model_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING ${SUBMISSION_COLUMNS.join(', ')}`,
    [row.xml_data_id, row.id_nr, sealed, row.signature_hash, row.transfer_ticket, row.transfer_date, row.form_title, row.submitted_at, row.access_code_id, row.form_model_name],
  );
  const stored =
    inserted[0] ?? (await store.db.query<Pick<SubmissionRow, (typeof SUBMISSION_COLUMNS)[number]>>(`SELECT ${SUBMISSION_COLUMNS.join(', ')} FROM submissions WHERE xml_data_id = $1`, [row.xml_data_id]))[0];
  return stored ? storedSubmission(store.dataCipher, row.id_nr, stored) : undefined;
}

/** Submissions sent before `cutoff` (index submissions_submitted_at), each with its summary (ON DELETE CASCADE), in batches. */
export async function deleteSubmissionsBefore(db: Queryable, cutoff: Date, batchSize: number): Promise<number> {
  return inBatches(
    batchSize,
    deleteStep(db, 'DELETE FROM summaries WHERE xml_data_id = ANY(ARRAY(SELECT xml_data_id FROM submissions WHERE submitted_at < $2 ORDER BY submitted_at LIMIT $1)) RETURNING 1', [cutoff]),
  );
}
