// Summary, signature and confirmation PDF of a declaration (docs/protocol.md, "Signing"), and the
// status of each year's declaration for the year screen.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import {
  PrepareSummaryRequest,
  RetrieveXmlRequest,
  SendSignatureRequest,
  type CurrentDeclarationResponse,
  type DeclarationStatusResponse,
  type PrepareSummaryResponse,
  type RetrieveXmlResponse,
  type SendSignatureResponse,
} from '../../domain/api/schemas';
import { cleanDocument, validateDocument, type FormDocument } from '../../domain/forms/index';
import { declarationPaths, readDeclaration } from '../../domain/declaration';
import { estimateOf } from '../../domain/estimate/ofModel';
import { berlinParts, berlinTimestamp } from '../berlinTime';
import { ApiError, mask } from '../errors';
import { assertStorableJson, parseBody, requireAuthenticated, type SignedInSession } from '../http';
import { randomCode, randomId } from '../ids';
import type { Locale } from '../messages';
import { PkiError } from '../pki/index';
import { buildDeclarationXml, formTitle, renderSummaryHtml } from '../summary/index';
import { renderConfirmationPdfOffThread } from '../pdf/renderer';
import { deleteUnsubmittedSummaries } from '../retention';
import {
  DataIntegrityError,
  openSignedXml,
  openSummaryColumn,
  SEALED_SUMMARY_COLUMNS,
  sealSignedXml,
  sealSummary,
  type OpenedSummaryColumn,
  type SealedSummaryColumn,
} from '../sealedData';
import { isKnownMarker } from '../testMarkers';
import { loadDraftStatuses, saveDraft, type DraftStatus } from './drafts';
import type { SessionRow, SubmissionRow, SummaryRow, UserRow } from '../db/index';
import type { AppContext } from './index';
import { modelTexts } from './properties';
import { authoritativeData, findModel, mergePrefill } from './userData';

const ID = /^[A-Za-z0-9_-]{32}$/;

type SummaryColumn = keyof SummaryRow;
/** A summary row as the routes read it: the sealed columns opened (the document parsed). */
type OpenedSummary = Omit<SummaryRow, SealedSummaryColumn> & { [K in SealedSummaryColumn]: OpenedSummaryColumn<K> };
type SubmissionColumn = keyof SubmissionRow;
/** Submission columns joined to a summary row: null when it has not been submitted. */
type JoinedSubmission<S extends SubmissionColumn> = { [K in S as `submission_${K}`]: SubmissionRow[K] | null };

/**
 * The summary `xmlDataId` of this person, with the given columns (summaries are large: fetch only what
 * the call needs). `withSubmission` adds the submission's columns (null when not submitted yet) in the
 * same query, prefixed `submission_`. Sealed columns (document, html, xml) are opened; one that does
 * not open (altered, moved from another row, another data key) answers 404 with a session ticket.
 */
async function ownedSummary<C extends SummaryColumn, S extends SubmissionColumn = never>(
  ctx: AppContext,
  xmlDataId: string,
  idNr: string,
  columns: readonly C[],
  withSubmission: readonly S[] = [],
): Promise<Pick<OpenedSummary, C> & JoinedSubmission<S>> {
  // Someone else's id answers exactly like an unknown one.
  const select = [...columns.map((c) => `s.${c}`), ...withSubmission.map((c) => `sub.${c} AS submission_${c}`)].join(', ');
  const join = withSubmission.length ? ' LEFT JOIN submissions sub ON sub.xml_data_id = s.xml_data_id' : '';
  const row = ID.test(xmlDataId)
    ? (await ctx.db.query<Record<string, unknown>>(`SELECT ${select} FROM summaries s${join} WHERE s.xml_data_id = $1 AND s.id_nr = $2`, [xmlDataId, idNr]))[0]
    : undefined;
  if (!row) throw new ApiError(404, 'notFound');
  const sealed = SEALED_SUMMARY_COLUMNS.filter((c) => (columns as readonly string[]).includes(c));
  for (const column of sealed) {
    try {
      row[column] = openSummaryColumn(ctx.dataCipher, { xml_data_id: xmlDataId, id_nr: idNr }, column, row[column]);
    } catch (error) {
      if (error instanceof DataIntegrityError) throw new ApiError(404, 'storedDataUnreadable', { sessionTicket: true });
      throw error;
    }
  }
  return row as Pick<OpenedSummary, C> & JoinedSubmission<S>;
}

