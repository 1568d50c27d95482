// The server's SQL lives in its store (src/server/store/, one module per kind of record) and its
// database layer (src/server/db/: the connection and the migrations); routes, plugins, jobs and
// rendered pages call the store (issue 39, docs/architecture.md). Every string and template literal
// of the server's code elsewhere is searched for a statement; comments are not code and do not count.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = 'src/server';
const ALLOWED = ['src/server/store/', 'src/server/db/'];

/** SQL as this code writes it: keywords in capitals, at the start of a statement or clause. */
const STATEMENT = /\b(SELECT\s+[\w*(]|INSERT\s+INTO|UPDATE\s+\w+(\s+\w+)?\s+SET|DELETE\s+FROM|ON\s+CONFLICT|CREATE\s+(TABLE|INDEX|SCHEMA)|ALTER\s+TABLE|DROP\s+TABLE|pg_advisory)/;

function serverFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : serverFiles(rel);
    return /\.(m|c)?tsx?$/.test(entry.name) && !/\.(test|d)\.(m|c)?tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** The statements in a source text's string and template literals, each with its line. */
export function statementsIn(source: string, file = 'file.ts'): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const text = node.text;
      if (STATEMENT.test(text)) found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.replace(/\s+/g, ' ').trim().slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('SQL only in the store and the database layer', () => {
  it('finds a statement in a string or a template, not in a comment or an English sentence', () => {
    expect(statementsIn("await db.query('SELECT * FROM users WHERE id_nr = $1', [id]);")).toHaveLength(1);
    expect(statementsIn('await db.query(`UPDATE sessions s SET locale = $2 WHERE id = ${x}`);')).toHaveLength(1);
    expect(statementsIn("const q = 'INSERT INTO letters (id) VALUES ($1) ON CONFLICT DO NOTHING';")).toHaveLength(1);
    expect(statementsIn("// SELECT * FROM users\nconst help = 'Select your tax office, then delete from the list what is wrong';")).toEqual([]);
  });

  it('fails on a statement planted in a route', () => {
    const route = readFileSync(path.join(root, 'src/server/routes/session.ts'), 'utf8');
    expect(statementsIn(route, 'src/server/routes/session.ts')).toEqual([]);
    const planted = `${route}\nexport const count = (db: { query(sql: string): Promise<unknown> }) => db.query('SELECT count(*) FROM sessions');\n`;
    expect(statementsIn(planted, 'src/server/routes/session.ts')).toEqual([expect.stringMatching(/^src\/server\/routes\/session\.ts:\d+: SELECT count\(\*\) FROM sessions$/)]);
  });

  it('no server file outside src/server/store and src/server/db holds a statement', () => {
    const files = serverFiles(SERVER);
    expect(files.length).toBeGreaterThan(60);
    expect(files.some((file) => file.startsWith('src/server/store/'))).toBe(true);
    const outside = files.filter((file) => !ALLOWED.some((dir) => file.startsWith(dir)));
    expect(outside.flatMap((file) => statementsIn(readFileSync(path.join(root, file), 'utf8'), file))).toEqual([]);
    // The store does hold them (the search would find them there).
    expect(statementsIn(readFileSync(path.join(root, 'src/server/store/sessions.ts'), 'utf8')).length).toBeGreaterThan(5);
  });
});
