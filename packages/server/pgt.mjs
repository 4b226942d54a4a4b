import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const db = new PGlite();
await db.waitReady;
console.log('ready', Date.now() - t);
await db.exec('create table a (x int)');
t = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const db2 = new PGlite({ loadDataDir: dump });
await db2.waitReady;
console.log('load', Date.now() - t);
console.log((await db2.query('select count(*) from a')).rows);
