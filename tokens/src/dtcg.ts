/**
 * Reads design-token files in the W3C Design Tokens Community Group format, version 2025.10
 * (https://www.designtokens.org/TR/2025.10/format/, colours: https://www.designtokens.org/TR/2025.10/color/):
 * checks them, resolves aliases and turns each token into a CSS value. tokens/tokens/*.tokens.json
 * are the one source of the design values; tokens/src/tokenSet.ts loads them with this module.
 *
 * It reads the part of the format the design system uses: the types below, groups with an inherited
 * `$type`, `$description`, `$extensions`, `$deprecated` and aliases written `{group.token}`. Every
 * other construction is reported as a problem rather than silently ignored.
 */

/** A file's name (for messages) and its parsed JSON. */
export interface TokenSource {
  name: string;
  tree: unknown;
}

/** One thing wrong in a token file: where, and what. */
export interface TokenIssue {
  file: string;
  /** The token's or group's dot path, `(file)` for the file itself. */
  path: string;
  problem: string;
}

/** The types this loader turns into CSS. */
export type TokenType = 'color' | 'dimension' | 'fontFamily' | 'fontWeight' | 'duration' | 'cubicBezier' | 'number';
const SUPPORTED_TYPES: readonly string[] = ['color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number'];
/** Types of the format module this loader does not convert (yet); named so the message can say so. */
const OTHER_FORMAT_TYPES: readonly string[] = ['strokeStyle', 'border', 'transition', 'shadow', 'gradient', 'typography'];

const TOKEN_PROPERTIES = new Set(['$value', '$type', '$description', '$extensions', '$deprecated']);
const GROUP_PROPERTIES = new Set(['$type', '$description', '$extensions', '$deprecated']);
const ROOT_PROPERTIES = new Set([...GROUP_PROPERTIES, '$schema']);

/** The named weights of the format module, with their numbers. */
const FONT_WEIGHTS: Record<string, number> = {
  thin: 100,
  hairline: 100,
  'extra-light': 200,
  'ultra-light': 200,
  light: 300,
  normal: 400,
  regular: 400,
  book: 400,
  medium: 500,
  'semi-bold': 600,
  'demi-bold': 600,
  bold: 700,
  'extra-bold': 800,
  'ultra-bold': 800,
  black: 900,
  heavy: 900,
  'extra-black': 950,
  'ultra-black': 950,
};

/** A token with its alias chain followed: `value` is the literal `$value` at the chain's end. */
export interface ResolvedToken {
  path: string;
  file: string;
  type: TokenType;
  value: unknown;
  /** The path this token's `$value` names, when it is an alias. */
  aliasOf?: string;
  description?: string;
}

interface RawToken {
  path: string;
  file: string;
  /** Own `$type` or the nearest group's. */
  type?: string;
  value: unknown;
  description?: string;
}

const ALIAS = /^\{([^{}]+)\}$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const show = (value: unknown) => JSON.stringify(value);

/** Walks one file: every token with its inherited type, and every structural problem. */
function collect(source: TokenSource, issues: TokenIssue[]): RawToken[] {
  const tokens: RawToken[] = [];
  const issue = (path: string, problem: string) => issues.push({ file: source.name, path: path || '(file)', problem });
  if (!isObject(source.tree)) {
    issue('', 'a token file must be a JSON object of groups and tokens');
    return tokens;
  }
  const walk = (node: Record<string, unknown>, path: string[], inheritedType: string | undefined) => {
    const here = path.join('.');
    const isToken = '$value' in node;
    const allowed = isToken ? TOKEN_PROPERTIES : path.length === 0 ? ROOT_PROPERTIES : GROUP_PROPERTIES;
    const children = Object.keys(node).filter((key) => !key.startsWith('$'));
    for (const key of Object.keys(node)) {
      if (key.startsWith('$') && !allowed.has(key)) issue(here, `unknown property "${key}" on a ${isToken ? 'token' : 'group'} (allowed: ${[...allowed].join(', ')})`);
    }
    if ('$description' in node && typeof node.$description !== 'string') issue(here, '$description must be a string');
    if ('$extensions' in node && !isObject(node.$extensions)) issue(here, '$extensions must be an object');
    let type = inheritedType;
    if ('$type' in node) {
      const own = node.$type;
      if (typeof own !== 'string' || !SUPPORTED_TYPES.includes(own)) {
        const known = typeof own === 'string' && OTHER_FORMAT_TYPES.includes(own);
        issue(here, known ? `$type "${own}" is in the format but tokens/src/dtcg.ts does not convert it to CSS (it reads: ${SUPPORTED_TYPES.join(', ')})` : `unknown $type ${show(own)} (known: ${SUPPORTED_TYPES.join(', ')})`);
        type = undefined;
      } else {
        type = own;
      }
    }
    if (isToken) {
      if (children.length) issue(here, `a token cannot hold other tokens or groups (${children.join(', ')}); move them into a group`);
      tokens.push({ path: here, file: source.name, type, value: node.$value, description: typeof node.$description === 'string' ? node.$description : undefined });
      return;
    }
    if (path.length > 0 && children.length === 0) {
      issue(here, 'missing $value (a token needs one; a group needs at least one token)');
      return;
    }
    for (const key of children) {
      const child = node[key];
      const childPath = [...path, key].join('.');
      if (/[{}.]/.test(key)) issue(childPath, 'a name must not contain "{", "}" or "."');
      else if (!isObject(child)) issue(childPath, `missing $value: found ${show(child)} where a token or group object belongs (write {"$value": ...})`);
      else walk(child, [...path, key], type);
    }
  };
  walk(source.tree, [], undefined);
  return tokens;
}

