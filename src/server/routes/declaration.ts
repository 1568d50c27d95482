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
import { DataIntegrityError, openSessionCertificate } from '../sealedData';
import { isKnownMarker } from '../testMarkers';
import { loadDraftStatuses, saveDraft, type DraftStatus } from '../store/drafts';
import { currentCodeIdOf } from '../store/people';
import {
  findOwnedSummary,
  latestSubmission,
  newestUnsentSummaryId,
  sentWithCode,
  storeSubmission,
  storeSummary,
  yearsSentWithCode,
  type OpenedSummary,
  type StoredSubmission,
  type SummaryColumn,
} from '../store/summaries';
import type { SessionRow } from '../db/index';
import type { AppContext } from '../context';
import { personOf } from '../taxIds';
import { modelTexts } from './properties';
import { authoritativeData, findModel, mergePrefill } from './userData';

/** A stored value that does not open (altered, moved from another row, another data key): 404 with a session ticket. */
function unreadable(error: unknown): never {
  if (error instanceof DataIntegrityError) throw new ApiError(404, 'storedDataUnreadable', { sessionTicket: true });
  throw error;
}

/**
 * The summary `xmlDataId` of this person, with the given columns and, with `withSubmission`, its
 * submission. Someone else's id answers exactly like an unknown one (404).
 */
async function ownedSummary<C extends SummaryColumn>(
  ctx: AppContext,
  xmlDataId: string,
  idNr: string,
  columns: readonly C[],
  options: { withSubmission?: boolean } = {},
): Promise<{ summary: Pick<OpenedSummary, C>; submission?: StoredSubmission }> {
  const found = await findOwnedSummary(ctx, xmlDataId, idNr, columns, options).catch(unreadable);
  if (!found) throw new ApiError(404, 'notFound');
  return found;
}

/** One declaration per access code and year: a later one for that year needs a new code (docs/security.md). */
const codeSpent = () => new ApiError(409, 'accessCodeUsed', { code: 'accessCodeUsed' });

/** The id of the access code the session logged in with (a session from before migration 003: the person's current code). */
async function sessionCodeId(ctx: AppContext, session: Pick<SessionRow, 'access_code_id' | 'user_id_nr'>): Promise<string | null> {
  if (session.access_code_id) return session.access_code_id;
  return session.user_id_nr ? currentCodeIdOf(ctx.db, session.user_id_nr) : null;
}

/** Refuses (409 accessCodeUsed) when the code already sent a declaration of this year other than `ownXmlDataId`. */
async function assertCodeUnspent(ctx: AppContext, idNr: string, codeId: string | null, formModelName: string, ownXmlDataId?: string): Promise<void> {
  if (!codeId) return;
  const sent = await sentWithCode(ctx.db, idNr, codeId, formModelName);
  if (sent !== undefined && sent !== ownXmlDataId) throw codeSpent();
}

