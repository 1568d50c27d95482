// A worker thread that runs one kind of job (PDF rendering, the embedded database) off the event loop,
// so that a long job does not hold up every other request. A crashed thread fails its jobs with a
// JobThreadError and is started again on the next job.
import { Worker } from 'node:worker_threads';
import { WORKER_RESOURCE_LIMITS } from '../memory';
import { compiled } from '../serverFiles';

/** What a job thread posts back: the job's id and its result, or the error's message and own fields (such as `code`). */
export type JobReply<R> = { id: number; result: R } | { id: number; error: { message: string; name?: string; fields?: Record<string, unknown> } };

/** The thread itself failed (crashed, exited, could not start): not an error of the job. */
export class JobThreadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JobThreadError';
  }
}

export class JobThread<I, R> {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: R) => void; reject: (error: Error) => void }>();

  /**
   * `entry`: URL of the module that handles the jobs (see `serveJobs`; `serverModule` in serverFiles.ts
   * names it); `data` reaches it as `workerData.data`.
   */
  constructor(
    private readonly entry: URL,
    private readonly data?: unknown,
  ) {}

  /** Starts the thread now (it loads its modules while the server starts) instead of on the first job. */
  start(): void {
    this.thread();
  }

  run(input: I): Promise<R> {
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, input });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    // Compiled, the thread runs its JavaScript module directly; from source, entry.mjs loads the
    // TypeScript (through tsx when the thread has no loader of its own).
    const main = compiled ? this.entry : new URL('./entry.mjs', import.meta.url);
    const worker = new Worker(main, { workerData: { entry: this.entry.href, data: this.data }, resourceLimits: WORKER_RESOURCE_LIMITS });
    // An idle thread does not keep the process alive; a thread with jobs in flight does.
    worker.unref();
    worker.on('message', (reply: JobReply<R>) => {
      const job = this.pending.get(reply.id);
      if (!job) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) {
        const error = Object.assign(new Error(reply.error.message), reply.error.fields);
        if (reply.error.name) error.name = reply.error.name;
        job.reject(error);
      } else job.resolve(reply.result);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => fail(new JobThreadError(`job thread failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => fail(new JobThreadError(`job thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}
