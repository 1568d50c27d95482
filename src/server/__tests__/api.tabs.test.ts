// One browser, several tabs (docs/decisions.md, "One session, many tabs"): the tabs share the session
// cookie, and each signed-in tab holds its login's tag (X-Login-Tag). A tab without the tag (a second
// tab, opened without the signing data) never ends the session of the tab the person works in; a new
// login in another tab makes the older tab's login stale, and the older tab is told so at its next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import type { DraftResponse, ErrorBody, StatusResponse } from '../../domain/api/schemas';
import { login, nextIdNr, register, startServer, stopServer, TestClient } from './harness';

let app: BuiltServer;
let config: ServerConfig;

beforeAll(async () => {
  ({ app, config } = await startServer());
});
afterAll(async () => {
  await stopServer(app, config);
});

/** A second tab of the same browser: the same cookie (and the CSRF token any answer gives it), no login tag. */
function secondTab(first: TestClient): TestClient {
  const tab = new TestClient(app, first.ip);
  tab.cookie = first.cookie;
  tab.csrf = first.csrf;
  return tab;
}

const draft = { document: { filing: { joint: 'no' } } };

describe('tabs of one browser', () => {
  it('a logout from a tab without the login leaves the signed-in tab working', async () => {
    const first = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(first, idNr);
    const { finish } = await login(first, idNr, code);
    expect(finish?.status).toBe(200);
    expect(first.loginTag).toMatch(/^[0-9A-Fa-f]+$/);

    const second = secondTab(first);
    // The second tab sees a signed-in browser (and so says the declaration is open elsewhere).
    expect((await second.get<StatusResponse>('/users/status')).body).toEqual({ authenticated: true, accessCodeExpired: false });
    // Before this was fixed, the second tab's start-up logged out with reason jeansDataNotExist.
    const out = await second.post<{ authenticated: boolean }>('/users/authentication/logout', { reason: 'jeansDataNotExist' });
    expect(out.status).toBe(200);

    // The first tab is still signed in: its status, its draft save, its signing material.
    expect((await first.get<StatusResponse>('/users/status')).body.authenticated).toBe(true);
    const saved = await first.post<DraftResponse>('/drafts/ESt2025', draft);
    expect(saved.status).toBe(200);
    expect((await first.get('/users/sign/getPfxFileDecryptInfo')).status).toBe(200);
    // A tag that is not this login's does not end it either.
    const wrongTag = await second.post('/users/authentication/logout', { reason: 'taxDeclarationFinished' }, { headers: { 'x-login-tag': 'ab12' } });
    expect(wrongTag.status).toBe(200);
    expect((await first.get<StatusResponse>('/users/status')).body.authenticated).toBe(true);

    // The tab that holds the login ends it.
    expect((await first.post('/users/authentication/logout', { reason: 'taxDeclarationFinished' })).status).toBe(200);
    expect((await first.get<StatusResponse>('/users/status')).body.authenticated).toBe(false);
    expect((await second.get<StatusResponse>('/users/status')).body.authenticated).toBe(false);
  });

  it('a new login in another tab makes the older tab stale: 401 sessionEnded, status signed out, its logout harmless', async () => {
    const first = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(first, idNr);
    await login(first, idNr, code);
    const firstTag = first.loginTag;

    // "Continue here": the second tab logs in again. The browser's one cookie now names that login.
    const second = secondTab(first);
    const again = await login(second, idNr, code);
    expect(again.finish?.status).toBe(200);
    expect(second.loginTag).toBeDefined();
    expect(second.loginTag).not.toBe(firstTag);
    first.cookie = second.cookie;

    const stale = await first.post<ErrorBody>('/drafts/ESt2025', draft);
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('sessionEnded');
    expect(stale.body.detailMessage).toMatch(/anderen Fenster neu angemeldet/);
    expect((await first.get<StatusResponse>('/users/status')).body).toEqual({ authenticated: false, accessCodeExpired: false });
    expect((await first.get('/users/sign/getPfxFileDecryptInfo')).status).toBe(401);

    // The older tab's logout (its reasons run when the person finishes there) does not end the newer login.
    expect((await first.post('/users/authentication/logout', { reason: 'taxDeclarationFinished' })).status).toBe(200);
    expect((await second.get<StatusResponse>('/users/status')).body.authenticated).toBe(true);
    expect((await second.post<DraftResponse>('/drafts/ESt2025', draft)).status).toBe(200);
  });

  it('a signed-in tab whose session is gone (a server without it) hears sessionEnded, not a CSRF error', async () => {
    const tab = await new TestClient(app).start();
    const idNr = nextIdNr();
    await login(tab, idNr, await register(tab, idNr));
    await app.ctx.db.query('DELETE FROM sessions WHERE id = $1', [tab.cookie]);
    const gone = await tab.post<ErrorBody>('/drafts/ESt2025', draft);
    expect(gone.status).toBe(401);
    expect(gone.body.code).toBe('sessionEnded');
    // Without a login tag the same request is the CSRF refusal it always was.
    const other = await new TestClient(app).start();
    other.cookie = 'A'.repeat(32);
    expect((await other.post<ErrorBody>('/drafts/ESt2025', draft)).status).toBe(403);
  });

  it('a call that needs a login says sessionEnded when there is none, in the language asked for', async () => {
    const anonymous = await new TestClient(app).start();
    const answer = await anonymous.request<ErrorBody>('POST', '/drafts/ESt2025', { body: draft, headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'sessionEnded', detailMessage: 'You are not logged in. Please log in.' });
  });
});
