// Server configuration from environment variables. Every variable is documented here and in docs/operations.md.
import { randomBytes } from 'node:crypto';

export interface ServerConfig {
  /** PORT: TCP port to listen on. Default 8080. */
  port: number;
  /** HOST: interface to bind. Default 0.0.0.0 (all). */
  host: string;
  /** DATABASE_URL: postgres://… to use a PostgreSQL server; unset = embedded PGlite. */
  databaseUrl?: string;
  /** DATABASE_SCHEMA: PostgreSQL schema to use instead of public (tests give each server its own). */
  databaseSchema?: string;
  /** DATA_DIR: folder for PGlite's data (and nothing else). Default ./data; `memory://` keeps it in memory. */
  dataDir: string;
  /**
   * TEST_MODE: enables test markers, e-mail at registration and access codes in answers. Default off
   * (docs/product-spec.md §9); `npm start` (the demo) turns it on explicitly. A server configured for
   * production (NODE_ENV=production, TRUST_TLS or TRUST_PROXY) refuses to start with it on unless
   * TEST_MODE_IN_PRODUCTION is set as well (assertSafeConfig).
   */
  testMode: boolean;
  /** TEST_MODE_IN_PRODUCTION: the explicit override that lets test mode run on a production-configured server. Default off. */
  testModeInProduction: boolean;
  /** NODE_ENV=production: part of what makes a configuration a production one. */
  production: boolean;
  /** SESSION_TIMEOUT_MINUTES: idle time after which a session ends. Default 45. */
  sessionTimeoutMinutes: number;
  /** SESSION_MAX_SECONDS: maximum life of a session. Default 86400. */
  sessionMaxSeconds: number;
  /** PORTAL_URL: the tax portal (footer, "does not apply" exits). */
  portalUrl: string;
  /** HELP_URL: the general help page opened from the header. */
  helpUrl: string;
  /** UI_DIST: folder of the built UI. Default dist/ui. */
  uiDist: string;
  /** TRUST_TLS: the server runs behind TLS (proxy): Secure cookies and HSTS. Default off. */
  trustTls: boolean;
  /** TRUST_PROXY: honour X-Forwarded-* from this many proxies / these addresses (Fastify trustProxy). Default off. */
  trustProxy: boolean | string | number;
  /** BODY_LIMIT_BYTES: largest accepted request body. Default 262144 (256 KB). */
  bodyLimit: number;
  /** LOG_LEVEL: pino level. Default info (silent in tests). */
  logLevel: string;
  /** RATE_LIMIT_REGISTER: registrations per address and hour. Default 20. */
  registerPerHour: number;
  /** RATE_LIMIT_AUTH: authentication attempts per address and 15 minutes. Default 30. */
  authPer15Minutes: number;
  /**
   * WORKERS: server processes sharing the port (node:cluster), e.g. one per core. Default 1. More
   * than one needs DATABASE_URL: only one process can own a PGlite data folder.
   */
  workers: number;
  /**
   * ACCESS_CODE_KEY: the access-code key in base64 (at least 32 bytes), shared by every server of one
   * database. Unset: ACCESS_CODE_KEY_FILE, else DATA_DIR/access-code.key (made at the first start).
   */
  accessCodeKey?: string;
  /** ACCESS_CODE_KEY_FILE: a file holding the access-code key in base64. */
  accessCodeKeyFile?: string;
  /**
   * DATA_KEY: the data key in base64 (at least 32 bytes), which encrypts the declarations in drafts and
   * summaries (AES-256-GCM, dataKey.ts); shared by every server of one database. Unset: DATA_KEY_FILE,
   * else DATA_DIR/data.key (made at the first start).
   */
  dataKey?: string;
  /** DATA_KEY_FILE: a file holding the data key in base64. */
  dataKeyFile?: string;
  /**
   * DATA_KEY_OTHER: during a data key rotation, the other key in base64 (first the new key, then the
   * old one), which opens stored values but seals none (docs/operations.md, "Data key rotation").
   */
  dataKeyOther?: string;
  /** DATA_KEY_OTHER_FILE: a file holding that other key. */
  dataKeyOtherFile?: string;
  /**
   * TAX_ID_KEY: the key of the tax ID's keyed hash in base64 (at least 32 bytes), shared by every server
   * of one database (docs/operations.md, "Tax-ID key"). Unset: derived from the access-code key.
   */
  taxIdKey?: string;
  /** TAX_ID_KEY_OTHER: while people are re-keyed under a new TAX_ID_KEY, the one before (base64; "derived" for the derived one). */
  taxIdKeyOther?: string;
  /** DATA_KEY_ROTATION_BATCH: rows a data key rotation seals again per batch. Default 100. */
  dataKeyRotationBatch: number;
  /** DATA_KEY_ROTATION_PAUSE_MS: the pause between two batches of a data key rotation, to spare the database. Default 0. */
  dataKeyRotationPauseMs: number;
  /**
   * DRAIN_SECONDS: on SIGTERM, how long the server keeps serving with its health check failing (503)
   * before it stops accepting connections, so a load balancer takes it out of rotation first
   * (drain.ts). Default 0: stop at once. Behind a balancer: longer than its health checks need to
   * mark a server down (docs/operations.md, "Load balancer").
   */
  drainSeconds: number;
  /**
   * OVERLOAD_MAX_REQUESTS: API calls and pages in progress at once; one more is refused at once with
   * 503 and Retry-After instead of waiting behind them (plugins/overload.ts). Default 24, one and a
   * half times the 16 journeys that saturate two cores in the bench; 0 turns the check off.
   */
  overloadMaxRequests: number;
  /**
   * OVERLOAD_DATABASE_WAIT_MS: new requests are refused while a statement has been waiting longer than
   * this for the database (the PGlite thread's queue, a connection of the pg pool). Default 1000; 0 off.
   */
  overloadDatabaseWaitMs: number;
  /**
   * OVERLOAD_EVENT_LOOP_DELAY_MS: new requests are refused while the event loop's mean delay over the
   * last half second is above this (@fastify/under-pressure's maxEventLoopDelay). Default 100; 0 off.
   */
  overloadEventLoopDelayMs: number;
  /** OVERLOAD_RETRY_AFTER_SECONDS: the Retry-After of a request refused for overload. Default 2. */
  overloadRetryAfterSeconds: number;
  /** The clock; tests inject one to move time. */
  now: () => Date;
}