const COMPONENT = (value: unknown) => isNumber(value) && value >= 0 && value <= 1;
const toHex = (components: number[]) => `#${components.map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`;

/** Checks a literal `$value` against its type; returns the problem or undefined. */
function checkValue(type: TokenType, value: unknown): string | undefined {
  switch (type) {
    case 'color': {
      if (!isObject(value)) return `a color $value is an object {"colorSpace": "srgb", "components": [r, g, b], "alpha"?, "hex"?}, found ${show(value)}`;
      if (value.colorSpace !== 'srgb') return `colorSpace ${show(value.colorSpace)} is not read here: write colours in "srgb" (components 0 to 1)`;
      const components = value.components;
      if (!Array.isArray(components) || components.length !== 3 || !components.every(COMPONENT)) return `bad colour components ${show(components)}: srgb needs three numbers from 0 to 1 [red, green, blue]`;
      if ('alpha' in value && !COMPONENT(value.alpha)) return `bad alpha ${show(value.alpha)}: a number from 0 (transparent) to 1 (opaque)`;
      if ('hex' in value) {
        if (typeof value.hex !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value.hex)) return `bad hex ${show(value.hex)}: six-digit "#rrggbb" (alpha goes in "alpha")`;
        const fromComponents = toHex(components as number[]);
        if (value.hex.toLowerCase() !== fromComponents) return `hex ${value.hex} does not match the components ${show(components)} (${fromComponents}); change both together`;
      }
      for (const key of Object.keys(value)) if (!['colorSpace', 'components', 'alpha', 'hex'].includes(key)) return `unknown colour member "${key}"`;
      return undefined;
    }
    case 'dimension':
    case 'duration': {
      const units = type === 'dimension' ? ['px', 'rem'] : ['ms', 's'];
      if (!isObject(value) || !isNumber(value.value) || !units.includes(value.unit as string)) return `a ${type} $value is {"value": <number>, "unit": ${units.map((u) => `"${u}"`).join(' or ')}}, found ${show(value)}`;
      return undefined;
    }
    case 'fontFamily':
      if (typeof value === 'string' && value.trim()) return undefined;
      if (Array.isArray(value) && value.length > 0 && value.every((name) => typeof name === 'string' && name.trim())) return undefined;
      return `a fontFamily $value is a font name or a list of font names, found ${show(value)}`;
    case 'fontWeight':
      if ((isNumber(value) && value >= 1 && value <= 1000) || (typeof value === 'string' && value in FONT_WEIGHTS)) return undefined;
      return `a fontWeight $value is a number from 1 to 1000 or one of ${Object.keys(FONT_WEIGHTS).join(', ')}; found ${show(value)}`;
    case 'number':
      return isNumber(value) ? undefined : `a number $value is a JSON number, found ${show(value)}`;
    case 'cubicBezier':
      if (Array.isArray(value) && value.length === 4 && value.every(isNumber) && COMPONENT(value[0]) && COMPONENT(value[2])) return undefined;
      return `a cubicBezier $value is [x1, y1, x2, y2] with x1 and x2 from 0 to 1, found ${show(value)}`;
  }
}

