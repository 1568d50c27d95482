// `npm run backup` and `npm run restore` (compiled: `node dist/server/backup.js backup|restore …`); the
// work is ../backup.ts's (docs/operations.md, "Backup and restore").
import { pathToFileURL } from 'node:url';
import { backup, restore } from '../backup';
import { configFromEnv } from '../config';

const KEY_REMINDER =
  'Start the servers with the same DATA_KEY (or DATA_KEY_FILE) and ACCESS_CODE_KEY as when the backup was taken: ' +
  'a server with another data key refuses to start on this database, and without the data key the declarations cannot be read.';

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const settings = configFromEnv();
  const say = (line: string) => console.log(line);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  if (command === 'backup') {
    await backup(settings, option('--out'), say);
    say('Keep the backup apart from the keys. ' + KEY_REMINDER);
  } else if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new Error('Which backup? npm run restore -- <file> [--replace]');
    await restore(settings, file, { replace: args.includes('--replace') }, say);
    say(KEY_REMINDER);
  } else {
    throw new Error('Usage: npm run backup [-- --out FILE] | npm run restore -- FILE [--replace]; compiled: node dist/server/backup.js backup [--out FILE] | restore FILE [--replace]');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
