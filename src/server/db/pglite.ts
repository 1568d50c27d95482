// Opens PGlite (PostgreSQL compiled to WebAssembly) with the server's settings.
import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';

/**
 * PostgreSQL's shared buffers live in the WebAssembly memory and are touched as pages are read:
 * PGlite's default of 128 MB grew that memory from its least 128 MB to about 190 MB and cost about
 * 100 MB of resident memory. The data of this service is small (the year's users, drafts and
 * declarations), and pages not in the buffers come from the operating system's file cache.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Opens the folder; with `loadDataDir` (a copy from `dumpDataDir`, ../backup.ts) the folder is made from that copy. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  return PGlite.create(dataDir, { startParams: START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) });
}
