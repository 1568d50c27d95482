// Property-based fuzzing of every route (fuzz.test.ts and `npm run reliability`): random JSON, wrong
// types, huge strings, deep nesting, prototype-pollution keys, broken headers. Nothing may answer 5xx.
import fc from 'fast-check';
import { ROUTE_TABLE, routeKey, type RouteSpec } from './routes';

export interface RawRequest {
  method: string;
  path: string;
  /** Sent as is (already JSON text, or deliberately not JSON). */
  body?: string;
  headers?: Record<string, string>;
}

/** Sends a request with the fuzzing user's session and CSRF token; answers the status code. */
export type Send = (request: RawRequest) => Promise<number>;

const STRANGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u202e\u0041',
  '💶🇩🇪',
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'EEZ-AAAA-BBBB-CCCC',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  '1e309',
  '-0',
  'true',
  'null',
];

const POLLUTION = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString', 'valueOf'];

const strangeString = fc.oneof(
  fc.constantFrom(...STRANGE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 200 }),
  fc.tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom('x', 'ä', '€', '\u0000', '💶')).map(([n, c]) => c.repeat(n)),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 4 }),
  strangeString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(strangeString, { maxLength: 5 }),
  fc.dictionary(fc.oneof(fc.constantFrom(...POLLUTION), fc.string({ maxLength: 10 })), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

/** JSON text nested `depth` levels deep, as arrays or objects, optionally around a route's body. */
function deeplyNested(depth: number, kind: 'array' | 'object', key?: string): string {
  const inner = kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  return key ? `{"${key}":${inner}}` : inner;
}

/** Raw JSON text whose keys try to reach Object.prototype (JSON.stringify would drop them). */
function pollutionText(key: string | undefined, pollutant: string): string {
  const payload = `{"${pollutant}":{"polluted":"yes","isAdmin":true}}`;
  return key ? `{"${key}":${payload},"${pollutant}":{"polluted":"yes"}}` : payload;
}

/** A body for the route: well-formed around one broken field, or broken as a whole. */
export function bodyArbitrary(route: Pick<RouteSpec, 'body'>): fc.Arbitrary<string> {
  const sample = route.body ?? {};
  const keys = Object.keys(sample);
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant(undefined);
  const replaced = fc.tuple(key, anyValue).map(([k, value]) => JSON.stringify(k ? { ...sample, [k]: value } : { value }));
  const removed = key.map((k) => {
    const copy: Record<string, unknown> = { ...sample };
    if (k) delete copy[k];
    return JSON.stringify(copy);
  });
  const extra = fc.tuple(fc.string({ maxLength: 20 }), anyValue).map(([k, value]) => JSON.stringify({ ...sample, [k]: value }));
  const whole = anyValue.map((value) => JSON.stringify(value) ?? 'null');
  const nested = fc
    .tuple(fc.integer({ min: 10, max: 60_000 }), fc.constantFrom<'array' | 'object'>('array', 'object'), key)
    .map(([depth, kind, k]) => deeplyNested(depth, kind, k));
  const polluted = fc.tuple(key, fc.constantFrom('__proto__', 'constructor')).map(([k, p]) =>
    p === 'constructor' ? (k ? `{"${k}":{"constructor":{"prototype":{"polluted":"yes"}}}}` : '{"constructor":{"prototype":{"polluted":"yes"}}}') : pollutionText(k, p),
  );
  // prepareSummaryPage and drafts carry a document: attack its insides too.
  const documentAttack = fc
    .tuple(fc.constantFrom(...POLLUTION), anyValue, fc.integer({ min: 1, max: 5_000 }))
    .map(([pollutant, value, depth]) => {
      const doc = `{"${pollutant}":{"polluted":"yes"},"personA":{"${pollutant}":{"x":1}},"deep":${deeplyNested(depth, 'object')},"v":${JSON.stringify(value) ?? 'null'}}`;
      if ('formdata' in sample) return JSON.stringify({ ...sample, formdata: doc });
      if ('document' in sample) return `{"document":${doc}}`;
      return doc;
    });
  const garbage = fc.oneof(fc.string({ maxLength: 100 }), fc.constantFrom('', '{', '[', 'nul', '{"a":}', '\u0000', '{"a":1}{"b":2}'));
  return fc.oneof(replaced, removed, extra, whole, nested, polluted, documentAttack, garbage);
}

/** Broken headers around an otherwise valid request. */
export const headerArbitrary: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-language': fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('de', 'en', '*', 'xx-YY;q=0', ',,,', 'de;q=abc')),
    'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/x-www-form-urlencoded', 'text/plain', ''),
    'x-csrf-token': fc.oneof(fc.string({ maxLength: 64 }), fc.constant('A'.repeat(32))),
    cookie: fc.oneof(fc.string({ maxLength: 80 }).map((s) => `ee_session=${s}`), fc.constantFrom('ee_session=', 'ee_session=A; ee_session=B', '=;=;', 'ee_session=%zz')),
  },
  { requiredKeys: [] },
);

