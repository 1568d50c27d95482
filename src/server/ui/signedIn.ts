// What a signed-in page is rendered from (issue 35): this session's own API answers, made by the same
// functions the API's routes answer with (so the HTML carries nothing the API would not give that
// session; the answers that are the same for everyone are asked in-process once per language), and
// the tab state the page assumes, made as the app makes it (src/app/wizard/useWizardLoader.ts). The
// browser hydrates the page only when its tab holds the same state (src/app/session/signedInStart.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeclarationStatusResponse, FederalState, ModelsResponse } from '../../domain/api/schemas';
import { externalEnumsFrom, formFieldsToDocument, parseFormModel, removeInvalidFields, removeStaleChoices, type FormModel } from '../../domain/forms';
import type { SignedInStart } from '../../domain/startPage';
import type { Locale } from '../messages';
import { API, MODEL_PATH } from '../paths';
import { knownName } from '../knownData';
import { currentDeclaration, declarationStatus } from '../routes/declaration';
import { loadDraftStatuses } from '../store/drafts';
import type { AppContext } from '../context';
import { personOf } from '../taxIds';
import { prefilledFields } from '../routes/userData';
import { SESSION_COOKIE, signedInSession } from '../session';
import { ApiError } from '../errors';

/** Storage keys of the tab state (src/app/state/storage.ts storageKeys). */
const KEY = {
  declarationYear: 'einfach.declarationYear',
  wizard: 'einfach.wizard',
  wizardActivity: 'einfach.wizardActivity',
  wizardValidation: 'einfach.wizardValidation',
  summary: 'einfach.summary',
  confirmation: 'einfach.confirmation',
  draftPending: 'einfach.draftPending',
} as const;

/** Answers that are the same for every session, by URL and language (a few dozen at most). */
const staticAnswers = new Map<string, Promise<unknown>>();
const models = new Map<string, FormModel>();
/** The model as the form engine reads it, parsed once. */
const parsedModel = (name: string, json: unknown): FormModel => {
  let model = models.get(name);
  if (!model) models.set(name, (model = parseFormModel(json)));
  return model;
};

/** An answer of the API that is not a plain 200: the page is not rendered, the app draws it. */
class NotRendered extends Error {}

/** The newest saved draft's year, else null. */
function newestDraft(years: DeclarationStatusResponse['years']): DeclarationStatusResponse['years'][number] | null {
  const drafts = years.filter((year) => year.draft);
  drafts.sort((a, b) => (a.draft!.savedAt < b.draft!.savedAt ? 1 : -1));
  return drafts[0] ?? null;
}

/**
 * The data of a signed-in page for this request; 'signedOut' when no one is signed in (the app sends
 * the visitor to the login); null for a page the app draws itself (no summary prepared, answers the
 * lists no longer offer, an answer that was not a 200: the app says what failed).
 */
