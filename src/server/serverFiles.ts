// Where the server finds its own files (migrations, year models, help, the XSD) and the modules it runs
// on threads and in helper processes. From source (tsx, vitest) they lie under src/server, next to this
// module. The compiled server (scripts/build-server.mjs) is a flat set of files directly in dist/server,
// with the same data files copied under it at the same relative paths: either way they are found from
// this module's URL.
import { fileURLToPath } from 'node:url';

const here = import.meta.url;

/** True in the compiled server (JavaScript in dist/server), false when the TypeScript runs from source. */
export const compiled = !here.endsWith('.ts');

const serverDirUrl = new URL('.', here);

/** The server's folder: src/server from source, dist/server compiled. */
export const SERVER_DIR = fileURLToPath(serverDirUrl);

/** A data file or folder of the server by its path under src/server, e.g. `db/migrations`. */
export function serverFile(relative: string): string {
  return fileURLToPath(new URL(relative, serverDirUrl));
}

/** The compiled file of a module run on its own: `db/pgliteThread.ts` is `dist/server/db-pgliteThread.js`. */
export function compiledModuleName(source: string): string {
  return `${source.replace(/\.ts$/, '').replaceAll('/', '-')}.js`;
}

/**
 * A module run on a thread or in a process of its own, by its source path under src/server
 * (`db/pgliteThread.ts`); scripts/build-server.mjs compiles each one (`SEPARATE_MODULES`).
 */
export function serverModule(source: string): URL {
  return new URL(compiled ? compiledModuleName(source) : source, serverDirUrl);
}

/** Node's arguments that run a module of `serverModule` as a process (from source through threads/entry.mjs). */
export function moduleProcessArgs(source: string): string[] {
  const module = serverModule(source);
  return compiled ? [fileURLToPath(module)] : [serverFile('threads/entry.mjs'), module.href];
}
