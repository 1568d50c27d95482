// The logged-in person's data: name, the prefilled declaration (known data + saved draft), tax office.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FadatInfoResponse, FormFieldsResponse, UserDataResponse } from '../../domain/api/schemas';
import { documentToFormFields, type FormDocument, type FormModel } from '../../domain/forms/index';
import { ApiError } from '../errors';
import { requireAuthenticated } from '../http';
import { knownData, knownName } from '../knownData';
import type { Queryable } from '../db/index';
import type { AppContext } from '../context';
import { personOf, taxIdOf, type Person } from '../taxIds';
import { loadDraft } from '../store/drafts';
import { birthDateOf } from '../store/people';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function modelYear(model: Pick<FormModel, 'year' | 'formModelName'>): number {
  if (typeof model.year === 'number') return model.year;
  const digits = /(\d{4})/.exec(model.formModelName);
  return digits ? Number(digits[1]) : new Date().getFullYear() - 1;
}

export function findModel(ctx: AppContext, formModelName: string): FormModel {
  const model = /^[A-Za-z0-9_.-]{1,100}$/.test(formModelName) ? ctx.models.get(formModelName) : undefined;
  if (!model) throw new ApiError(404, 'unknownModel');
  return model as FormModel;
}

/** What the tax office knows, in document form: it always wins over anything a client sends. */
export async function authoritativeData(db: Queryable, person: Person, model: FormModel): Promise<FormDocument> {
  const birthDate = await birthDateOf(db, person.key);
  const data = knownData(person.taxId, modelYear(model));
  return {
    personA: { idNr: person.taxId, birthDate, firstName: data.firstName, lastName: data.lastName },
    known: data.known,
  };
}

/** Draft first, then the authoritative parts: known data and person A's tax ID; names only when the draft has none. */
export function mergePrefill(draft: FormDocument | undefined, authoritative: FormDocument): FormDocument {
  const doc: FormDocument = structuredClone(draft ?? {});
  const personA = isObject(doc.personA) ? doc.personA : {};
  const auth = authoritative.personA as Record<string, unknown>;
  doc.personA = {
    ...personA,
    idNr: auth.idNr,
    birthDate: personA.birthDate || auth.birthDate,
    firstName: personA.firstName || auth.firstName,
    lastName: personA.lastName || auth.lastName,
  };
  doc.known = structuredClone(authoritative.known);
  return doc;
}

/**
 * GET userData/{model}: the declaration as far as it is known: the saved draft, with the tax office's
 * data over it. Also what a rendered wizard screen is made from (src/server/ui/signedIn.ts).
 */
export async function prefilledFields(
  ctx: AppContext,
  person: Person,
  formModelName: string,
  log: FastifyBaseLogger,
  /** The draft when the caller has opened it already (a rendered page, from the draft statuses); else it is read. */
  opened?: Promise<FormDocument | undefined>,
): Promise<FormFieldsResponse> {
  const model = findModel(ctx, formModelName);
  const [draft, authoritative] = await Promise.all([
    opened ?? loadDraft(ctx, person.key, model.formModelName, ctx.config.now(), log).then((loaded) => loaded?.document),
    authoritativeData(ctx.db, person, model),
  ]);
  const doc = mergePrefill(draft, authoritative);
  return { formFields: documentToFormFields(doc) };
}

export function registerUserDataRoutes(api: FastifyInstance, ctx: AppContext) {
  api.get('/userData', async (request): Promise<UserDataResponse> => {
    const session = requireAuthenticated(request);
    return knownName(taxIdOf(ctx.dataCipher, session));
  });

  api.get<{ Params: { formModelName: string } }>('/userData/:formModelName', async (request): Promise<FormFieldsResponse> =>
    prefilledFields(ctx, personOf(ctx.dataCipher, requireAuthenticated(request)), request.params.formModelName, request.log),
  );

  api.get('/fadatInfo', async (request): Promise<FadatInfoResponse> => {
    const session = requireAuthenticated(request);
    const data = knownData(taxIdOf(ctx.dataCipher, session), new Date().getFullYear() - 1);
    return {
      federalState: data.federalState,
      taxOffice: data.taxOffice,
      knownDataKinds: ['pension', 'healthInsurance', 'careInsurance', 'churchMembership', 'prepayments'],
    };
  });
}
