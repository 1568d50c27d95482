// Entry of the server's worker threads: loads the TypeScript module named in workerData.entry.
// When the thread did not inherit a TypeScript loader from the process (plain `node --import tsx`
// and vitest do not pass theirs on), it registers tsx itself.
import { workerData } from 'node:worker_threads';

try {
  await import(workerData.entry);
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  // Another URL: the module map remembers the failed load of the first one.
  await import(`${workerData.entry}?tsx`);
}