/** Random path parameters, query strings and broken URLs for GET routes. */
export function pathArbitrary(route: RouteSpec): fc.Arbitrary<string> {
  const part = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...STRANGE_STRINGS), fc.constantFrom('%zz', '%00', '..%2f..%2f', 'A'.repeat(32), 'x'.repeat(5000)));
  const encode = (s: string) => {
    if (/%/.test(s)) return s;
    try {
      return encodeURIComponent(s);
    } catch {
      return '%ED%A0%80'; // a lone surrogate as UTF-8 bytes: not decodable
    }
  };
  const withParams = fc.array(part, { minLength: 3, maxLength: 3 }).map((values) => {
    let i = 0;
    return route.url.replace(/:[A-Za-z]+|\*/g, () => encode(values[i++]));
  });
  const withQuery = fc.tuple(part, part).map(([name, value]) => `${route.path}?${encode(name)}=${encode(value)}&lang=${encode(value)}`);
  return fc.oneof(withParams, withQuery);
}

export interface FuzzFigures {
  inputs: number;
  failures: string[];
}

/** Routes to fuzz: every route of the server, with the table's sample where the table knows it. */
export function fuzzTargets(routeList: readonly { method: string; url: string }[]): RouteSpec[] {
  const table = new Map(ROUTE_TABLE.map((r) => [routeKey(r), r]));
  return routeList
    .filter((r) => r.method === 'GET' || r.method === 'POST')
    .map((r) => table.get(routeKey(r)) ?? { method: r.method as 'GET' | 'POST', url: r.url, access: 'public', path: r.url.replace(/:[A-Za-z]+|\*/g, 'x'), ownership: 'none' });
}

/**
 * Runs `runsPerRoute` random requests against every route; a 5xx answer or a polluted
 * Object.prototype counts as a failure (fast-check shrinks it and reports the smallest input).
 */
export async function fuzzAllRoutes(args: {
  routes: RouteSpec[];
  send: Send;
  runsPerRoute: number;
  beforeRoute?: (route: RouteSpec) => Promise<void>;
  seed?: number;
}): Promise<FuzzFigures> {
  let inputs = 0;
  const failures: string[] = [];
  const check = (status: number, what: string) => {
    inputs += 1;
    const polluted = ({} as Record<string, unknown>).polluted !== undefined || ({} as Record<string, unknown>).isAdmin !== undefined;
    if (status >= 500 || polluted) throw new Error(`${what} answered ${status}${polluted ? ' and polluted Object.prototype' : ''}`);
  };
  const run = async (name: string, property: fc.IAsyncProperty<unknown[]>) => {
    const result = await fc.check(property, { numRuns: args.runsPerRoute, seed: args.seed, endOnFailure: false, maxSkipsPerRun: 0 });
    if (result.failed) failures.push(`${name}: ${fc.defaultReportMessage(result) ?? 'failed'}`.slice(0, 2_000));
  };
  for (const route of args.routes) {
    await args.beforeRoute?.(route);
    if (route.method === 'POST') {
      await run(
        routeKey(route),
        fc.asyncProperty(bodyArbitrary(route), async (body) => check(await args.send({ method: 'POST', path: route.path, body }), `POST ${route.path}`)),
      );
      await run(
        `${routeKey(route)} headers`,
        fc.asyncProperty(headerArbitrary, async (headers) =>
          check(await args.send({ method: 'POST', path: route.path, body: JSON.stringify(route.body ?? {}), headers }), `POST ${route.path} with headers`),
        ),
      );
    } else {
      await run(
        routeKey(route),
        fc.asyncProperty(pathArbitrary(route), headerArbitrary, async (path, headers) => check(await args.send({ method: 'GET', path, headers }), `GET ${path}`)),
      );
    }
  }
  return { inputs, failures };
}
