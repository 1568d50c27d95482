// Types of scripts/build-server.mjs (a plain ES module run by Node), for the TypeScript that imports it.
export declare const ROOT: string;
export declare const DEFAULT_OUT_DIR: string;
/** Server modules that run on their own (threads, initdb) and are compiled as separate entry points. */
export declare const SEPARATE_MODULES: string[];
/** The compiled file name of a separate module, e.g. 'db/pgliteThread.ts' → 'db-pgliteThread.js'. */
export declare function compiledModuleName(source: string): string;
export declare const SERVER_NODE_ARGS: string[];
export declare const SERVER_ENV: { MALLOC_ARENA_MAX: string };
export declare const SERVER_SOURCES: string[];
export declare function serverBuildIsStale(outDir?: string): boolean;
export declare function buildServer(options?: { outDir?: string; logLevel?: string }): Promise<unknown>;
