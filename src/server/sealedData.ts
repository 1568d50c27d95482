// The columns that hold declarations, sealed with the data key (dataKey.ts): drafts.document and
// .progress, summaries.document, .html and .xml, and submissions.signed_xml. Each value is bound to its table, row and column. Rows stored
// before encryption at rest (plain JSON, HTML, XML) are sealed by `sealPlaintextRows` (store/sealing.ts)
// when a server starts, before it serves; readers accept sealed values only.
import * as v from 'valibot';
import { DraftProgress } from '../domain/api/schemas';
import type { FormDocument } from '../domain/forms/index';
import { DataIntegrityError, SEALED_PREFIX, type DataCipher, type SealContext } from './dataKey';
import type { SessionRow, SubmissionRow, SummaryRow } from './db/index';

export { DataIntegrityError };

export const SEALED_SUMMARY_COLUMNS = ['document', 'html', 'xml'] as const;
export type SealedSummaryColumn = (typeof SEALED_SUMMARY_COLUMNS)[number];

/**
 * What identifies a summary row and its owner; both are bound to each of its sealed values (the form
 * model is not: it names the year, no secret, and the row's id already tells the rows apart).
 */
export type SummaryKey = Pick<SummaryRow, 'xml_data_id' | 'id_nr'>;

export const draftContext = (idNr: string, formModelName: string): SealContext => ['drafts', idNr, formModelName, 'document'];
export const summaryContext = (key: SummaryKey, column: SealedSummaryColumn): SealContext => ['summaries', key.xml_data_id, key.id_nr, column];

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
export const progressContext = (idNr: string, formModelName: string): SealContext => ['drafts', idNr, formModelName, 'progress'];

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
export const submissionContext = (key: SubmissionKey): SealContext => ['submissions', key.xml_data_id, key.id_nr, 'signed_xml'];

export function sealSignedXml(cipher: DataCipher, key: SubmissionKey, signedXml: string): string {
  return cipher.seal(signedXml, submissionContext(key));
}

/** The signed XML of a submission; DataIntegrityError when the stored value does not open. */
export function openSignedXml(cipher: DataCipher, key: SubmissionKey, sealed: unknown): string {
  return cipher.open(sealed, submissionContext(key));
}

/**
 * The client certificate issued at login (sessions.cert_leaf_b64, base64 DER) names the person by their
 * tax ID, so it is sealed too, bound to the person's key. Release 2026-11-29.3 reads it sealed or in
 * clear and still wrote it in clear, so that 2026-11-29.2 kept working beside it; this release writes it
 * sealed (docs/operations.md, "Upgrades without a stop"). A session of a release before keeps its
 * certificate in clear until it ends (logout, or at most the session's lifetime); nothing seals it.
 */
export const certificateContext = (personKey: string): SealContext => ['sessions', personKey, 'cert_leaf'];

/** The certificate as sessions.cert_leaf_b64 keeps it. */
export const sealSessionCertificate = (cipher: DataCipher, personKey: string, certificate: string): string => cipher.seal(certificate, certificateContext(personKey));

/**
 * The session's client certificate (base64 DER), sealed or in clear (a base64 DER certificate starts
 * with "MII", never with the seal's prefix); null when the session has none or its value does not open
 * (the person then logs in again; their answers are in the draft).
 */
export function openSessionCertificate(cipher: DataCipher, session: Pick<SessionRow, 'cert_leaf_b64' | 'user_id_nr'>): string | null {
  const value = session.cert_leaf_b64;
  if (!value || !value.startsWith(SEALED_PREFIX)) return value;
  if (!session.user_id_nr) return null;
  try {
    return cipher.open(value, certificateContext(session.user_id_nr));
  } catch (error) {
    if (error instanceof DataIntegrityError) return null;
    throw error;
  }
}