/**
 * Checks one set of files that are read together (the shared file and one theme), and resolves every
 * alias in it. A path defined in two files, an alias to a missing token or group, a cycle and a value
 * that does not fit its type are all issues; tokens with issues are left out of `tokens`.
 */
export function resolveSources(sources: TokenSource[]): { tokens: Map<string, ResolvedToken>; issues: TokenIssue[] } {
  const issues: TokenIssue[] = [];
  const raw = new Map<string, RawToken>();
  for (const source of sources) {
    for (const token of collect(source, issues)) {
      const earlier = raw.get(token.path);
      if (earlier) issues.push({ file: token.file, path: token.path, problem: `also defined in ${earlier.file}; a path may be defined once` });
      else raw.set(token.path, token);
    }
  }
  const tokens = new Map<string, ResolvedToken>();
  const failed = new Set<string>();
  const resolve = (path: string, chain: string[]): ResolvedToken | undefined => {
    const done = tokens.get(path);
    if (done) return done;
    if (failed.has(path)) return undefined;
    const token = raw.get(path)!;
    const fail = (problem: string) => {
      issues.push({ file: token.file, path, problem });
      failed.add(path);
      return undefined;
    };
    const alias = typeof token.value === 'string' ? ALIAS.exec(token.value) : null;
    if (alias) {
      const target = alias[1];
      const trail = [...chain, path];
      if (trail.includes(target)) {
        // Every token of the cycle gets the message, each starting from itself.
        const cycle = trail.slice(trail.indexOf(target));
        cycle.forEach((member, i) => {
          issues.push({ file: raw.get(member)!.file, path: member, problem: `alias cycle: ${[...cycle.slice(i), ...cycle.slice(0, i), member].join(' → ')}` });
          failed.add(member);
        });
        return undefined;
      }
      if (!raw.has(target)) {
        const isGroup = [...raw.keys()].some((other) => other.startsWith(`${target}.`));
        return fail(isGroup ? `alias {${target}} names a group, not a token` : `alias {${target}} points to a missing token`);
      }
      const resolved = resolve(target, trail);
      if (!resolved) return failed.has(path) ? undefined : fail(`alias {${target}} points to a token that has problems of its own`);
      if (token.type && token.type !== resolved.type) return fail(`$type "${token.type}" but the alias {${target}} is a ${resolved.type}`);
      const result: ResolvedToken = { path, file: token.file, type: resolved.type, value: resolved.value, aliasOf: target, description: token.description };
      tokens.set(path, result);
      return result;
    }
    if (typeof token.value === 'string' && /[{}]/.test(token.value)) return fail(`${show(token.value)} is not an alias: an alias is the whole $value, "{group.token}"`);
    if (!token.type) return fail('no $type: set it on the token or on a group above it');
    const problem = checkValue(token.type as TokenType, token.value);
    if (problem) return fail(problem);
    const result: ResolvedToken = { path, file: token.file, type: token.type as TokenType, value: token.value, description: token.description };
    tokens.set(path, result);
    return result;
  };
  for (const path of raw.keys()) resolve(path, []);
  return { tokens, issues };
}

/** The shared files and each theme's file, as the design tool's token sets and themes. */
export interface TokenSetSources {
  shared: TokenSource[];
  themes: Record<string, TokenSource>;
}

const ownPaths = (source: TokenSource) => collect(source, []).map((token) => token.path);

/**
 * Every issue of a token set: each theme read with the shared files, and the themes against each
 * other (a token in one theme must be in every theme, with the same type).
 */
