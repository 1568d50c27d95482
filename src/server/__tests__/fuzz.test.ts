// Property-based fuzzing of every route's body, parameters and headers with fast-check, logged in:
// no input may produce a 5xx, pollute Object.prototype or take the server down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusResponse } from '../../domain/api/schemas';
import type { BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import { TestClient, login, nextIdNr, register, startServer, stopServer } from './harness';
import { fuzzAllRoutes, fuzzTargets, type RawRequest } from './kit/fuzz';

let app: BuiltServer;
let config: ServerConfig;
let user: TestClient;

async function logIn() {
  user = await new TestClient(app).start();
  const idNr = nextIdNr();
  const { finish } = await login(user, idNr, await register(user, idNr));
  expect(finish?.status).toBe(200);
}

/** The logged-in user's request, with the fuzzed headers on top; a session cookie the server rotates is followed. */
async function send(request: RawRequest): Promise<number> {
  const headers: Record<string, string> = {
    cookie: `ee_session=${user.cookie}`,
    'x-csrf-token': user.csrf!,
    ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...request.headers,
  };
  const res = await app.inject({ method: request.method as 'GET' | 'POST', url: request.path, headers, payload: request.body });
  if (!request.headers?.cookie) {
    const rotated = res.cookies.find((c) => c.name === 'ee_session');
    if (rotated) user.cookie = rotated.value;
    const token = res.headers['x-csrf-token'];
    if (typeof token === 'string') user.csrf = token;
  }
  return res.statusCode;
}

beforeAll(async () => {
  ({ app, config } = await startServer({ registerPerHour: 100_000, authPer15Minutes: 100_000 }));
  await logIn();
});
afterAll(async () => stopServer(app, config));

describe('fuzzing every route', () => {
  it('random bodies, parameters and headers never yield a 5xx; the server stays healthy', { timeout: 180_000 }, async () => {
    const routes = fuzzTargets(app.routeList);
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const figures = await fuzzAllRoutes({
      routes,
      send,
      runsPerRoute: Number(process.env.FUZZ_RUNS ?? 25),
      // Fuzzing logout (or a replaced session) may end the login: each route starts logged in.
      beforeRoute: async () => {
        if ((await user.get<StatusResponse>('/users/status')).body.authenticated !== true) await logIn();
      },
    });
    expect(figures.failures).toEqual([]);
    expect(figures.inputs).toBeGreaterThan(routes.length * 25);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Still up and still working.
    expect((await user.get('/erklaerung/health')).status).toBe(200);
    if ((await user.get<StatusResponse>('/users/status')).body.authenticated !== true) await logIn();
    expect((await user.post('/drafts/ESt2025', { document: { filing: { joint: 'no' } } })).status).toBe(200);
  });

  it('known poison: NUL, lone surrogates and deep nesting answer 400, not 500', async () => {
    const cases: [string, string][] = [
      ['/erklaerung/api/pageChange', JSON.stringify({ page: 'a\u0000b' })],
      ['/erklaerung/api/pageChange', '{"page":"a\\ud800b"}'],
      ['/erklaerung/api/drafts/ESt2025', JSON.stringify({ document: { note: 'x\u0000' } })],
      ['/erklaerung/api/drafts/ESt2025', '{"document":{"note":"x\\udc00"}}'],
      ['/erklaerung/api/drafts/ESt2025', `{"document":{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`],
      ['/erklaerung/api/drafts/ESt2025', '{"document":{"__proto__":{"polluted":1}}}'],
      ['/erklaerung/api/prepareSummaryPage', JSON.stringify({ formModelId: 'ESt2025', dataModelId: 'ESt2025_v1', formdata: JSON.stringify({ personA: { firstName: 'a\u0000' } }) })],
      ['/erklaerung/api/prepareSummaryPage', JSON.stringify({ formModelId: 'ESt2025', dataModelId: 'ESt2025_v1', formdata: `{"a":${'{"b":'.repeat(5_000)}1${'}'.repeat(5_000)}}` })],
      ['/erklaerung/api/prepareSummaryPage', JSON.stringify({ formModelId: 'ESt2025', dataModelId: 'ESt2025_v1', formdata: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}' })],
    ];
    for (const [path, body] of cases) {
      const status = await send({ method: 'POST', path, body });
      expect(status, `${path} ${body.slice(0, 80)}`).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
