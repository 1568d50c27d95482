// Entry of the server's worker threads and helper processes run from source: loads the TypeScript
// module named in workerData.entry (a thread) or in the first argument (a process). When it did not
// inherit a TypeScript loader (plain `node --import tsx` and vitest do not pass theirs on to
// threads), it registers tsx itself. The compiled server runs its JavaScript modules directly.
import { workerData } from 'node:worker_threads';

const entry = workerData?.entry ?? process.argv[2];
try {
  await import(entry);
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  // Another URL: the module map remembers the failed load of the first one.
  await import(`${entry}?tsx`);
}
