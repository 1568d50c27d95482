// Drafts (drafts): the wizard's answers, saved on every step and kept 25 days after the last save,
// with where the wizard stood (the screen shown, the screens visited). Both are sealed with the data
// key here (../sealedData.ts): callers give and get plain values.
import type { FastifyBaseLogger } from 'fastify';
import type { DraftProgress } from '../../domain/api/schemas';
import type { FormDocument } from '../../domain/forms/index';
import type { DataCipher } from '../dataKey';
import { deleteStep, inBatches } from '../db/batches';
import type { DraftRow, Queryable } from '../db/index';
import { mask } from '../errors';
import { DataIntegrityError, openDraftDocument, openDraftProgress, sealDraftDocument, sealDraftProgress } from '../sealedData';

export const DRAFT_RETENTION_DAYS = 25;

/** What reading and writing drafts needs: the database and the data key. */
export type DraftStore = { db: Queryable; dataCipher: DataCipher };

const cutoffOf = (now: Date) => new Date(now.getTime() - DRAFT_RETENTION_DAYS * 86_400_000);

/**
 * The saved draft unless it is older than the retention time (the purge job may not have run yet).
 * A stored draft that does not open (altered, or sealed under another data key) counts as none; the
 * log says so, without any of its content.
 */
export async function loadDraft(store: DraftStore, idNr: string, formModelName: string, now: Date, log: FastifyBaseLogger) {
  const row = (
    await store.db.query<Pick<DraftRow, 'document' | 'saved_at'>>('SELECT document, saved_at FROM drafts WHERE id_nr = $1 AND form_model_name = $2 AND saved_at >= $3', [
      idNr,
      formModelName,
      cutoffOf(now),
    ])
  )[0];
  if (!row) return undefined;
  try {
    return { document: openDraftDocument(store.dataCipher, idNr, formModelName, row.document), savedAt: new Date(row.saved_at) };
  } catch (error) {
    if (!(error instanceof DataIntegrityError)) throw error;
    log.error({ table: 'drafts', idNr: mask(idNr), formModelName, reason: error.message }, 'stored draft does not open; treated as missing');
    return undefined;
  }
}

/** What the year screen learns of a draft: when it was saved and where the wizard stood (docs/api.md). */
export interface DraftStatus {
  savedAt: Date;
  progress: DraftProgress | null;
  /** The draft itself, opened (it is opened anyway to know that it opens); a rendered wizard screen reuses it. */
  document: FormDocument;
}

/**
 * The drafts of one person within the retention time, by form model. A draft whose document does not
 * open counts as none (as in loadDraft); a progress that does not open counts as unknown. One index
 * range of the primary key (id_nr, form_model_name).
 */
export async function loadDraftStatuses(store: DraftStore, idNr: string, now: Date, log: FastifyBaseLogger): Promise<Map<string, DraftStatus>> {
  const rows = await store.db.query<Pick<DraftRow, 'form_model_name' | 'document' | 'progress' | 'saved_at'>>(
    'SELECT form_model_name, document, progress, saved_at FROM drafts WHERE id_nr = $1 AND saved_at >= $2',
    [idNr, cutoffOf(now)],
  );
  const statuses = new Map<string, DraftStatus>();
  for (const row of rows) {
    let document: FormDocument;
    try {
      document = openDraftDocument(store.dataCipher, idNr, row.form_model_name, row.document);
    } catch (error) {
      if (!(error instanceof DataIntegrityError)) throw error;
      log.error({ table: 'drafts', idNr: mask(idNr), formModelName: row.form_model_name, reason: error.message }, 'stored draft does not open; treated as missing');
      continue;
    }
    let progress: DraftProgress | null = null;
    if (row.progress !== null) {
      try {
        progress = openDraftProgress(store.dataCipher, idNr, row.form_model_name, row.progress);
      } catch (error) {
        if (!(error instanceof DataIntegrityError)) throw error;
        log.error({ table: 'drafts', column: 'progress', idNr: mask(idNr), formModelName: row.form_model_name, reason: error.message }, 'stored draft progress does not open; treated as unknown');
      }
    }
    statuses.set(row.form_model_name, { savedAt: new Date(row.saved_at), progress, document });
  }
  return statuses;
}

/**
 * Saves the draft. `progress` (where the wizard stood) is stored with it when given; a save without it
 * (the summary's, a client that does not send it) keeps the progress stored before.
 */
export async function saveDraft(store: DraftStore, idNr: string, formModelName: string, document: unknown, now: Date, progress?: DraftProgress): Promise<void> {
  await store.db.query(
    `INSERT INTO drafts (id_nr, form_model_name, document, saved_at, progress) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id_nr, form_model_name) DO UPDATE SET document = EXCLUDED.document, saved_at = EXCLUDED.saved_at,
       progress = COALESCE(EXCLUDED.progress, drafts.progress)`,
    [
      idNr,
      formModelName,
      sealDraftDocument(store.dataCipher, idNr, formModelName, document),
      now,
      progress ? sealDraftProgress(store.dataCipher, idNr, formModelName, progress) : null,
    ],
  );
}

/** Drafts last saved before `cutoff` (index drafts_saved_at), in batches; a draft saved meanwhile stays. */
export async function deleteDraftsSavedBefore(db: Queryable, cutoff: Date, batchSize: number): Promise<number> {
  return inBatches(
    batchSize,
    deleteStep(
      db,
      `DELETE FROM drafts WHERE (id_nr, form_model_name) IN (SELECT id_nr, form_model_name FROM drafts WHERE saved_at < $2 LIMIT $1)
         AND saved_at < $2 RETURNING 1`,
      [cutoff],
    ),
  );
}
