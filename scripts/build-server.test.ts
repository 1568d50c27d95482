// The compiled server (scripts/build-server.mjs): every module the server runs on its own is compiled,
// the data files are there, nothing loads TypeScript, and `node <out>/main.js` starts on a new database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledModuleName as serverRule } from '../src/server/serverFiles';
import { freePort } from '../src/server/__tests__/kit/freePort';
import { buildServer, compiledModuleName, SEPARATE_MODULES, SERVER_ENV, SERVER_NODE_ARGS } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'ee-server-build-'));
  await buildServer({ outDir, logLevel: 'error' });
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}


describe('compiled server', () => {
  it('compiles every module the server runs on a thread or in a process of its own, named as the server expects', () => {
    const named = sourceFiles(path.join(root, 'src/server'))
      .filter((f) => !f.endsWith('.test.ts'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/serverModule\('([^']+)'\)|moduleProcessArgs\('([^']+)'\)/g)].map((m) => m[1] ?? m[2]));
    expect(new Set(named)).toEqual(new Set(SEPARATE_MODULES));
    for (const source of SEPARATE_MODULES) {
      expect(compiledModuleName(source)).toBe(serverRule(source));
      expect(existsSync(path.join(outDir, compiledModuleName(source))), source).toBe(true);
    }
  });

  it('holds the data files at their paths under src/server and loads no TypeScript', () => {
    for (const file of ['db/migrations/001_init.sql', 'db/migrations/002_access_code_scheme.sql', 'models/ESt2025.json', 'models/texts/de.json', 'help/en.json', 'summary/declaration.xsd']) {
      expect(readFileSync(path.join(outDir, file))).toEqual(readFileSync(path.join(root, 'src/server', file)));
    }
    for (const file of readdirSync(outDir).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(path.join(outDir, file), 'utf8');
      expect(text, file).not.toMatch(/from ["']tsx|import\(["']tsx/);
    }
  });

  it('starts with plain Node on a new database, test mode off, and serves the API, models and help', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ee-server-build-data-'));
    const port = await freePort();
    // Nothing about test mode in the environment: a plain start is a production-safe one (docs/product-spec.md §9).
    const env = { ...SERVER_ENV, PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, UI_DIST: dataDir, LOG_LEVEL: 'warn' };
    const child = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(outDir, 'main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const base = `http://127.0.0.1:${port}/erklaerung`;
    try {
      const deadline = Date.now() + 100_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
        const ok = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`not healthy: ${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const global = (await (await fetch(`${base}/api/properties/global`)).json()) as { testMode: boolean };
      expect(global.testMode).toBe(false);
      const models = (await (await fetch(`${base}/api/models`)).json()) as { models: { formModelName: string }[] };
      expect(models.models.map((m) => m.formModelName)).toContain('ESt2025');
      expect((await fetch(`${base}/models/ESt2025.json`)).status).toBe(200);
      expect((await fetch(`${base}/api/properties/texts`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'access-code.key'))).toBe(true);
      expect(output).not.toMatch(/"level":(50|60)/);
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  /** Runs the compiled server with `extra` in the environment until it exits or is healthy. */
  async function startWith(extra: Record<string, string>): Promise<{ exitCode: number | null; output: string; healthy: boolean }> {
    const port = await freePort();
    const env = { ...SERVER_ENV, PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', UI_DIST: outDir, LOG_LEVEL: 'warn', ...extra };
    const child = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(outDir, 'main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const deadline = Date.now() + 60_000;
    let healthy = false;
    while (child.exitCode === null && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/erklaerung/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
      if (healthy) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    if (child.exitCode === null) child.kill('SIGTERM');
    const exitCode = await exited;
    return { exitCode, output, healthy };
  }

  it('refuses to start in test mode when configured for production, unless the override is given', async () => {
    const productionSettings: Record<string, string>[] = [{ NODE_ENV: 'production' }, { TRUST_TLS: 'true' }, { TRUST_PROXY: '1' }];
    for (const production of productionSettings) {
      const refused = await startWith({ TEST_MODE: 'true', ...production });
      expect(refused.healthy, JSON.stringify(production)).toBe(false);
      expect(refused.exitCode, JSON.stringify(production)).toBe(1);
      expect(refused.output).toMatch(/TEST_MODE is on, but this server is configured for production/);
      expect(refused.output).toContain(Object.keys(production)[0]);
    }
    const overridden = await startWith({ TEST_MODE: 'true', NODE_ENV: 'production', TEST_MODE_IN_PRODUCTION: 'true', ACCESS_CODE_KEY: Buffer.alloc(32, 7).toString('base64') });
    expect(overridden.healthy, overridden.output).toBe(true);
  }, 120_000);
});
