// Memory settings of the server process: what kept its resident set above 300 MB under load, and the
// limits that keep it below (docs/performance.md, "Memory of the server").
import v8 from 'node:v8';

/**
 * Heap limits of the worker threads (PGlite, PDF): a young generation of 4 MB. V8's default lets it
 * grow to 48 MB per thread, which under load is mostly garbage waiting for the next scavenge.
 */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 4 };

/**
 * V8 settings for a small resident set, applied before the server starts its threads:
 * - WebAssembly (PGlite's PostgreSQL) is compiled by the baseline compiler only (`--liftoff-only`).
 *   Optimising the hot database functions in the background held about 50 MB of compiler and code
 *   memory for the life of the process.
 * - The heap grows by 20 % of the live data between full collections (`--heap-growing-percent=20`)
 *   instead of V8's factor of up to 4 under load.
 * Both flags are read when V8 uses them (a compilation, a collection), so they take effect when set
 * here, at the start, for every thread the server then starts.
 */
export function limitMemory(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--heap-growing-percent=20');
}
