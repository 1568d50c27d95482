import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_SCREEN_MODULES } from '../domain/startPage';
import { routes } from './routes';

describe('the routes whose screens the server preloads (src/domain/startPage.ts)', () => {
  const source = readFileSync(path.resolve(import.meta.dirname, 'routes.tsx'), 'utf8');

  it.each(Object.entries(ROUTE_SCREEN_MODULES))('%s: a route of the app, its screen loaded lazily from %s', (route, module) => {
    expect(routes.map((r) => r.path)).toContain(route);
    const specifier = `./${path.posix.relative('src/app', module).replace(/\.tsx$/, '')}`;
    expect(source).toContain(`import('${specifier}')`);
  });
});
