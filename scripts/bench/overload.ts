// The bench's overload part (issue 40, point 4: overload shed, not queued): journeys at many times the
// concurrency that saturates the cores. The server must stay up, keep its memory, answer the calls it
// accepts quickly and refuse the others with 503 and Retry-After; each journey waits Retry-After and
// repeats what was refused (a safe call as the app's client does, an unsafe one as the person would,
// pressing the button again), and must end with its draft as it saved it and one submission.
// Loaded by scripts/bench.mjs through tsx, like api.ts.
import { request } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { signDeclarationXml } from '../../src/domain/crypto/client';
import { ApiSession, declarationDocument, HttpError, login, percentile, refusalWait, retryAfterMs, runJourneys, sleep, type BenchUser, type JourneyContext } from './api';

export interface OverloadResult {
  concurrency: number;
  seconds: number;
  journeys: number;
  journeysPerSecond: number;
  /** Calls the server answered with 2xx, and their percentiles (ms), all calls and pages together. */
  accepted: { count: number; p50: number; p95: number; p99: number };
  /** The worst p99 of any one call or page. */
  worstCall: { name: string; p99: number };
  /** Calls answered 503, those of them without a Retry-After, and by call. */
  refused: number;
  refusedWithoutRetryAfter: number;
  refusedByCall: Record<string, number>;
  /** Repeats after a refusal: of safe calls (the app's client does them) and of unsafe steps (the person does). */
  safeRetries: number;
  userRepeats: number;
  /** Journeys that failed for any other reason (another status, a broken connection, a check). */
  errors: number;
  firstErrors: string[];
  /** Journeys whose draft, read back, was not the one last saved. */
  lostAnswers: number;
  /** Journeys still running when the grace time ran out (aborted). */
  unfinished: number;
  /** The transfer tickets sendSignature answered, one per journey that sent: compared with the submissions stored (sentTwice). */
  tickets: string[];
  /** Journeys aborted while their sendSignature was out: each may have stored one submission more. */
  sendsUnknown: number;
  /** The health check polled during the run: answers, those not 200 or lost, and the slowest. */
  health: { polls: number; failed: number; maxMs: number };
}

interface Tally {
  refused: number;
  refusedWithoutRetryAfter: number;
  refusedByCall: Record<string, number>;
  safeRetries: number;
  userRepeats: number;
}

/** Runs `step` until it is not refused: on a 503 it waits Retry-After (refusalWait) and runs it again. */
async function untilAccepted<T>(tally: Tally, safe: boolean, signal: AbortSignal, step: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 503) throw error;
      tally.refused += 1;
      tally.refusedByCall[error.call] = (tally.refusedByCall[error.call] ?? 0) + 1;
      const wait = retryAfterMs(error.headers);
      if (wait === undefined) tally.refusedWithoutRetryAfter += 1;
      if (safe) tally.safeRetries += 1;
      else tally.userRepeats += 1;
      await sleep(refusalWait(wait), signal);
    }
  }
}

/** The journey's three saves of the wizard's answers: each a little further, all of this journey only. */
function draftSteps(journeyNo: number): Record<string, unknown>[] {
  const full = declarationDocument(3);
  const holder = `Erika Mustermann ${journeyNo}`;
  return [
    { filing: full.filing },
    { filing: full.filing, taxIdentification: full.taxIdentification, bank: { ...(full.bank as object), holder } },
    { ...full, bank: { ...(full.bank as object), holder } },
  ];
}

interface JourneyState {
  /** Journeys whose sendSignature is out now. */
  now: number;
}

/**
 * One declaration journey that meets refusals: the pages and calls of the load's journey, with three
 * draft saves on the way and the draft read back before the summary.
 */