/** The submission's columns of an ownedSummary row, or undefined when there is none. */
function submissionOf<S extends SubmissionColumn>(row: JoinedSubmission<S | 'xml_data_id'>, columns: readonly S[]): Pick<SubmissionRow, S> | undefined {
  if (row.submission_xml_data_id === null || row.submission_xml_data_id === undefined) return undefined;
  const joined = row as Record<string, unknown>;
  return Object.fromEntries(columns.map((c) => [c, joined[`submission_${c}`]])) as Pick<SubmissionRow, S>;
}

/** One declaration per access code and year: a later one for that year needs a new code (docs/security.md). */
const codeSpent = () => new ApiError(409, 'accessCodeUsed', { code: 'accessCodeUsed' });

/** The id of the access code the session logged in with (a session from before migration 003: the person's current code). */
async function sessionCodeId(ctx: AppContext, session: Pick<SessionRow, 'access_code_id' | 'user_id_nr'>): Promise<string | null> {
  if (session.access_code_id) return session.access_code_id;
  const row = (await ctx.db.query<Pick<UserRow, 'access_code_id'>>('SELECT access_code_id FROM users WHERE id_nr = $1', [session.user_id_nr]))[0];
  return row?.access_code_id ?? null;
}

/** Refuses (409 accessCodeUsed) when the code already sent a declaration of this year other than `ownXmlDataId`. */
async function assertCodeUnspent(ctx: AppContext, idNr: string, codeId: string | null, formModelName: string, ownXmlDataId?: string): Promise<void> {
  if (!codeId) return;
  const spent = await ctx.db.query<Pick<SubmissionRow, 'xml_data_id'>>(
    'SELECT xml_data_id FROM submissions WHERE id_nr = $1 AND access_code_id = $2 AND form_model_name = $3',
    [idNr, codeId, formModelName],
  );
  if (spent.length > 0 && spent[0].xml_data_id !== ownXmlDataId) throw codeSpent();
}

const CONFIRMATION_COLUMNS = ['xml_data_id', 'signed_xml', 'signature_hash', 'transfer_ticket', 'transfer_date', 'form_title'] as const;
type Confirmation = Pick<SubmissionRow, (typeof CONFIRMATION_COLUMNS)[number]>;

function confirmationOf(row: Pick<SubmissionRow, 'transfer_ticket' | 'form_title' | 'transfer_date' | 'xml_data_id'>): Omit<SendSignatureResponse, 'signedXml'> {
  return { transferticket: row.transfer_ticket, formTitle: row.form_title, transferDate: row.transfer_date, xmlDataId: row.xml_data_id };
}

/**
 * GET declarations/status: the year screen's facts per year, before the wizard starts: whether this
 * login's access code already sent that year's declaration (the refusals of the sending calls stay:
 * this only tells it early), and the draft with where the wizard stood, to go on there. Also what a
 * rendered signed-in page is made from (src/server/ui/signedIn.ts).
 */
export async function declarationStatus(
  ctx: AppContext,
  session: SignedInSession,
  log: FastifyBaseLogger,
  drafts: Promise<Map<string, DraftStatus>> = loadDraftStatuses(ctx, session.user_id_nr, ctx.config.now(), log),
): Promise<DeclarationStatusResponse> {
  const idNr = session.user_id_nr;
  const spentRows = async () => {
    const codeId = await sessionCodeId(ctx, session);
    return codeId
      ? ctx.db.query<Pick<SubmissionRow, 'form_model_name'>>('SELECT form_model_name FROM submissions WHERE id_nr = $1 AND access_code_id = $2', [idNr, codeId])
      : [];
  };
  // Both statements are queued at once (one wait for the database, not two).
  const [spent, draftStatuses] = await Promise.all([spentRows(), drafts]);
  const spentYears = new Set(spent.map((row) => row.form_model_name));
  return {
    years: ctx.models.list.map(({ formModelName }) => {
      const draft = draftStatuses.get(formModelName);
      return {
        formModelName,
        codeSpent: spentYears.has(formModelName),
        draft: draft ? { savedAt: draft.savedAt.toISOString(), screen: draft.progress?.current ?? null, visited: draft.progress?.visited ?? [] } : null,
      };
    }),
  };
}

