// Thread side of a JobThread (pool.ts): answers each posted job with its result or its error.
import { parentPort, workerData } from 'node:worker_threads';

/** What the main thread passed as JobThread's `data`. */
export function jobThreadData<T>(): T {
  return (workerData as { data: T }).data;
}

/** Own enumerable fields of an error that survive the copy to the main thread (e.g. PostgreSQL's `code`). */
function errorFields(error: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (typeof error !== 'object' || error === null) return fields;
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

export function serveJobs<I, R>(handle: (input: I) => Promise<R>, transferList: (result: R) => ArrayBuffer[] = () => []): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread only');
  port.on('message', ({ id, input }: { id: number; input: I }) => {
    handle(input).then(
      (result) => port.postMessage({ id, result }, transferList(result)),
      (error: unknown) =>
        port.postMessage({
          id,
          error: { message: String((error as Error)?.message ?? error), name: (error as Error)?.name, fields: errorFields(error) },
        }),
    );
  });
}