export const DEFAULT_PORTAL_URL = 'https://www.elster.de/eportal/start';
export const DEFAULT_HELP_URL = 'https://www.elster.de/eportal/hilfe';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value.trim());
}

function int(value: string | undefined, fallback: number, min = 1): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= min ? n : fallback;
}

function trustProxyOf(value: string | undefined): boolean | string | number {
  if (!value) return false;
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR || './data',
    testMode: flag(env.TEST_MODE, false),
    testModeInProduction: flag(env.TEST_MODE_IN_PRODUCTION, false),
    production,
    sessionTimeoutMinutes: int(env.SESSION_TIMEOUT_MINUTES, 45),
    sessionMaxSeconds: int(env.SESSION_MAX_SECONDS, 86400),
    portalUrl: env.PORTAL_URL || DEFAULT_PORTAL_URL,
    helpUrl: env.HELP_URL || DEFAULT_HELP_URL,
    uiDist: env.UI_DIST || 'dist/ui',
    trustTls: flag(env.TRUST_TLS, false),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    bodyLimit: int(env.BODY_LIMIT_BYTES, 256 * 1024),
    logLevel: env.LOG_LEVEL || 'info',
    registerPerHour: int(env.RATE_LIMIT_REGISTER, 20),
    authPer15Minutes: int(env.RATE_LIMIT_AUTH, 30),
    workers: int(env.WORKERS, 1),
    accessCodeKey: env.ACCESS_CODE_KEY || undefined,
    accessCodeKeyFile: env.ACCESS_CODE_KEY_FILE || undefined,
    dataKey: env.DATA_KEY || undefined,
    dataKeyFile: env.DATA_KEY_FILE || undefined,
    dataKeyOther: env.DATA_KEY_OTHER || undefined,
    dataKeyOtherFile: env.DATA_KEY_OTHER_FILE || undefined,
    taxIdKey: env.TAX_ID_KEY || undefined,
    taxIdKeyOther: env.TAX_ID_KEY_OTHER || undefined,
    dataKeyRotationBatch: int(env.DATA_KEY_ROTATION_BATCH, 100, 1),
    dataKeyRotationPauseMs: int(env.DATA_KEY_ROTATION_PAUSE_MS, 0, 0),
    drainSeconds: int(env.DRAIN_SECONDS, 0, 0),
    overloadMaxRequests: int(env.OVERLOAD_MAX_REQUESTS, 24, 0),
    overloadDatabaseWaitMs: int(env.OVERLOAD_DATABASE_WAIT_MS, 1000, 0),
    overloadEventLoopDelayMs: int(env.OVERLOAD_EVENT_LOOP_DELAY_MS, 100, 0),
    overloadRetryAfterSeconds: int(env.OVERLOAD_RETRY_AFTER_SECONDS, 2, 1),
    now: () => new Date(),
  };
}

/** Why a configuration counts as a production one (empty: it does not). */
export function productionSignals(config: Pick<ServerConfig, 'production' | 'trustTls' | 'trustProxy'>): string[] {
  const signals: string[] = [];
  if (config.production) signals.push('NODE_ENV=production');
  if (config.trustTls) signals.push('TRUST_TLS');
  if (config.trustProxy !== false) signals.push('TRUST_PROXY');
  return signals;
}

/**
 * Test mode hands out access codes in answers and accepts test markers: on a server configured for
 * production that is refused unless TEST_MODE_IN_PRODUCTION says it is meant. Throws with the reason.
 */
export function assertSafeConfig(config: Pick<ServerConfig, 'testMode' | 'testModeInProduction' | 'production' | 'trustTls' | 'trustProxy'>): void {
  const signals = productionSignals(config);
  if (config.testMode && signals.length > 0 && !config.testModeInProduction) {
    throw new Error(
      `TEST_MODE is on, but this server is configured for production (${signals.join(', ')}). In test mode the registration answer ` +
        'carries the access code. Turn TEST_MODE off, or set TEST_MODE_IN_PRODUCTION=true if a test system behind TLS is really meant.',
    );
  }
}

/**
 * A configuration for tests and tools: in-memory storage, test mode, no logs, and an access-code key and
 * a data key of its own (servers built from one configuration share them, as servers of one database must).
 * No overload shedding: tests send bursts that are not overload, and a server in the test's own process
 * would measure the test's work on its event loop (src/server/__tests__/overload.test.ts turns it on).
 */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...configFromEnv({ NODE_ENV: 'test' }),
    dataDir: 'memory://',
    databaseUrl: process.env.DATABASE_URL || undefined,
    logLevel: 'silent',
    testMode: true,
    accessCodeKey: randomBytes(32).toString('base64'),
    dataKey: randomBytes(32).toString('base64'),
    overloadMaxRequests: 0,
    overloadDatabaseWaitMs: 0,
    overloadEventLoopDelayMs: 0,
    ...overrides,
  };
}
