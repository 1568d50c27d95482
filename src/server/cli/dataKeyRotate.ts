// `npm run data-key:rotate` (compiled: `node dist/server/dataKeyRotate.js`): seals every stored value again
// under the new data key while the servers serve; the work is ../dataKeyRotation.ts's (docs/operations.md,
// "Data key rotation").
import { configFromEnv } from '../config';
import { openDataCipher, rotateDataKey, type RotationLog } from '../dataKeyRotation';
import { openCommandDatabase, runCommand } from './command';

async function main() {
  const config = configFromEnv();
  // The embedded database's folder is one process's at a time: its server rotates at its start instead.
  const { db, close } = await openCommandDatabase(
    config,
    'data-key:rotate',
    'A server on the embedded database rotates the key itself: restart it with DATA_KEY=<new key> and DATA_KEY_OTHER=<present key>.',
  );
  try {
    const { cipher, rotationPending } = await openDataCipher(config, db);
    if (!rotationPending) {
      console.log(
        cipher.otherKeyChecks().length
          ? 'Nothing to rotate: the database is sealed under DATA_KEY already. Give the servers DATA_KEY alone (configuration C).'
          : 'Nothing to rotate: give DATA_KEY the new key and DATA_KEY_OTHER the present one (configuration B).',
      );
      return;
    }
    const log: RotationLog = {
      info: (fields, message) => console.log(`${message} ${JSON.stringify(fields)}`),
      error: (fields, message) => console.error(`${message} ${JSON.stringify(fields)}`),
    };
    const result = await rotateDataKey(db, cipher, { batchSize: config.dataKeyRotationBatch, pauseMs: config.dataKeyRotationPauseMs, log });
    console.log(`Data key rotation ${result.outcome}: ${result.rows} rows read, ${result.resealed} sealed again, ${result.unreadable} values that open under neither key.`);
    if (result.outcome === 'finished') console.log('Now give every server DATA_KEY alone (configuration C); the old key opens nothing any more.');
    if (result.outcome === 'unsettled') process.exitCode = 1;
  } finally {
    await close();
  }
}

runCommand(import.meta.url, main);
