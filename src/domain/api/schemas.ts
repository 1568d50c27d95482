// Valibot schemas of every request and response body of the API (docs/api.md).
// Shared by the server (which validates requests) and the browser's API client (which may validate answers).
import * as v from 'valibot';
// The module, not the validators barrel: that one also brings the tax-office table into the client's schema chunk.
import { normalizeIdNr } from '../validators/idNr';

const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const nonEmpty = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const base64 = (max: number) =>
  v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64'));
/** Random ids (sessions, summaries) are 32 characters of base64url. */
export const RandomId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32}$/, 'invalid id'));
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'not an ISO date'));
/**
 * An IdNr as people type it ("36 574 261 809", dashes, dots, full-width digits): normalised before the
 * length check, so the handler sees 11 characters at most; the route's validateIdNr does the rest.
 */
const idNrInput = v.pipe(v.string(), v.maxLength(64), v.transform(normalizeIdNr), v.minLength(1), v.maxLength(11));

// ---- common ----
export const ErrorBody = v.object({
  detailMessage: v.string(),
  unexpected: v.optional(v.boolean()),
  sessionTicket: v.optional(v.string()),
  /** Field errors of a rejected declaration (prepareSummaryPage). */
  errors: v.optional(v.array(v.object({ path: v.string(), messageKey: v.string() }))),
  /** A reason the client acts on: `accessCodeUsed` (one declaration per access code) offers a new code. */
  code: v.optional(v.string()),
  /** A wrong tax ID or access code (401): the attempts left before the login locks. */
  attemptsLeft: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** A locked login (423): the instant (ISO 8601) the lock ends. */
  lockedUntil: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

export const MessageResponse = v.object({ message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponse>;

// ---- properties ----
export const TestMarkerEntry = v.object({ value: v.string(), name: v.string(), description: v.string() });
export const TestMarkerList = v.object({ entries: v.array(TestMarkerEntry), defaultValue: v.string() });
export type TestMarkerList = v.InferOutput<typeof TestMarkerList>;

export const GlobalProperties = v.object({
  testMode: v.boolean(),
  modelPath: v.string(),
  locale: v.object({ language: v.picklist(['de', 'en']), country: v.picklist(['DE', 'US']) }),
  availableTestMarkers: v.object({
    registration: TestMarkerList,
    authentication: TestMarkerList,
    formSubmit: TestMarkerList,
  }),
  uriHelp: v.string(),
  uriPortal: v.string(),
  sessionTimeoutMinutes: v.number(),
  sessionMaximumTimeSeconds: v.number(),
});
export type GlobalProperties = v.InferOutput<typeof GlobalProperties>;

/** Signing properties of the server PKI; the exact fields are documented in docs/protocol.md. */
export const JeansProperties = v.looseObject({});
export type JeansProperties = v.InferOutput<typeof JeansProperties>;

export const TextsResponse = v.record(v.string(), v.unknown());
export type TextsResponse = v.InferOutput<typeof TextsResponse>;

// ---- models and enumerations ----
export const ModelEntry = v.object({
  name: v.string(),
  formModelName: v.string(),
  dataModelNames: v.optional(v.array(v.string())),
});
export const ModelsResponse = v.object({ models: v.array(ModelEntry) });
export type ModelsResponse = v.InferOutput<typeof ModelsResponse>;

export const EnumerationEntry = v.object({
  value: v.string(),
  label: v.string(),
  parentValue: v.optional(v.string()),
});
export const ExternalEnumeration = v.object({ id: v.string(), data: v.array(EnumerationEntry) });
export const ExternalEnumerationsResponse = v.array(ExternalEnumeration);
export type ExternalEnumeration = v.InferOutput<typeof ExternalEnumeration>;

export const FederalState = v.object({ id: v.string(), name: v.string() });
export const FederalStatesResponse = v.array(FederalState);
export type FederalState = v.InferOutput<typeof FederalState>;

export const HelpResponse = v.object({
  topic: v.string(),
  element: v.optional(v.string()),
  title: v.string(),
  /** Plain-text paragraphs; the client renders them as text, never as HTML. */
  paragraphs: v.array(v.string()),
});
export type HelpResponse = v.InferOutput<typeof HelpResponse>;

// ---- session ----
export const PageChangeRequest = v.object({ page: nonEmpty(200) });
export type PageChangeRequest = v.InferOutput<typeof PageChangeRequest>;

export const KeepAliveResponse = v.object({
  sessionTimeoutMinutes: v.number(),
  /** ISO timestamps at which the session ends if idle, and at the latest. */
  idleExpiresAt: v.string(),
  maximumExpiresAt: v.string(),
});
export type KeepAliveResponse = v.InferOutput<typeof KeepAliveResponse>;

export const StatusResponse = v.object({ authenticated: v.boolean(), accessCodeExpired: v.boolean() });
export type StatusResponse = v.InferOutput<typeof StatusResponse>;

export const ClientLogRequest = v.object({ enabled: v.boolean() });
export type ClientLogRequest = v.InferOutput<typeof ClientLogRequest>;
export const ClientLogResponse = v.object({ enabled: v.boolean() });

// ---- user data ----
export const UserDataResponse = v.object({ firstName: v.string(), lastName: v.string() });
export type UserDataResponse = v.InferOutput<typeof UserDataResponse>;

export const FormField = v.object({ path: v.string(), value: v.unknown() });
export const FormFieldsResponse = v.object({ formFields: v.array(FormField) });
export type FormFieldsResponse = v.InferOutput<typeof FormFieldsResponse>;

export const FadatInfoResponse = v.object({
  federalState: FederalState,
  taxOffice: v.object({ number: v.string(), name: v.string() }),
  /** Kinds of data the tax office holds for this person (for the "already known" notice). */
  knownDataKinds: v.array(v.string()),
});
export type FadatInfoResponse = v.InferOutput<typeof FadatInfoResponse>;

// ---- registration ----
export const RegisterRequest = v.object({
  id: idNrInput,
  birthDate: isoDate,
  email: v.optional(trimmed(60)),
  testMarker: v.optional(trimmed(60)),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>;

// ---- authentication ----
export const TrustedRandomResponse = v.object({ trustedRandom: v.string() });
export type TrustedRandomResponse = v.InferOutput<typeof TrustedRandomResponse>;

export const AuthenticateRequest = v.object({
  id: idNrInput,
  cms: base64(64 * 1024 * 4 / 3),
  testMarker: v.optional(trimmed(60)),
});
export type AuthenticateRequest = v.InferOutput<typeof AuthenticateRequest>;

export const AuthenticateResponse = v.object({ certChain: v.array(v.string()) });
export type AuthenticateResponse = v.InferOutput<typeof AuthenticateResponse>;

export const FinishAuthenticationRequest = v.object({ keyChain: base64(200), key: base64(200), iv: base64(200) });
export type FinishAuthenticationRequest = v.InferOutput<typeof FinishAuthenticationRequest>;
/** `loginTag`: this login's tag; the tab sends it with every call (header X-Login-Tag, docs/api.md). */
export const FinishAuthenticationResponse = v.object({ authenticated: v.boolean(), loginTag: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) });

export const LogoutReason = v.picklist([
  'jeansDataNotExist',
  'accessCodeExpired',
  'taxDeclarationOrderedNewAccessCode',
  'taxDeclarationFinished',
  'userLogout',
  'sessionExpired',
]);
export const LogoutRequest = v.object({ reason: LogoutReason });
export type LogoutRequest = v.InferOutput<typeof LogoutRequest>;
export const LogoutResponse = v.object({ authenticated: v.boolean() });

export const PfxDecryptInfo = v.object({
  keyChainForSavedPFXData: v.string(),
  keyForPFXDataEncryption: v.string(),
  initializationVectorForPFXDataEncryption: v.string(),
});
export type PfxDecryptInfo = v.InferOutput<typeof PfxDecryptInfo>;

// ---- drafts ----
/** A wizard screen's name as the form models write it (`donationsQuestion`). */
const ScreenName = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/, 'not a screen name'));
/** Where the wizard stood at a save: the screen shown and the screens visited (the step menu's links). */
export const DraftProgress = v.object({ current: ScreenName, visited: v.pipe(v.array(ScreenName), v.maxLength(200)) });
export type DraftProgress = v.InferOutput<typeof DraftProgress>;
/** `progress` is optional: a save without it keeps the progress stored before. */
export const DraftRequest = v.object({ document: v.record(v.string(), v.unknown()), progress: v.optional(DraftProgress) });
export type DraftRequest = v.InferOutput<typeof DraftRequest>;
export const DraftResponse = v.object({ document: v.record(v.string(), v.unknown()), savedAt: v.string() });
export type DraftResponse = v.InferOutput<typeof DraftResponse>;

// ---- declaration status ----
/** Per year (form model) for the logged-in session: whether its access code already sent it, and the saved draft. */
export const DeclarationYearStatus = v.object({
  formModelName: v.string(),
  /** This login's access code already sent the declaration of this year (a new one needs a new code). */
  codeSpent: v.boolean(),
  /** The draft kept for this year (25 days after its last save), with where the wizard stood; null when there is none. */
  draft: v.nullable(
    v.object({
      savedAt: v.pipe(v.string(), v.isoTimestamp()),
      /** The screen shown at the last save; null when that save did not say. */
      screen: v.nullable(v.string()),
      visited: v.array(v.string()),
    }),
  ),
});
export type DeclarationYearStatus = v.InferOutput<typeof DeclarationYearStatus>;
export const DeclarationStatusResponse = v.object({ years: v.array(DeclarationYearStatus) });
export type DeclarationStatusResponse = v.InferOutput<typeof DeclarationStatusResponse>;

/**
 * GET /declarations/current/{formModelName}: this person's summary of the year as last prepared (not
 * sent yet) and the declaration of the year this login sent, each null when there is none; what the
 * summary and the confirmation pages show after a reload (the server renders them from it).
 */
export const CurrentDeclarationResponse = v.object({
  summary: v.nullable(v.object({ xmlDataId: v.string(), html: v.string(), estimate: v.nullable(v.unknown()) })),
  confirmation: v.nullable(v.object({ transferticket: v.string(), formTitle: v.string(), transferDate: v.string(), xmlDataId: v.string() })),
});
export type CurrentDeclarationResponse = v.InferOutput<typeof CurrentDeclarationResponse>;

// ---- summary and signature ----
export const PrepareSummaryRequest = v.object({
  formModelId: nonEmpty(100),
  dataModelId: nonEmpty(100),
  testMarker: v.optional(v.nullable(trimmed(60))),
  /** The declaration document as a JSON string. */
  formdata: v.pipe(v.string(), v.minLength(2), v.maxLength(200_000)),
});
export type PrepareSummaryRequest = v.InferOutput<typeof PrepareSummaryRequest>;

export const PrepareSummaryResponse = v.object({ html: v.string(), xmlDataId: v.string() });
export type PrepareSummaryResponse = v.InferOutput<typeof PrepareSummaryResponse>;

export const RetrieveXmlRequest = v.object({ xmlDataId: RandomId });
export type RetrieveXmlRequest = v.InferOutput<typeof RetrieveXmlRequest>;
export const RetrieveXmlResponse = v.object({ xmlData: v.string() });
export type RetrieveXmlResponse = v.InferOutput<typeof RetrieveXmlResponse>;

export const SendSignatureRequest = v.object({
  xmlDataId: RandomId,
  xmlDigestMethod: nonEmpty(200),
  xmlDigestValue: base64(200),
  xmlSignatureMethod: nonEmpty(200),
  xmlSignatureValue: base64(2000),
  xmlCertificate: base64(20_000),
});
export type SendSignatureRequest = v.InferOutput<typeof SendSignatureRequest>;

export const SendSignatureResponse = v.object({
  transferticket: v.string(),
  formTitle: v.string(),
  transferDate: v.string(),
  xmlDataId: v.string(),
  /** Test mode only: the stored signed XML, base64. */
  signedXml: v.optional(v.string()),
});
export type SendSignatureResponse = v.InferOutput<typeof SendSignatureResponse>;
