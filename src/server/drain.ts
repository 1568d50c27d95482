// Graceful stop behind a load balancer (docs/operations.md, "Load balancer"). On SIGTERM the server
// first drains: the health check answers 503 so the balancer takes it out of rotation, while every
// request that still arrives is served as usual (each answer closes its connection, so no idle
// keep-alive connection is left for the balancer to reuse). After DRAIN_SECONDS it stops accepting
// connections, lets the requests in flight finish, closes the database and exits; a stop that takes
// longer than the bound exits anyway.

/** The drain state the health check and the connection handling read. */
export class DrainState {
  draining = false;

  begin(): void {
    this.draining = true;
  }
}

export interface GracefulStopOptions {
  /** Puts the server into drain mode (health 503, `Connection: close` on every answer). */
  beginDrain: () => void;
  /** Stops accepting, waits for the requests in flight, runs the close hooks (Fastify's `close`). */
  close: () => Promise<void>;
  /** How long to keep serving while the balancer notices the failing health check. */
  drainMs: number;
  /** The longest the close may take once it started (requests in flight, the database). */
  closeTimeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Drains, then closes; answers 'closed', or 'timeout' when the close did not end within its bound. */
export async function gracefulStop(options: GracefulStopOptions): Promise<'closed' | 'timeout'> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  options.beginDrain();
  if (options.drainMs > 0) await sleep(options.drainMs);
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), options.closeTimeoutMs);
    timer.unref?.();
  });
  try {
    return await Promise.race([options.close().then(() => 'closed' as const), bound]);
  } finally {
    clearTimeout(timer);
  }
}