function confirmationOf(row: Pick<StoredSubmission, 'transfer_ticket' | 'form_title' | 'transfer_date' | 'xml_data_id'>): Omit<SendSignatureResponse, 'signedXml'> {
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
    return codeId ? yearsSentWithCode(ctx.db, idNr, codeId) : [];
  };
  // Both statements are queued at once (one wait for the database, not two).
  const [spent, draftStatuses] = await Promise.all([spentRows(), drafts]);
  const spentYears = new Set(spent);
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
  const idNr = session.user_id_nr;
  const model = findModel(ctx, formModelName);
  const codeId = await sessionCodeId(ctx, session);
  const sent = codeId ? await latestSubmission(ctx, idNr, codeId, model.formModelName) : undefined;
  const newest = await newestUnsentSummaryId(ctx.db, idNr, model.formModelName);
  let summary: CurrentDeclarationResponse['summary'] = null;
  if (newest) {
    try {
      const row = (await ownedSummary(ctx, newest, idNr, ['html', 'document'])).summary;
      summary = { xmlDataId: newest, html: row.html, estimate: estimateOf(model, row.document) };
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
    const person = personOf(ctx.dataCipher, session);
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
    const doc = cleanDocument(model, mergePrefill(parsed as FormDocument, await authoritativeData(db, person, model)));
    const errors = validateDocument(model, doc, { testMode: config.testMode, today: now });
    await saveDraft(ctx, session.user_id_nr, model.formModelName, parsed, now);
    if (errors.length > 0) {
      throw new ApiError(400, 'invalidDeclaration', { errors: errors.map((e) => ({ path: e.path, messageKey: e.messageKey })) });
    }
    const locale = request.locale;
    const html = renderSummaryHtml(model, doc, { locale, texts: await modelTexts(locale) });
    const xml = buildDeclarationXml(model, doc, { idNr: person.taxId, createdAt: now });
    const xmlDataId = randomId();
    // Every visit to the summary makes a new one; it replaces the person's earlier ones of this year
    // that were not submitted (an id a client still holds is then gone: 404, and it asks again).
    await storeSummary(ctx, { xmlDataId, idNr: session.user_id_nr, formModelName: model.formModelName, document: doc, html, xml, locale, testMarker: marker || null, now });
    return { html, xmlDataId };
  });

  api.post('/users/sign/retrieveXml', async (request): Promise<RetrieveXmlResponse> => {
    const session = requireAuthenticated(request);
    const { xmlDataId } = parseBody(RetrieveXmlRequest, request.body);
    const { summary } = await ownedSummary(ctx, xmlDataId, session.user_id_nr, ['xml']);
    return { xmlData: Buffer.from(summary.xml, 'utf8').toString('base64') };
  });

  api.post('/users/sign/sendSignature', async (request): Promise<SendSignatureResponse> => {
    const session = requireAuthenticated(request);
    const body = parseBody(SendSignatureRequest, request.body);
    const { summary, submission: previous } = await ownedSummary(ctx, body.xmlDataId, session.user_id_nr, ['xml', 'test_marker', 'form_model_name'], { withSubmission: true });
    const signatureHash = createHash('sha256').update(body.xmlSignatureValue).digest('hex');
    // The stored signed XML is sealed (encryption at rest); test mode opens it for the answer.
    const withTestXml = (stored: StoredSubmission): SendSignatureResponse => {
      const answer = confirmationOf(stored);
      if (!config.testMode) return answer;
      try {
        return { ...answer, signedXml: Buffer.from(stored.signedXml(), 'utf8').toString('base64') };
      } catch (error) {
        return unreadable(error);
      }
    };

    if (previous) {
      if (previous.signature_hash !== signatureHash) throw new ApiError(409, 'alreadySubmitted');
      return withTestXml(previous);
    }
    const codeId = await sessionCodeId(ctx, session);
    await assertCodeUnspent(ctx, session.user_id_nr, codeId, summary.form_model_name, body.xmlDataId);
    const certificate = openSessionCertificate(ctx.dataCipher, session);
    if (!certificate || body.xmlCertificate !== certificate) throw new ApiError(401, 'wrongCertificate');

    let signedXml: string;
    try {
      ({ signedXml } = await pki.verifyAndEmbedSignature({
        xml: summary.xml,
        expectedCertificate: certificate,
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
    // One submission when the same signature arrives twice at once, and one per access code and year
    // (the unique index submissions_one_per_code) when two tabs or servers send two declarations.
    const stored = await storeSubmission(ctx, {
      xml_data_id: body.xmlDataId,
      id_nr: session.user_id_nr,
      signedXml,
      signature_hash: signatureHash,
      transfer_ticket: `ET-${berlinParts(now).year}-${randomCode(10)}`,
      transfer_date: berlinTimestamp(now),
      form_title: formTitle(model, request.locale),
      submitted_at: now,
      access_code_id: codeId,
      form_model_name: summary.form_model_name,
    });
    // Nothing stored under this declaration: the code's one submission of the year is another declaration's.
    if (!stored) throw codeSpent();
    if (stored.signature_hash !== signatureHash) throw new ApiError(409, 'alreadySubmitted');
    request.log.info({ idNr: mask(session.user_id_nr), ticket: stored.transfer_ticket }, 'declaration submitted');
    return withTestXml(stored);
  });

  api.get<{ Params: { xmlDataId: string } }>('/summaryPdf/:xmlDataId', async (request, reply) => {
    const session = requireAuthenticated(request);
    const { summary, submission } = await ownedSummary(ctx, request.params.xmlDataId, session.user_id_nr, ['html', 'locale', 'form_model_name', 'document'], { withSubmission: true });
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