/**
 * GET declarations/current/{model}: the summary as last prepared and the declaration this login sent,
 * of one year: what the summary and the confirmation show after a reload (the server renders those
 * pages from this answer, issue 35).
 */
export async function currentDeclaration(ctx: AppContext, session: SignedInSession, formModelName: string): Promise<CurrentDeclarationResponse> {
  const { db } = ctx;
  const idNr = session.user_id_nr;
  const model = findModel(ctx, formModelName);
  const codeId = await sessionCodeId(ctx, session);
  const sent = codeId
    ? (
        await db.query<Confirmation>(
          `SELECT ${CONFIRMATION_COLUMNS.join(', ')} FROM submissions WHERE id_nr = $1 AND access_code_id = $2 AND form_model_name = $3 ORDER BY submitted_at DESC LIMIT 1`,
          [idNr, codeId, model.formModelName],
        )
      )[0]
    : undefined;
  const newest = (
    await db.query<{ xml_data_id: string }>(
      `SELECT s.xml_data_id FROM summaries s LEFT JOIN submissions sub ON sub.xml_data_id = s.xml_data_id
       WHERE s.id_nr = $1 AND s.form_model_name = $2 AND sub.xml_data_id IS NULL ORDER BY s.created_at DESC LIMIT 1`,
      [idNr, model.formModelName],
    )
  )[0];
  let summary: CurrentDeclarationResponse['summary'] = null;
  if (newest) {
    try {
      const row = await ownedSummary(ctx, newest.xml_data_id, idNr, ['html', 'document']);
      summary = { xmlDataId: newest.xml_data_id, html: row.html, estimate: estimateOf(model, row.document) };
    } catch (error) {
      // A summary that does not open counts as none: the wizard prepares a new one.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return { summary, confirmation: sent ? confirmationOf(sent) : null };
}

export function registerDeclarationRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, config, pki } = ctx;

  // The year screen's facts per year, before the wizard starts: whether this login's access code already
  // sent that year's declaration (the refusals below stay: this only tells it early), and the draft with
  // where the wizard stood, to go on there.
  api.get('/declarations/status', async (request): Promise<DeclarationStatusResponse> => declarationStatus(ctx, requireAuthenticated(request), request.log));

  // The summary as last prepared and the declaration this login sent, of one year: what the summary and
  // the confirmation show after a reload (the server renders those pages from this answer, issue 35).
  api.get<{ Params: { formModelName: string } }>('/declarations/current/:formModelName', async (request): Promise<CurrentDeclarationResponse> =>
    currentDeclaration(ctx, requireAuthenticated(request), request.params.formModelName),
  );

  api.post('/prepareSummaryPage', async (request): Promise<PrepareSummaryResponse> => {
    const session = requireAuthenticated(request);
    const body = parseBody(PrepareSummaryRequest, request.body);
    const model = findModel(ctx, body.formModelId);
    // Told before signing, not after: this login's code already sent this year's declaration.
    await assertCodeUnspent(ctx, session.user_id_nr, await sessionCodeId(ctx, session), model.formModelName);
    if (!model.dataModelNames.includes(body.dataModelId)) throw new ApiError(400, 'invalidBody', { params: { name: 'dataModelId' } });
    const marker = body.testMarker ?? '';
    if (marker && (!config.testMode || !isKnownMarker('formSubmit', marker))) throw new ApiError(400, 'unknownTestMarker');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.formdata);
    } catch {
      throw new ApiError(400, 'malformedJson');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ApiError(400, 'invalidBody', { params: { name: 'formdata' } });
    assertStorableJson(parsed, 'formdata');
    const now = config.now();
    // The tax office's own data and the logged-in person's tax ID override whatever the client sent.
    const doc = cleanDocument(model, mergePrefill(parsed as FormDocument, await authoritativeData(db, session.user_id_nr, model)));
    const errors = validateDocument(model, doc, { testMode: config.testMode, today: now });
    await saveDraft(ctx, session.user_id_nr, model.formModelName, parsed, now);
    if (errors.length > 0) {
      throw new ApiError(400, 'invalidDeclaration', { errors: errors.map((e) => ({ path: e.path, messageKey: e.messageKey })) });
    }
    const locale = request.locale;
    const html = renderSummaryHtml(model, doc, { locale, texts: await modelTexts(locale) });
    const xml = buildDeclarationXml(model, doc, { idNr: session.user_id_nr, createdAt: now });
    const xmlDataId = randomId();
    const sealed = sealSummary(ctx.dataCipher, { xml_data_id: xmlDataId, id_nr: session.user_id_nr }, { document: doc, html, xml });
    // Every visit to the summary makes a new one; it replaces the person's earlier ones of this year
    // that were not submitted (an id a client still holds is then gone: 404, and it asks again).
    await db.transaction(async (tx) => {
      await deleteUnsubmittedSummaries(tx, session.user_id_nr, model.formModelName);
      await tx.query(
        `INSERT INTO summaries (xml_data_id, id_nr, form_model_name, document, locale, test_marker, html, xml, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [xmlDataId, session.user_id_nr, model.formModelName, sealed.document, locale, marker || null, sealed.html, sealed.xml, now],
      );
    });
    return { html, xmlDataId };
  });

  api.post('/users/sign/retrieveXml', async (request): Promise<RetrieveXmlResponse> => {
    const session = requireAuthenticated(request);
    const { xmlDataId } = parseBody(RetrieveXmlRequest, request.body);
    const row = await ownedSummary(ctx, xmlDataId, session.user_id_nr, ['xml']);
    return { xmlData: Buffer.from(row.xml, 'utf8').toString('base64') };
  });

  api.post('/users/sign/sendSignature', async (request): Promise<SendSignatureResponse> => {
    const session = requireAuthenticated(request);
    const body = parseBody(SendSignatureRequest, request.body);
    const summary = await ownedSummary(ctx, body.xmlDataId, session.user_id_nr, ['xml', 'test_marker', 'form_model_name'], CONFIRMATION_COLUMNS);
    const signatureHash = createHash('sha256').update(body.xmlSignatureValue).digest('hex');
    // The stored signed XML is sealed (encryption at rest); test mode opens it for the answer.
    const withTestXml = (answer: Omit<SendSignatureResponse, 'signedXml'>, sealedXml: string): SendSignatureResponse => {
      if (!config.testMode) return answer;
      try {
        const signedXml = openSignedXml(ctx.dataCipher, { xml_data_id: body.xmlDataId, id_nr: session.user_id_nr }, sealedXml);
        return { ...answer, signedXml: Buffer.from(signedXml, 'utf8').toString('base64') };
      } catch (error) {
        if (error instanceof DataIntegrityError) throw new ApiError(404, 'storedDataUnreadable', { sessionTicket: true });
        throw error;
      }
    };

    const previous = submissionOf(summary, CONFIRMATION_COLUMNS);
    if (previous) {
      if (previous.signature_hash !== signatureHash) throw new ApiError(409, 'alreadySubmitted');
      return withTestXml(confirmationOf(previous), previous.signed_xml);
    }
    const codeId = await sessionCodeId(ctx, session);
    await assertCodeUnspent(ctx, session.user_id_nr, codeId, summary.form_model_name, body.xmlDataId);
    if (!session.cert_leaf_b64 || body.xmlCertificate !== session.cert_leaf_b64) throw new ApiError(401, 'wrongCertificate');

    let signedXml: string;
    try {
      ({ signedXml } = await pki.verifyAndEmbedSignature({
        xml: summary.xml,
        expectedCertificate: session.cert_leaf_b64,
        xmlDigestMethod: body.xmlDigestMethod,
        xmlDigestValue: body.xmlDigestValue,
        xmlSignatureMethod: body.xmlSignatureMethod,
        xmlSignatureValue: body.xmlSignatureValue,
        xmlCertificate: body.xmlCertificate,
      }));
    } catch (error) {
      if (error instanceof PkiError) {
        request.log.info({ code: error.code }, 'signature refused');
        throw new ApiError(400, 'signatureInvalid');
      }
      throw error;
    }
    if (summary.test_marker === 'transferRejected') throw new ApiError(422, 'transferRejected', { sessionTicket: true });
    if (summary.test_marker === 'unexpectedError') throw new Error('Test marker unexpectedError');

    const model = findModel(ctx, summary.form_model_name);
    const now = config.now();
    const row = {
      xml_data_id: body.xmlDataId,
      transfer_ticket: `ET-${berlinParts(now).year}-${randomCode(10)}`,
      transfer_date: berlinTimestamp(now),
      form_title: formTitle(model, request.locale),
    };
    // ON CONFLICT keeps one submission when the same signature arrives twice at once, and one per access
    // code and year (the unique index submissions_one_per_code) when two tabs or servers send two declarations.
    const inserted = await db.query<Confirmation>(
      `INSERT INTO submissions (xml_data_id, id_nr, signed_xml, signature_hash, transfer_ticket, transfer_date, form_title, submitted_at, access_code_id, form_model_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING ${CONFIRMATION_COLUMNS.join(', ')}`,
      [row.xml_data_id, session.user_id_nr, sealSignedXml(ctx.dataCipher, { xml_data_id: row.xml_data_id, id_nr: session.user_id_nr }, signedXml), signatureHash, row.transfer_ticket, row.transfer_date, row.form_title, now, codeId, summary.form_model_name],
    );
    const stored =
      inserted[0] ??
      (await db.query<Confirmation>(`SELECT ${CONFIRMATION_COLUMNS.join(', ')} FROM submissions WHERE xml_data_id = $1`, [body.xmlDataId]))[0];
    // Nothing stored under this declaration: the code's one submission of the year is another declaration's.
    if (!stored) throw codeSpent();
    if (stored.signature_hash !== signatureHash) throw new ApiError(409, 'alreadySubmitted');
    request.log.info({ idNr: mask(session.user_id_nr), ticket: stored.transfer_ticket }, 'declaration submitted');
    return withTestXml(confirmationOf(stored), stored.signed_xml);
  });

  api.get<{ Params: { xmlDataId: string } }>('/summaryPdf/:xmlDataId', async (request, reply) => {
    const session = requireAuthenticated(request);
    const submissionColumns = ['xml_data_id', 'transfer_ticket', 'transfer_date'] as const;
    const summary = await ownedSummary(ctx, request.params.xmlDataId, session.user_id_nr, ['html', 'locale', 'form_model_name', 'document'], submissionColumns);
    const submission = submissionOf(summary, submissionColumns);
    if (!submission) throw new ApiError(404, 'notSubmitted');
    const locale: Locale = request.locale;
    const model = findModel(ctx, summary.form_model_name);
    // In the reader's current language: the stored summary when that is its language, otherwise
    // rendered again from the stored document.
    const summaryHtml = summary.locale === locale ? summary.html : renderSummaryHtml(model, summary.document, { locale, texts: await modelTexts(locale) });
    const person = readDeclaration(summary.document);
    const pdf = await renderConfirmationPdfOffThread({
      locale,
      formTitle: formTitle(model, locale),
      transferTicket: submission.transfer_ticket,
      transferDate: submission.transfer_date,
      summaryHtml,
      personName: [person.text(declarationPaths.personA.firstName), person.text(declarationPaths.personA.lastName)].filter(Boolean).join(' ') || undefined,
      // The summary's estimate, by the same computation from the same (stored) document.
      estimate: estimateOf(model, summary.document),
    });
    const fileName = `Erklaerung-${submission.transfer_ticket}.pdf`;
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
