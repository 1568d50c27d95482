// `npm run a11y:orca`: the screen-reader journeys (GNOME Orca reading Debian Chromium), German then
// English, against the real server. Needs a UI build (dist/ui); builds it when missing. When Orca,
// Xvfb or xdotool cannot be installed, says so loudly and exits 0 (npm test goes on without them).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const run = (command, args, options = {}) => spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });

if (!process.env.ORCA_SKIP_ENSURE) run('bash', ['scripts/ensure-tools.sh']);
const missing = [['/usr/bin/orca', 'orca'], ['/usr/bin/Xvfb', 'xvfb'], ['/usr/bin/xdotool', 'xdotool'], ['/usr/bin/chromium', 'chromium']].filter(([path]) => !existsSync(path)).map(([, name]) => name);
if (missing.length) {
  console.log(`\n!!! ORCA JOURNEYS SKIPPED: ${missing.join(', ')} not installed and not installable here.`);
  console.log('!!! Install them (apt-get install -y --no-install-recommends orca xvfb xdotool chromium) to hear the journeys.\n');
  process.exit(0);
}
if (!existsSync(`${root}dist/ui/index.html`)) {
  const build = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Transcripts of this run only (a11y-tests/orca/fixtures.ts writes them; the report reads them).
rmSync(process.env.ORCA_TRANSCRIPTS ?? `${root}test-results/orca-transcripts`, { recursive: true, force: true });
const result = run('npx', ['playwright', 'test', '-c', 'a11y-tests/orca/orca.config.ts', ...process.argv.slice(2)]);
process.exit(result.status ?? 1);
