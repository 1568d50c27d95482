// The graceful stop behind a load balancer (drain.ts): on SIGTERM the health check fails first while
// requests are still served, then the server closes within a bound. scripts/scale-out.ts proves the
// whole of it with HAProxy (no failed request during a rolling restart).
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { gracefulStop } from '../drain';
import { startServer, stopServer } from './harness';

describe('DRAIN_SECONDS', () => {
  it('is 0 unless set (a server on its own stops at once), and whole seconds otherwise', () => {
    expect(configFromEnv({}).drainSeconds).toBe(0);
    expect(configFromEnv({ DRAIN_SECONDS: '5' }).drainSeconds).toBe(5);
    expect(configFromEnv({ DRAIN_SECONDS: '0' }).drainSeconds).toBe(0);
    expect(configFromEnv({ DRAIN_SECONDS: '-3' }).drainSeconds).toBe(0);
    expect(configFromEnv({ DRAIN_SECONDS: 'soon' }).drainSeconds).toBe(0);
  });
});

describe('gracefulStop', () => {
  it('drains for the given time, then closes', async () => {
    const steps: string[] = [];
    const result = await gracefulStop({
      beginDrain: () => steps.push('drain'),
      sleep: async (ms) => {
        steps.push(`wait ${ms}`);
      },
      close: async () => {
        steps.push('close');
      },
      drainMs: 5000,
      closeTimeoutMs: 1000,
    });
    expect(result).toBe('closed');
    expect(steps).toEqual(['drain', 'wait 5000', 'close']);
  });

  it('closes at once without a drain time', async () => {
    const steps: string[] = [];
    await gracefulStop({ beginDrain: () => steps.push('drain'), sleep: async () => void steps.push('wait'), close: async () => void steps.push('close'), drainMs: 0, closeTimeoutMs: 1000 });
    expect(steps).toEqual(['drain', 'close']);
  });

  it('gives up on a close that does not end within its bound', async () => {
    const result = await gracefulStop({ beginDrain: () => undefined, close: () => new Promise(() => undefined), drainMs: 0, closeTimeoutMs: 20 });
    expect(result).toBe('timeout');
  });
});

describe('a draining server', () => {
  let stop: () => Promise<void> = async () => undefined;
  afterAll(() => stop());

  it('fails its health check but serves every other request, closing each connection after the answer', async () => {
    const { app, config } = await startServer();
    stop = () => stopServer(app, config);
    const before = await app.inject({ method: 'GET', url: '/erklaerung/health' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');

    app.beginDrain();
    const health = await app.inject({ method: 'GET', url: '/erklaerung/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'draining' });
    const api = await app.inject({ method: 'GET', url: '/erklaerung/api/properties/global' });
    expect(api.statusCode).toBe(200);
    expect(api.headers.connection).toBe('close');
  });
});
