import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const pg = await PGlite.create('memory://'); console.log('create', Date.now() - t); t = Date.now();
const dump = await pg.dumpDataDir('none'); console.log('dump', Date.now() - t, dump.size); t = Date.now();
const pg2 = await PGlite.create({ loadDataDir: dump }); console.log('load', Date.now() - t);
