// Makes a new PGlite data folder (initdb) in a process of its own, started by openDb (index.ts) when
// the folder holds no database yet. PGlite keeps what initdb used, several hundred MB, for as long as
// the instance lives, and freed memory of a thread stays with the server process; a process of its
// own gives all of it back when it ends. The folder comes in PGLITE_INIT_DIR.
import { openPglite } from './pglite';

const dataDir = process.env.PGLITE_INIT_DIR;
if (!dataDir) throw new Error('PGLITE_INIT_DIR is not set');
const pg = await openPglite(dataDir);
await pg.close();