async function overloadJourney(
  ctx: JourneyContext,
  user: BenchUser,
  journeyNo: number,
  timings: Map<string, number[]>,
  tally: Tally,
  result: Pick<OverloadResult, 'lostAnswers' | 'tickets'>,
  state: JourneyState,
  signal: AbortSignal,
  { pages = false } = {},
) {
  const s = new ApiSession(ctx.base, timings, signal);
  const safe = <T>(step: () => Promise<T>) => untilAccepted(tally, true, signal, step);
  const byPerson = <T>(step: () => Promise<T>) => untilAccepted(tally, false, signal, step);
  if (pages) await safe(() => s.page('page login', '/tax'));
  // A refused login step: the person starts the login again (a new trusted random).
  const certificate = await byPerson(() => login(s, ctx, user));
  await safe(() => s.json('userData', 'GET', '/userData'));
  if (pages) await safe(() => s.page('page wizard', '/tax/wizard'));
  const model = ctx.declaration.formModelId;
  const steps = draftSteps(journeyNo);
  for (const document of steps) await safe(() => s.json('saveDraft', 'POST', `/drafts/${model}`, { document }));
  const saved = await safe(() => s.json<{ document: unknown }>('loadDraft', 'GET', `/drafts/${model}`));
  const last = steps[steps.length - 1];
  if (!isDeepStrictEqual(saved.document, last)) {
    result.lostAnswers += 1;
    throw new Error(`journey ${journeyNo}: the draft read back is not the one saved last`);
  }
  const { xmlDataId } = await safe(() => s.json('prepareSummaryPage', 'POST', '/prepareSummaryPage', { ...ctx.declaration, formdata: JSON.stringify(last) }));
  if (pages) await safe(() => s.page('page summary', '/tax/summary'));
  const { xmlData } = await safe(() => s.json('retrieveXml', 'POST', '/users/sign/retrieveXml', { xmlDataId }));
  const signature = await signDeclarationXml({ xmlData, privateKey: user.keyPair.privateKey, certificate });
  // Refused: the person presses "send" again, with the same signature.
  state.now += 1;
  const sent = await byPerson(() => s.json<{ transferticket: string }>('sendSignature', 'POST', '/users/sign/sendSignature', { xmlDataId, ...signature }));
  state.now -= 1;
  result.tickets.push(sent.transferticket);
  const { bytes } = await safe(() => s.call('summaryPdf', 'GET', `/summaryPdf/${xmlDataId}`));
  if (new TextDecoder().decode(bytes.slice(0, 5)) !== '%PDF-') throw new Error('summaryPdf: not a PDF');
  const { message } = await byPerson(() => s.json<{ message: string }>('registerAgain', 'POST', '/users/registerAgain', {}));
  const accessCode = /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(message)?.[0];
  if (!accessCode) throw new Error(`no access code in the registerAgain answer: ${message}`);
  user.accessCode = accessCode;
}

/** GET /erklaerung/health every `everyMs` while the load runs: how many answered, failed, the slowest. */
function pollHealth(base: string, everyMs = 500) {
  const health = { polls: 0, failed: 0, maxMs: 0 };
  let stopped = false;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(`${base}/erklaerung/health`, { timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => {
          health.polls += 1;
          if (res.statusCode !== 200) health.failed += 1;
          health.maxMs = Math.max(health.maxMs, performance.now() - started);
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        health.polls += 1;
        health.failed += 1;
        health.maxMs = Math.max(health.maxMs, performance.now() - started);
        resolve();
      });
      req.end();
    });
  const running = (async () => {
    while (!stopped) {
      await once();
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return health;
    },
  };
}

/**
 * `concurrency` loops of overload journeys until `seconds` have passed; a journey that started may
 * finish within `graceSeconds` (it may be waiting out refusals), after that it is aborted.
 */
export async function runOverload(ctx: JourneyContext, users: BenchUser[], concurrency: number, seconds: number, graceSeconds = 90, { pages = false } = {}): Promise<OverloadResult> {
  const timings = new Map<string, number[]>();
  const tally: Tally = { refused: 0, refusedWithoutRetryAfter: 0, refusedByCall: {}, safeRetries: 0, userRepeats: 0 };
  const result = { lostAnswers: 0, tickets: [] as string[] };
  // Journeys whose sendSignature is out: those aborted meanwhile are never taken off.
  const sending = { now: 0 };
  let journeyNo = 0;
  const health = pollHealth(ctx.base);
  const loop = await runJourneys(users, concurrency, seconds, graceSeconds, (user, signal) => overloadJourney(ctx, user, ++journeyNo, timings, tally, result, sending, signal, { pages }));
  const all = [...timings.values()].flat();
  let worstCall = { name: '', p99: 0 };
  for (const [name, list] of timings) {
    const p99 = percentile(list, 99);
    if (p99 > worstCall.p99) worstCall = { name, p99 };
  }
  return {
    concurrency,
    seconds: loop.seconds,
    journeys: loop.journeys,
    journeysPerSecond: loop.journeys / loop.seconds,
    accepted: { count: all.length, p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99) },
    worstCall,
    ...tally,
    errors: loop.errors,
    firstErrors: loop.firstErrors,
    lostAnswers: result.lostAnswers,
    unfinished: loop.unfinished,
    tickets: result.tickets,
    sendsUnknown: sending.now,
    health: await health.stop(),
  };
}

/**
 * What the stored submissions say against the sends the journeys saw answered: `missing`, answered
 * but not stored; `extra`, stored beyond the answered ones and the sends aborted unanswered (a journey
 * that sent twice); `twice`, a transfer ticket answered to two journeys. `stored`: every submission's
 * transfer ticket, read from the database.
 */
export function sentTwice(runs: OverloadResult[], stored: string[]): { missing: string[]; extra: number; twice: string[] } {
  const answered = runs.flatMap((run) => run.tickets);
  const unknown = runs.reduce((n, run) => n + run.sendsUnknown, 0);
  const storedSet = new Set(stored);
  const answeredSet = new Set(answered);
  const twice = [...answeredSet].filter((ticket) => answered.indexOf(ticket) !== answered.lastIndexOf(ticket));
  return {
    missing: [...answeredSet].filter((ticket) => !storedSet.has(ticket)),
    extra: Math.max(0, stored.filter((ticket) => !answeredSet.has(ticket)).length - unknown),
    twice,
  };
}