export async function signedInStart(app: FastifyInstance, ctx: AppContext, request: FastifyRequest, route: string, locale: Locale, testMode: boolean): Promise<SignedInStart | 'signedOut' | null> {
  const session = await signedInSession(ctx.db, ctx.config, request.cookies[SESSION_COOKIE]);
  if (!session) return 'signedOut';
  const person = personOf(ctx.dataCipher, session);
  const [path, search = ''] = route.split('?');
  const headers = { cookie: request.headers.cookie ?? '', 'accept-language': locale };
  // The answers that are the same for everyone (the years, the states, the lists, the model and its
  // texts in a language) are asked once per server and language: they only change with a release.
  const getStatic = <T>(url: string): Promise<T> => {
    const key = `${url}|${locale}`;
    let answer = staticAnswers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = app.inject({ method: 'GET', url, headers }).then((reply) => {
        if (reply.statusCode !== 200) throw new NotRendered(`${url}: ${reply.statusCode}`);
        return reply.json<T>();
      });
      staticAnswers.set(key, answer);
      answer.catch(() => staticAnswers.delete(key));
    }
    return answer;
  };
  try {
    const user = knownName(person.taxId);
    // The drafts are read once: their statuses for the year, the newest one's answers for the wizard.
    const drafts = loadDraftStatuses(ctx, person.key, ctx.config.now(), request.log);
    const [models, federalStates, declarations] = await Promise.all([
      getStatic<ModelsResponse>(`${API}/models`),
      getStatic<FederalState[]>(`${API}/federalStates`),
      declarationStatus(ctx, session, request.log, drafts),
    ]);
    const year = { models: models.models, federalStates, user, status: declarations.years };
    const untouched = { [KEY.summary]: null, [KEY.confirmation]: null, [KEY.draftPending]: null };
    if (path === '/tax/year') {
      // Right after the login no year is chosen yet in the tab.
      return { year, tab: { [KEY.declarationYear]: { activeFormModel: null, testMarker: '' }, ...untouched } };
    }
    // The year the person works on: the newest draft's, else the newest year (the year screen's preselection).
    const draft = newestDraft(declarations.years);
    const activeFormModel = draft?.formModelName ?? models.models.at(-1)?.formModelName;
    if (!activeFormModel) return null;
    const declarationYear = { activeFormModel, testMarker: '' };
    if (path === '/tax/info') return { year, tab: { [KEY.declarationYear]: declarationYear, ...untouched } };
    if (path === '/tax/summary' || path === '/tax/confirmation') {
      const { summary, confirmation } = await currentDeclaration(ctx, session, activeFormModel);
      if (path === '/tax/summary') {
        // Without a prepared summary the app sends the person back to the wizard, which prepares one.
        if (!summary) return null;
        return { year, tab: { [KEY.declarationYear]: declarationYear, [KEY.summary]: summary, [KEY.confirmation]: null, [KEY.draftPending]: null } };
      }
      if (!confirmation) return null;
      const sent = {
        formTitle: confirmation.formTitle,
        transferDate: confirmation.transferDate,
        transferTicket: confirmation.transferticket,
        xmlDataId: confirmation.xmlDataId,
        // Whether this tab downloaded the PDF is its own: a tab that did draws the page itself.
        downloaded: false,
        formModelName: activeFormModel,
      };
      return { year, tab: { [KEY.confirmation]: sent } };
    }
    if (path !== '/tax/wizard') return null;

    const [modelJson, prefill, texts, enums] = await Promise.all([
      getStatic<unknown>(`${MODEL_PATH}/${encodeURIComponent(activeFormModel)}.json`),
      prefilledFields(ctx, person, activeFormModel, request.log, drafts.then((all) => all.get(activeFormModel)?.document)),
      getStatic<Record<string, unknown>>(`${API}/properties/texts`),
      getStatic<{ id: string; data: unknown }[]>(`${API}/externalEnumerations`),
    ]);
    const model = parsedModel(activeFormModel, modelJson);
    const externalEnums = externalEnumsFrom(enums);
    const current = removeStaleChoices(model, formFieldsToDocument(prefill.formFields), externalEnums);
    // Answers the lists no longer offer are told to the person by the app: that page is drawn by the app.
    if (current.removed.length > 0) return null;
    const document = removeInvalidFields(model, current.document, { testMode, externalEnums });
    const progress = draft?.formModelName === activeFormModel ? draft.draft : null;
    // The screen shown is the one the address names; else the one the tab was on (the draft's).
    const named = new URLSearchParams(search).get('screen');
    const visited = progress?.screen ? progress.visited : [];
    const activity = named ? { visited, returnTo: null, leaveConfirmed: false } : { current: progress?.screen ?? null, visited, returnTo: null, leaveConfirmed: false };
    return {
      year,
      userName: user,
      wizard: { formModelName: model.formModelName, data: { model: modelJson, texts, enums } },
      tab: {
        [KEY.declarationYear]: declarationYear,
        [KEY.wizard]: { formModelName: model.formModelName, document, loaded: true },
        [KEY.wizardActivity]: activity,
        [KEY.wizardValidation]: null,
        ...untouched,
      },
    };
  } catch (error) {
    // An answer the API would not give as a 200 (an unknown model): the app draws the page and says what failed.
    if (error instanceof NotRendered || error instanceof ApiError) return null;
    throw error;
  }
}

export type { SignedInStart };
