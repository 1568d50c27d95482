// Housekeeping: the retention jobs (retention.ts: expired sessions, drafts, summaries, submissions,
// users, printed letters, rate-limit counters, page statistics), at start and hourly; then the
// re-keying of people stored under another key than the tax ID's own keyed hash (store/taxIdKeys.ts).
import type { ServerConfig } from '../config';
import type { Db } from '../db/index';
import { runRetention } from '../retention';
import type { RekeyOutcome } from '../store/taxIdKeys';
import { serverWide } from './serverWide';

const HOUR_MS = 60 * 60 * 1000;

export const housekeepingPlugin = serverWide<{ config: ServerConfig; db: Db; rekey?: (stopped: () => boolean) => Promise<RekeyOutcome> }>('housekeeping', async (app, { config, db, rekey }) => {
  let closing = false;
  let running: Promise<void> | undefined;
  const housekeeping = () => {
    // One run at a time: a long first run (a backlog) is not overtaken by the next hour's.
    running ??= (async () => {
      try {
        const deleted = await runRetention(db, config);
        // Counts per table only: nothing of the rows themselves.
        if (Object.values(deleted).some((n) => n > 0)) app.log.info({ deleted }, 'retention: deleted expired rows');
        if (rekey) {
          // Counts only: nothing of the people themselves.
          const rekeyed = await rekey(() => closing);
          if (rekeyed.people || rekeyed.letters) app.log.info({ rekeyed }, 'tax IDs: people given the keyed hash as their key');
        }
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  // The first run goes on in the background while the server starts serving: a backlog (a national-size
  // database after a long stop) must not hold the start past the plugin timeout. Closing waits for it.
  void housekeeping();
  // For tests that count what a retention job deletes: the run going on (the first one) finishes first.
  app.decorate('housekeepingSettled', async () => {
    await running;
  });
  const timer = setInterval(housekeeping, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
});
