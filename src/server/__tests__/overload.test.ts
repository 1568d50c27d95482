// Overload is shed, not queued (issue 40, point 4; plugins/overload.ts): with the database's connection
// held (PGlite's one, or all ten of the pg pool) the requests pile up, and the next is refused at once
// with 503, Retry-After and the busy message in the request's language; with the event loop kept busy
// by long tasks the same, while the health check, the model files and the UI's static files are
// still served. When the pressure ends, every request is answered as before.
import { afterAll, describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { ErrorBody, ModelsResponse, StatusResponse } from '../../domain/api/schemas';
import type { BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import type { Db } from '../db/index';
import { startServer, stopServer, TestClient, type Answer, type HealthBody } from './harness';

const BUSY_DE = 'Der Dienst ist gerade sehr gefragt. Bitte warten Sie einen Moment. Ihre Angaben bleiben erhalten.';
const BUSY_EN = 'The service is very busy right now. Please wait a moment. Your answers are kept.';

const servers: { app: BuiltServer; config: ServerConfig }[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const { app, config } of servers) await stopServer(app, config);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The log lines as JSON, to see what the server said about the refusals. */
function logLines() {
  const lines: { level: number; msg: string; reason?: string; refused?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  return { lines, stream };
}

/** A built UI of one page and one script, so the static files can be asked for. */
function uiWithAsset(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ee-overload-ui-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="de"><title>Einfach Erklären</title><div id="root"></div></html>');
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'export {};\n');
  return dir;
}

async function start(overrides: Partial<ServerConfig>) {
  const log = logLines();
  const started = await startServer({ logLevel: 'info', overloadRetryAfterSeconds: 3, ...overrides }, { logStream: log.stream });
  servers.push(started);
  return { ...started, log: log.lines };
}

/**
 * Holds every connection of the database in a transaction until the answer is called: PGlite's one
 * (its statements wait in its queue), or the pg pool's ten.
 */
async function holdDatabase(db: Db): Promise<() => Promise<void>> {
  const connections = db.kind === 'postgres' ? 10 : 1;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  const held = Array.from({ length: connections }, () =>
    db.transaction(async () => {
      holding += 1;
      await gate;
    }),
  );
  while (holding < connections) await new Promise((r) => setTimeout(r, 5));
  return async () => {
    release();
    await Promise.all(held);
  };
}

function expectRefused(answer: Answer<ErrorBody>, message: string) {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('3');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.body).toEqual({ detailMessage: message });
}

describe('the database filled', () => {
  it('beyond the requests in progress a new one is refused at once; once the database is free, all are answered', async () => {
    const { app, log } = await start({ overloadMaxRequests: 3, overloadDatabaseWaitMs: 0 });
    const release = await holdDatabase(app.ctx.db);
    // Three people's first calls: each waits for the database to find or make its session.
    const waiting = Array.from({ length: 3 }, () => new TestClient(app).get<StatusResponse>('/users/status'));
    await new Promise((r) => setTimeout(r, 50));
    // Answered while the database is still held: refused at once, not after the wait.
    const refusedDe = await new TestClient(app).get<ErrorBody>('/users/status', { 'accept-language': 'de-DE,de;q=0.9' });
    const refusedEn = await new TestClient(app).get<ErrorBody>('/properties/global', { 'accept-language': 'en' });
    // A POST is refused before the CSRF check: no session was looked up for it.
    const refusedPost = await new TestClient(app).post<ErrorBody>('/pageChange', { page: 'start' }, { headers: { 'accept-language': 'en' } });
    expectRefused(refusedDe, BUSY_DE);
    expectRefused(refusedEn, BUSY_EN);
    expectRefused(refusedPost, BUSY_EN);
    // Many more refused: one log line says that refusing has started, not one per request.
    await Promise.all(Array.from({ length: 40 }, () => new TestClient(app).get('/users/status')));
    const refusing = log.filter((l) => l.msg === 'overloaded: refusing new requests with 503');
    expect(refusing).toEqual([expect.objectContaining({ reason: 'requestsInProgress', level: 40 })]);

    await release();
    const answered = await Promise.all(waiting);
    expect(answered.map((a) => a.status)).toEqual([200, 200, 200]);
    const client = await new TestClient(app).start();
    expect((await client.get<StatusResponse>('/users/status')).status).toBe(200);
    expect((await client.post('/pageChange', { page: 'start' })).status).toBe(204);
  });

  it('a statement that has waited too long for the database refuses new requests, however few are in progress', async () => {
    const { app, log } = await start({ overloadMaxRequests: 0, overloadDatabaseWaitMs: 200 });
    const client = await new TestClient(app).start();
    const release = await holdDatabase(app.ctx.db);
    // Nothing waits yet: let through (and then waits for the database).
    const first = client.get<StatusResponse>('/users/status');
    await new Promise((r) => setTimeout(r, 300));
    expect(app.ctx.db.waiting?.().oldestMs).toBeGreaterThan(200);
    expectRefused(await client.get<ErrorBody>('/userData'), BUSY_DE);
    expect(log.find((l) => l.msg === 'overloaded: refusing new requests with 503')).toMatchObject({ reason: 'databaseWait' });
    await release();
    expect((await first).status).toBe(200);
    expect((await client.get<StatusResponse>('/users/status')).status).toBe(200);
  });
});

describe('the event loop kept busy', () => {
  /** Long tasks one after another (150 ms each, as CPU-heavy requests back to back) until under-pressure's sample says so. */
  async function busyLoop(app: BuiltServer) {
    const until = Date.now() + 10_000;
    while (!app.isUnderPressure() && Date.now() < until) {
      const end = performance.now() + 150;
      while (performance.now() < end) {
        // busy
      }
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(app.isUnderPressure()).toBe(true);
  }

  it('refuses API calls and pages, serves health, model files and static files, and recovers', { timeout: 60_000 }, async () => {
    const { app, log } = await start({ overloadEventLoopDelayMs: 100, overloadMaxRequests: 0, overloadDatabaseWaitMs: 0, uiDist: uiWithAsset() });
    const client = await new TestClient(app).start();
    const models = (await client.get<ModelsResponse>('/models')).body.models;
    // Each check under pressure: the next sample (every half second) may already have found the loop idle again.
    await busyLoop(app);
    expect(app.memoryUsage().eventLoopDelay).toBeGreaterThan(100);
    expectRefused(await client.get<ErrorBody>('/users/status'), BUSY_DE);
    await busyLoop(app);
    expectRefused(await client.get<ErrorBody>('/users/status', { 'accept-language': 'en' }), BUSY_EN);
    // A page: a short page in the reader's language (the preference cookie first), with a link to load it again.
    await busyLoop(app);
    const page = await new TestClient(app).get<string>('/erklaerung/ui/tax/wizard?step=2', { cookie: 'ee_lang=en', 'accept-language': 'de' });
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('3');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(page.body).toContain('<h1>Please wait a moment</h1>');
    expect(page.body).toContain(`<p>${BUSY_EN}</p>`);
    expect(page.body).toContain('<a href="/erklaerung/ui/tax/wizard?step=2">Load the page again</a>');
    expect(page.headers['content-security-policy']).toBeTruthy();
    // axe on the page as sent, every rule on. The page sets no colour (the browser's own, light or dark),
    // and jsdom has no layout, so axe leaves colour contrast undecided here rather than passing it.
    const dom = new JSDOM(page.body, { runScripts: 'outside-only' });
    dom.window.eval(axe.source);
    const checked = await (dom.window as unknown as { axe: typeof axe }).axe.run(dom.window.document);
    expect(checked.violations.map((violation) => violation.id)).toEqual([]);
    expect(page.body).not.toMatch(/(?:^|[;{\s])(?:color|background(?:-color)?)\s*:/);
    expect(checked.passes.map((pass) => pass.id)).toEqual(expect.arrayContaining(['html-has-lang', 'document-title', 'link-name', 'bypass']));

    // Never refused: they need neither the database nor much processor.
    await busyLoop(app);
    const health = await client.get<HealthBody>('/erklaerung/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    await busyLoop(app);
    expect((await client.get(`/erklaerung/models/${models[0].formModelName}.json`)).status).toBe(200);
    await busyLoop(app);
    expect((await client.get('/erklaerung/ui/assets/app-1234.js')).status).toBe(200);
    expect(log.find((l) => l.msg === 'overloaded: refusing new requests with 503')).toMatchObject({ reason: 'eventLoopDelay' });

    // The pressure over: the next sample (half a second) lets requests through again.
    const until = Date.now() + 5000;
    while (app.isUnderPressure() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(app.isUnderPressure()).toBe(false);
    expect((await client.get<StatusResponse>('/users/status')).status).toBe(200);
    expect((await client.get('/erklaerung/ui/tax/wizard')).status).toBe(200);
  });
});
