// `npm run tax-id-key:rekey` (compiled: `node dist/server/taxIdKeyRekey.js`): after a change of the
// tax-ID key, gives every person stored under the key before the keyed hash under the new one, while the
// servers serve (docs/operations.md, "Tax-ID key"). Run it once every server has TAX_ID_KEY=<new> and
// TAX_ID_KEY_OTHER=<before>, with the same settings. People signed in at that moment are left (a request
// of theirs in flight names them by the key before); it tries again after a pause, and says how many
// are left when it gives up: run it again later. A run cut off anywhere is finished by the next.
import { checkedTaxIds, openAccessCodes } from '../app';
import { configFromEnv } from '../config';
import { openDataCipher } from '../dataKeyRotation';
import { rekeyPeople } from '../store/taxIdKeys';
import { countFromEnv, openCommandDatabase, runCommand } from './command';

const BATCH = 500;

async function main() {
  const config = configFromEnv();
  // Runs while people are left (signed in), with a pause between.
  const ROUNDS = countFromEnv('TAX_ID_REKEY_ROUNDS', 5, 1);
  const PAUSE_MS = countFromEnv('TAX_ID_REKEY_PAUSE_MS', 60_000, 0);
  const { db, close } = await openCommandDatabase(
    config,
    'tax-id-key:rekey',
    'A server on the embedded database re-keys people itself at its start and hourly: restart it with TAX_ID_KEY=<new key> and TAX_ID_KEY_OTHER=<key before>.',
  );
  try {
    const { key: accessCodeKey } = await openAccessCodes(config, db);
    const taxIds = await checkedTaxIds(config, db, accessCodeKey);
    const { cipher: dataCipher } = await openDataCipher(config, db);
    const totals = { people: 0, letters: 0 };
    let left = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const outcome = await rekeyPeople({ db, dataCipher, taxIds }, { batchSize: BATCH, from: 'any' });
      totals.people += outcome.people;
      totals.letters += outcome.letters;
      left = outcome.left;
      console.log(`Round ${round}: ${outcome.people} people given the key ${taxIds.ownPrefix}…, ${outcome.letters} letters; ${outcome.left} left (signed in now).`);
      if (left === 0 || round === ROUNDS) break;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    console.log(`Re-keyed ${totals.people} people and ${totals.letters} letters of people no longer stored.`);
    if (left > 0) {
      console.log(`${left} people were signed in at every round: run this again later (a session ends at logout or after its lifetime). Keep TAX_ID_KEY_OTHER until then.`);
      process.exitCode = 3;
    } else {
      console.log(`Every person is under the key ${taxIds.ownPrefix}… now: remove TAX_ID_KEY_OTHER from every server, one at a time.`);
    }
  } finally {
    await close();
  }
}

runCommand(import.meta.url, main);
