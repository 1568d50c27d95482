// The data key at a server's start, and its rotation (docs/operations.md, "Data key rotation").
// A rotation goes in three configurations, each rolled out to every server before the next:
//   A. DATA_KEY=old, DATA_KEY_OTHER=new: every server opens values under both keys, seals under the old;
//   B. DATA_KEY=new, DATA_KEY_OTHER=old: every server seals under the new key; then the rotation seals
//      every stored value again under the new key, in batches, while the servers serve
//      (`npm run data-key:rotate`; a server on the embedded database does it itself, being the only one);
//      at its end the database's key is the new one and the old key is retired;
//   C. DATA_KEY=new: the old key opens nothing any more, and a server given it refuses to start.
// A rotation cut off (a crash, SIGKILL) is resumed by running it again: values already under the new
// key are skipped.
import type { ServerConfig } from './config';
import { DataCipher, loadDataKey, loadOtherDataKey } from './dataKey';
import type { Db } from './db/index';
import { resealUnderNewKey, type ResealBatch } from './store/sealing';
import { DATA_KEY_CHECK, finishDataKeyRotation, isRetiredDataKey, keepFirstValue } from './store/serverKeys';

export interface OpenedDataKey {
  cipher: DataCipher;
  /** True while stored values may still be sealed under the other key (configuration B before the rotation ends). */
  rotationPending: boolean;
}

/**
 * The cipher of the declarations at rest. The database remembers which key sealed them: a server with
 * another key could open none of them (and would seal new ones no other server can open), so it refuses
 * to start instead; so does a server given a key a rotation retired. During a rotation the database's
 * key may be the server's other key (configuration B).
 */
export async function openDataCipher(config: ServerConfig, db: Db): Promise<OpenedDataKey> {
  const { key, source } = await loadDataKey(config);
  const other = await loadOtherDataKey(config);
  const cipher = new DataCipher(key, other ? [other.key] : []);
  const check = cipher.keyCheck();
  if (await isRetiredDataKey(db, check)) {
    throw new Error(
      `The data key (from ${source}) was retired by a data key rotation: this database's declarations are encrypted with the new key. ` +
        'Give every server the new key as DATA_KEY or DATA_KEY_FILE (docs/operations.md, "Data key rotation").',
    );
  }
  const stored = await keepFirstValue(db, DATA_KEY_CHECK, check);
  if (stored === check) return { cipher, rotationPending: false };
  if (stored !== undefined && cipher.otherKeyChecks().includes(stored)) return { cipher, rotationPending: true };
  throw new Error(
    `The data key (from ${source}) is not the one this database's declarations were encrypted with. ` +
      'Give every server of one database the same DATA_KEY or DATA_KEY_FILE (docs/operations.md, "Data key").',
  );
}

export interface RotationLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * `unsettled`: three passes in a row still found values under the old key, so something still seals under
 * it (a server left in configuration A); the old key is not retired, and the rotation is run again later.
 */
export type RotationResult = { outcome: 'finished' | 'nothing to do' | 'stopped' | 'unsettled'; rows: number; resealed: number; unreadable: number };

/**
 * Seals every stored value again under the cipher's own key (configuration B), then makes that key the
 * database's and retires the other. A second pass follows any pass that sealed something, so a value
 * written under the old key by a server not yet in configuration B is caught; the old key is retired
 * only after a pass that found nothing under it (at most three passes, else `unsettled`).
 */
export async function rotateDataKey(
  db: Db,
  cipher: DataCipher,
  options: { batchSize: number; pauseMs: number; log: RotationLog; stopped?: () => boolean },
): Promise<RotationResult> {
  const to = cipher.keyCheck();
  const from = await keepFirstValue(db, DATA_KEY_CHECK, to);
  const totals = { rows: 0, resealed: 0, unreadable: 0 };
  if (from === to || from === undefined) return { outcome: 'nothing to do', ...totals };
  if (!cipher.otherKeyChecks().includes(from)) throw new Error("Neither of this process's data keys is the database's: DATA_KEY_OTHER must be the database's present key.");
  const afterBatch = async (batch: ResealBatch) => {
    options.log.info({ table: batch.table, rows: batch.rows, resealed: batch.resealed }, 'data key rotation: batch sealed again under the new key');
    for (const { column } of batch.unreadable) options.log.error({ table: batch.table, column }, 'data key rotation: a stored value opens under neither key; left as it is');
    if (options.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  };
  let settled = false;
  for (let pass = 0; pass < 3 && !settled; pass++) {
    const done = await resealUnderNewKey(db, cipher, { batchSize: options.batchSize, afterBatch, stopped: options.stopped });
    totals.rows += done.rows;
    totals.resealed += done.resealed;
    totals.unreadable = done.unreadable;
    if (options.stopped?.()) return { outcome: 'stopped', ...totals };
    settled = done.resealed === 0;
  }
  if (!settled) {
    options.log.error(totals, 'data key rotation unsettled: values are still being sealed under the old key (is a server still in configuration A?); the old key stays until a run finds none');
    return { outcome: 'unsettled', ...totals };
  }
  if (!(await finishDataKeyRotation(db, from, to))) return { outcome: 'nothing to do', ...totals };
  options.log.info(totals, 'data key rotation finished: the old key is retired');
  return { outcome: 'finished', ...totals };
}
