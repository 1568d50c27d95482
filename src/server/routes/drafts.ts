// Drafts: the wizard's answers, saved on every step and kept 25 days after the last save. The document
// is stored sealed with the data key (sealedData.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DraftRequest, type DraftResponse } from '../../domain/api/schemas';
import type { DataCipher } from '../dataKey';
import { deleteStep, inBatches, RETENTION_BATCH_SIZE } from '../db/batches';
import type { Db, DraftRow, Queryable } from '../db/index';
import { ApiError, mask } from '../errors';
import { parseBody, requireAuthenticated } from '../http';
import { DataIntegrityError, openDraftDocument, sealDraftDocument } from '../sealedData';
import type { AppContext } from './index';
import { findModel } from './userData';

export const DRAFT_RETENTION_DAYS = 25;

/** What reading and writing drafts needs: the database and the data key. */
export type DraftStore = { db: Queryable; dataCipher: DataCipher };

/** Deletes drafts 25 days after their last save, in batches (index drafts_saved_at). */
export async function purgeDrafts(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now.getTime() - DRAFT_RETENTION_DAYS * 86_400_000);
  // The outer condition is checked again on the row: a draft saved meanwhile stays.
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

/**
 * The saved draft unless it is older than the retention time (the purge job may not have run yet).
 * A stored draft that does not open (altered, or sealed under another data key) counts as none; the
 * log says so, without any of its content.
 */
export async function loadDraft(store: DraftStore, idNr: string, formModelName: string, now: Date, log: FastifyBaseLogger) {
  const cutoff = new Date(now.getTime() - DRAFT_RETENTION_DAYS * 86_400_000);
  const row = (
    await store.db.query<Pick<DraftRow, 'document' | 'saved_at'>>('SELECT document, saved_at FROM drafts WHERE id_nr = $1 AND form_model_name = $2 AND saved_at >= $3', [
      idNr,
      formModelName,
      cutoff,
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

export async function saveDraft(store: DraftStore, idNr: string, formModelName: string, document: unknown, now: Date): Promise<void> {
  await store.db.query(
    `INSERT INTO drafts (id_nr, form_model_name, document, saved_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id_nr, form_model_name) DO UPDATE SET document = EXCLUDED.document, saved_at = EXCLUDED.saved_at`,
    [idNr, formModelName, sealDraftDocument(store.dataCipher, idNr, formModelName, document), now],
  );
}

export function registerDraftRoutes(api: FastifyInstance, ctx: AppContext) {
  const { config } = ctx;

  api.post<{ Params: { formModelName: string } }>('/drafts/:formModelName', async (request): Promise<DraftResponse> => {
    const session = requireAuthenticated(request);
    const model = findModel(ctx, request.params.formModelName);
    const { document } = parseBody(DraftRequest, request.body);
    const now = config.now();
    await saveDraft(ctx, session.user_id_nr, model.formModelName, document, now);
    return { document, savedAt: now.toISOString() };
  });

  api.get<{ Params: { formModelName: string } }>('/drafts/:formModelName', async (request): Promise<DraftResponse> => {
    const session = requireAuthenticated(request);
    const model = findModel(ctx, request.params.formModelName);
    const draft = await loadDraft(ctx, session.user_id_nr, model.formModelName, config.now(), request.log);
    if (!draft) throw new ApiError(404, 'noDraft');
    return { document: draft.document, savedAt: draft.savedAt.toISOString() };
  });
}
