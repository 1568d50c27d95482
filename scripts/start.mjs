// `npm start`: build the UI and compile the server when either is missing or older than its sources,
// then run the compiled server (API + embedded PostgreSQL + UI) in demo mode: test mode on unless
// TEST_MODE says otherwise. `npm run server` runs the TypeScript through tsx instead, for development.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, DEFAULT_OUT_DIR, SERVER_ENV, SERVER_NODE_ARGS, serverBuildIsStale } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'dist/ui/index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx') || entry.endsWith('.stories.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = ['index.html', 'vite.config.ts', 'src/app', 'src/domain', 'design-system/src', 'tokens/src'].map((p) => join(root, p));
const sourceTime = Math.max(...sources.map(newestMtime));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the app (vite build)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (serverBuildIsStale()) {
  console.log('Compiling the server (scripts/build-server.mjs)…');
  await buildServer();
}

const env = { ...SERVER_ENV, ...process.env, TEST_MODE: process.env.TEST_MODE ?? 'true' };
const port = env.PORT ?? '8080';
console.log(`Einfach Erklären: http://localhost:${port}/erklaerung/ui/  (test mode ${env.TEST_MODE === 'true' ? 'on' : 'off'})`);
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, join(DEFAULT_OUT_DIR, 'main.js')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
