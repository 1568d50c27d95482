// The embedded database's own thread (openPglite in index.ts): PGlite is PostgreSQL compiled to
// WebAssembly, so every statement is CPU work on the thread that runs it. Here it runs next to the
// event loop instead of on it. Statements run one at a time, in the order they arrive.
import { readFileSync } from 'node:fs';
import { jobThreadData, serveJobs } from '../threads/serve';
import { openPglite } from './pglite';

export type PgliteJob = { op: 'query'; sql: string; params: unknown[] } | { op: 'exec'; sql: string } | { op: 'dump' } | { op: 'close' };

const { dataDir, template } = jobThreadData<{ dataDir: string; template?: string }>();

// `template`: a copy of a migrated empty database to start a memory:// one from (openDb, PGLITE_MEMORY_TEMPLATE).
const opened = openPglite(dataDir, template ? new Blob([readFileSync(template)]) : undefined);
// Reported to the first job (openDb's), not as an unhandled rejection of the thread.
opened.catch(() => undefined);

serveJobs<PgliteJob, unknown>(
  async (job) => {
    const pg = await opened;
    switch (job.op) {
      case 'query':
        return (await pg.query(job.sql, job.params as unknown[])).rows;
      case 'exec':
        await pg.exec(job.sql);
        return null;
      case 'dump':
        // The data folder as a gzipped tar, between two statements (the queue runs one job at a time).
        return new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer());
      case 'close':
        await pg.close();
        return null;
    }
  },
  (result) => (result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : []),
);
