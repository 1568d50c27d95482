// Entry point: `npx tsx src/server/main.ts` (configuration: src/server/config.ts, docs/operations.md).
import { buildServer } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const app = await buildServer(config);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { testMode: config.testMode, database: config.databaseUrl ? 'postgres' : 'pglite', ui: `http://localhost:${config.port}/erklaerung/ui/` },
  'Einfach Erklären is running',
);
