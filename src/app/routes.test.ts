import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAppPath, ROUTE_SCREEN_MODULES } from '../domain/startPage';
import { easyReadPagePath, easyReadTopicPath } from './routing/paths';
import { routes } from './routes';

describe('the routes whose screens the server preloads (src/domain/startPage.ts)', () => {
  const source = readFileSync(path.resolve(import.meta.dirname, 'routes.tsx'), 'utf8');

  it.each(Object.entries(ROUTE_SCREEN_MODULES))('%s: a route of the app, its screen loaded lazily from %s', (route, module) => {
    expect(routes.map((r) => r.path)).toContain(route);
    const specifier = `./${path.posix.relative('src/app', module).replace(/\.tsx$/, '')}`;
    expect(source).toContain(`import('${specifier}')`);
  });
});

describe('the app\'s routes as the server knows them (isAppPath)', () => {
  it.each(routes.map((r) => r.path))('%s', (route) => {
    const concrete = route.replace(':page', 'was-ist-das').replace(':topic', 'spenden');
    expect(isAppPath(concrete)).toBe(true);
  });

  it('knows no other address', () => {
    for (const other of ['/gibt-es-nicht', '/tax/unknown', '/leichte-sprache/a/b/c', '/registration/other']) expect(isAppPath(other), other).toBe(false);
    expect(isAppPath(easyReadPagePath('angebot'))).toBe(true);
    expect(isAppPath(easyReadTopicPath('spenden'))).toBe(true);
  });
});
