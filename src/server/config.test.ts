// Test mode is off unless asked for, and refused on a production configuration without the override;
// overload shedding is on for a server and off for tests unless they ask for it.
import { describe, expect, it } from 'vitest';
import { assertSafeConfig, configFromEnv, productionSignals, testConfig } from './config';

describe('test mode', () => {
  it('is off by default, also without NODE_ENV (docs/product-spec.md §9)', () => {
    expect(configFromEnv({}).testMode).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'development' }).testMode).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production' }).testMode).toBe(false);
  });

  it('is on only when TEST_MODE says so', () => {
    expect(configFromEnv({ TEST_MODE: 'true' }).testMode).toBe(true);
    expect(configFromEnv({ TEST_MODE: '1' }).testMode).toBe(true);
    expect(configFromEnv({ TEST_MODE: 'false' }).testMode).toBe(false);
    expect(configFromEnv({ TEST_MODE: 'no' }).testMode).toBe(false);
  });

  it('names what makes a configuration a production one', () => {
    expect(productionSignals(configFromEnv({}))).toEqual([]);
    expect(productionSignals(configFromEnv({ NODE_ENV: 'production', TRUST_TLS: 'true', TRUST_PROXY: 'true' }))).toEqual(['NODE_ENV=production', 'TRUST_TLS', 'TRUST_PROXY']);
    expect(productionSignals(configFromEnv({ TRUST_PROXY: '10.0.0.1' }))).toEqual(['TRUST_PROXY']);
  });

  it('is refused on a production configuration unless TEST_MODE_IN_PRODUCTION is set', () => {
    expect(() => assertSafeConfig(configFromEnv({ TEST_MODE: 'true' }))).not.toThrow();
    for (const env of [{ NODE_ENV: 'production' }, { TRUST_TLS: 'true' }, { TRUST_PROXY: '2' }]) {
      expect(() => assertSafeConfig(configFromEnv({ TEST_MODE: 'true', ...env })), JSON.stringify(env)).toThrow(/configured for production/);
      expect(() => assertSafeConfig(configFromEnv({ TEST_MODE: 'true', TEST_MODE_IN_PRODUCTION: 'true', ...env }))).not.toThrow();
      expect(() => assertSafeConfig(configFromEnv(env))).not.toThrow();
    }
  });
});

describe('overload shedding (docs/operations.md, "Overload")', () => {
  it('a server takes the defaults; each check can be turned off with 0', () => {
    expect(configFromEnv({})).toMatchObject({ overloadMaxRequests: 24, overloadDatabaseWaitMs: 1000, overloadEventLoopDelayMs: 100, overloadRetryAfterSeconds: 2 });
    expect(configFromEnv({ OVERLOAD_MAX_REQUESTS: '0', OVERLOAD_DATABASE_WAIT_MS: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_RETRY_AFTER_SECONDS: '5' })).toMatchObject({
      overloadMaxRequests: 0,
      overloadDatabaseWaitMs: 0,
      overloadEventLoopDelayMs: 0,
      overloadRetryAfterSeconds: 5,
    });
    expect(configFromEnv({ OVERLOAD_RETRY_AFTER_SECONDS: '0' }).overloadRetryAfterSeconds).toBe(2);
  });

  it('is off in the tests\' configuration (their bursts are not overload)', () => {
    expect(testConfig()).toMatchObject({ overloadMaxRequests: 0, overloadDatabaseWaitMs: 0, overloadEventLoopDelayMs: 0 });
    expect(testConfig({ overloadMaxRequests: 3 }).overloadMaxRequests).toBe(3);
  });
});
