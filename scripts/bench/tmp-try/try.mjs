import { register } from 'tsx/esm/api';
register();
const { startServer, rssOf } = await import('/work/main/scripts/bench/server.mjs');
const api = await import('/work/main/scripts/bench/api.ts');
const srv = await startServer({ uiDist: '/tmp/bench-dist' });
try {
  const ctx = await api.journeyContext(srv.base);
  console.log(ctx.declaration);
  const users = await api.createUsers(srv.base, 4);
  const t = new Map();
  await api.journey(ctx, users[0], t);
  console.log(Object.fromEntries([...t].map(([k, v]) => [k, v.map((x) => x.toFixed(1))])));
  const r = await api.runLoad(ctx, users, 4, 5);
  console.log(JSON.stringify(r, null, 1), rssOf(srv.pid));
  console.log(await api.sizeCosts(ctx, users[1], [1, 10, 90], 2));
} catch (e) { console.error(e); console.error(srv.log()); }
await srv.stop();
