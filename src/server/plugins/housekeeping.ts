// Housekeeping: expired sessions and drafts older than their retention time, at start and hourly.
import type { ServerConfig } from '../config';
import type { Db } from '../db/index';
import { purgeDrafts } from '../routes/drafts';
import { purgeExpiredSessions } from '../session';
import { serverWide } from './serverWide';

const HOUR_MS = 60 * 60 * 1000;

export const housekeepingPlugin = serverWide<{ config: ServerConfig; db: Db }>('housekeeping', async (app, { config, db }) => {
  const housekeeping = async () => {
    try {
      const sessions = await purgeExpiredSessions(db, config);
      const drafts = await purgeDrafts(db, config.now());
      if (sessions || drafts) app.log.info({ sessions, drafts }, 'purged expired data');
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  await housekeeping();
  const timer = setInterval(housekeeping, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