export function validateTokenSet(set: TokenSetSources): TokenIssue[] {
  const issues: TokenIssue[] = [];
  const seen = new Set<string>();
  const add = (issue: TokenIssue) => {
    const key = `${issue.file}|${issue.path}|${issue.problem}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(issue);
  };
  const resolved = Object.entries(set.themes).map(([theme, source]) => {
    const result = resolveSources([...set.shared, source]);
    result.issues.forEach(add);
    return { theme, source, tokens: result.tokens, paths: new Set(ownPaths(source)) };
  });
  for (const a of resolved) {
    for (const b of resolved) {
      if (a === b) continue;
      for (const path of a.paths) {
        if (!b.paths.has(path)) add({ file: b.source.name, path, problem: `missing in theme "${b.theme}" (it is in ${a.source.name}); every theme defines the same tokens` });
        else {
          const typeA = a.tokens.get(path)?.type;
          const typeB = b.tokens.get(path)?.type;
          if (typeA && typeB && typeA !== typeB && resolved.indexOf(a) < resolved.indexOf(b)) add({ file: b.source.name, path, problem: `is a ${typeB} in theme "${b.theme}" but a ${typeA} in theme "${a.theme}"` });
        }
      }
    }
  }
  return issues;
}

/** Thrown when token files break the format; the message lists every issue, one a line. */
export class TokenFormatError extends Error {
  constructor(readonly issues: TokenIssue[]) {
    super(`Design tokens do not follow the DTCG 2025.10 format (tokens/README.md):\n${issues.map((i) => `  ${i.file} › ${i.path}: ${i.problem}`).join('\n')}`);
    this.name = 'TokenFormatError';
  }
}

/** Loads a token set: throws TokenFormatError on any issue, else each theme's resolved tokens. */
export function loadTokenSet<Theme extends string>(set: { shared: TokenSource[]; themes: Record<Theme, TokenSource> }): Record<Theme, Map<string, ResolvedToken>> {
  const issues = validateTokenSet(set);
  if (issues.length) throw new TokenFormatError(issues);
  const out = {} as Record<Theme, Map<string, ResolvedToken>>;
  for (const theme of Object.keys(set.themes) as Theme[]) out[theme] = resolveSources([...set.shared, set.themes[theme]]).tokens;
  return out;
}

// CSS generic family names and system keywords, written without quotes.
const FONT_KEYWORDS = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded', 'math', 'emoji', 'fangsong', '-apple-system', 'BlinkMacSystemFont']);
const fontName = (name: string) => (FONT_KEYWORDS.has(name) || /^[A-Za-z]+$/.test(name) ? name : `"${name.replace(/"/g, '\\"')}"`);
const cssNumber = (n: number) => String(Number(n.toFixed(6)));

/** A resolved token as a CSS value: `#rrggbb` or `rgba()`, `1.1875rem`, `0`, `120ms`, a font stack, … */
export function toCss(token: Pick<ResolvedToken, 'type' | 'value'>): string {
  const value = token.value;
  switch (token.type) {
    case 'color': {
      const { components, alpha } = value as { components: number[]; alpha?: number };
      if (alpha === undefined || alpha === 1) return toHex(components);
      return `rgba(${components.map((c) => Math.round(c * 255)).join(', ')}, ${cssNumber(alpha)})`;
    }
    case 'dimension':
    case 'duration': {
      const { value: amount, unit } = value as { value: number; unit: string };
      return amount === 0 && token.type === 'dimension' ? '0' : `${cssNumber(amount)}${unit}`;
    }
    case 'fontFamily':
      return (Array.isArray(value) ? (value as string[]) : [value as string]).map(fontName).join(', ');
    case 'fontWeight':
      return String(typeof value === 'number' ? value : FONT_WEIGHTS[value as string]);
    case 'number':
      return cssNumber(value as number);
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).map(cssNumber).join(', ')})`;
  }
}

/** A dimension token in px as a number (for media queries and layout maths). */
export function toPx(token: ResolvedToken): number {
  const { value, unit } = token.value as { value: number; unit: string };
  if (token.type !== 'dimension' || unit !== 'px') throw new TokenFormatError([{ file: token.file, path: token.path, problem: `must be a dimension in px, found ${toCss(token)}` }]);
  return value;
}

/** Nested CSS values of every token below `group` (`''` for all), keyed as in the files. */
export function cssTree(tokens: Map<string, ResolvedToken>, group = ''): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  const prefix = group ? `${group}.` : '';
  for (const [path, token] of tokens) {
    if (!path.startsWith(prefix)) continue;
    const keys = path.slice(prefix.length).split('.');
    let node = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]] = toCss(token);
  }
  return tree;
}

/** The CSS shape of a token file's JSON type: every token becomes a string, `$` members vanish. */
export type CssOf<T> = { readonly [K in keyof T as K extends `$${string}` ? never : K]: T[K] extends { $value: unknown } ? string : CssOf<T[K]> };
