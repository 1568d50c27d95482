// The header's switches without the app's script: GET /erklaerung/ui/preferences sets the cookie and
// goes back to the page, and never leads anywhere but a page of the UI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer } from '../__tests__/harness';
import { buildServer, type BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import { preferenceReturnPath } from '../../domain/preferences';
import { requestedPreferences } from './preferences';

describe('preferenceReturnPath', () => {
  it('takes a page of the UI, with its query', () => {
    for (const path of ['/erklaerung/ui/', '/erklaerung/ui/imprint', '/erklaerung/ui/error?type=client', '/erklaerung/ui/tax/wizard?screen=donations', '/erklaerung/ui/leichte-sprache/thema/spenden']) {
      expect(preferenceReturnPath(path), path).toBe(path);
    }
  });

  it('refuses every address that could lead elsewhere or out of the UI', () => {
    for (const value of [
      undefined,
      '',
      ['/erklaerung/ui/'],
      'https://evil.example/erklaerung/ui/',
      '//evil.example/erklaerung/ui/',
      '/\\evil.example/',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/erklaerung/ui',
      '/erklaerung/uix/',
      '/erklaerung/api/users/status',
      '/erklaerung/ui/../api/users/status',
      '/erklaerung/ui/./imprint',
      '/erklaerung/ui/%2e%2e/api',
      '/erklaerung/ui/%2F%2Fevil.example',
      '/erklaerung/ui/imprint#top',
      '/erklaerung/ui/im print',
      '/erklaerung/ui/imprint\n',
      '/erklaerung/ui/\tx',
      ` /erklaerung/ui/`,
      `/erklaerung/ui/${'a'.repeat(1100)}`,
    ]) {
      expect(preferenceReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe('requestedPreferences', () => {
  it('takes de/en and 0/1, alone or together; anything else is no request', () => {
    expect(requestedPreferences({ lang: 'en' })).toEqual({ locale: 'en' });
    expect(requestedPreferences({ contrast: '1' })).toEqual({ contrast: '1' });
    expect(requestedPreferences({ lang: 'de', contrast: '0' })).toEqual({ locale: 'de', contrast: '0' });
    for (const query of [{}, { lang: 'fr' }, { contrast: 'yes' }, { lang: ['de', 'en'] }, { lang: 'en', contrast: '2' }, { return: '/erklaerung/ui/' }]) {
      expect(requestedPreferences(query), JSON.stringify(query)).toBeNull();
    }
  });
});

describe('GET /erklaerung/ui/preferences', () => {
  let app: BuiltServer;
  let config: ServerConfig;
  beforeAll(async () => {
    ({ app, config } = await startServer());
  });
  afterAll(async () => {
    await stopServer(app, config);
  });

  const get = (query: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/erklaerung/ui/preferences?${query}`, headers });

  it('sets the language cookie as the app does and goes back to the page (303)', async () => {
    const res = await get(`lang=en&return=${encodeURIComponent('/erklaerung/ui/imprint')}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/erklaerung/ui/imprint');
    expect(res.headers['cache-control']).toBe('no-store');
    // With the mark that tells the app's boot script to take it over (src/app/boot.ts).
    expect(res.cookies).toEqual([
      expect.objectContaining({ name: 'ee_lang', value: 'en', path: '/erklaerung', maxAge: 31536000, sameSite: 'Lax' }),
      expect.objectContaining({ name: 'ee_switched', value: '1', path: '/erklaerung', maxAge: 31536000, sameSite: 'Lax' }),
    ]);
    // The app reads them, so not HttpOnly; Secure only over TLS, as the app's.
    for (const cookie of res.cookies as { httpOnly?: boolean; secure?: boolean }[]) {
      expect(cookie.httpOnly).toBeFalsy();
      expect(cookie.secure).toBeFalsy();
    }
  });

  it('sets only the contrast cookie for the contrast switch, Secure behind TLS', async () => {
    const res = await get(`contrast=1&return=${encodeURIComponent('/erklaerung/ui/error?type=client')}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/erklaerung/ui/error?type=client');
    expect(res.cookies.map((c) => `${c.name}=${c.value}`)).toEqual(['ee_contrast=1', 'ee_switched=1']);
    const tls = await buildServer({ ...config, trustTls: true }, { db: app.ctx.db });
    try {
      const off = await tls.inject({ method: 'GET', url: '/erklaerung/ui/preferences?contrast=0&return=%2Ferklaerung%2Fui%2F' });
      expect(off.cookies).toEqual([expect.objectContaining({ name: 'ee_contrast', value: '0', secure: true }), expect.objectContaining({ name: 'ee_switched', secure: true })]);
    } finally {
      await tls.close();
    }
  });

  it('goes to the start page when the page to go back to is missing or not one of the UI (no open redirect)', async () => {
    for (const back of ['', 'return=https%3A%2F%2Fevil.example%2F', 'return=%2F%2Fevil.example', 'return=%2F%5Cevil.example', 'return=%2Ferklaerung%2Fapi%2Fusers%2Fstatus', 'return=%2Ferklaerung%2Fui%2F..%2Fapi', 'return=a&return=b']) {
      const res = await get(`lang=de&${back}`);
      expect(res.statusCode, back).toBe(303);
      expect(res.headers.location, back).toBe('/erklaerung/ui/');
      expect(res.cookies.map((c) => `${c.name}=${c.value}`), back).toEqual(['ee_lang=de', 'ee_switched=1']);
    }
  });

  it('answers 400 in both languages, setting nothing, for a setting that does not exist', async () => {
    for (const query of ['', 'lang=fr', 'contrast=on', 'lang=en&lang=de', 'return=%2Ferklaerung%2Fui%2F', 'lang=%ZZ']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.cookies, query).toEqual([]);
      expect(res.headers['content-type'], query).toMatch(/^text\/html/);
      expect(res.body).toContain('Diese Einstellung gibt es nicht');
      expect(res.body).toContain('This setting does not exist');
      expect(res.body).toContain('href="/erklaerung/ui/"');
    }
  });
});
