// Drafts: the wizard's answers, saved on every step and kept 25 days after the last save, with where
// the wizard stood (the screen shown, the screens visited). Both are stored sealed with the data key
// (sealedData.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DraftRequest, type DraftProgress, type DraftResponse } from '../../domain/api/schemas';
import type { FormDocument, FormModel } from '../../domain/forms/index';
import type { DataCipher } from '../dataKey';
import { deleteStep, inBatches, RETENTION_BATCH_SIZE } from '../db/batches';
import type { Db, DraftRow, Queryable } from '../db/index';
import { ApiError, mask } from '../errors';
import { parseBody, requireAuthenticated } from '../http';
import { DataIntegrityError, openDraftDocument, openDraftProgress, sealDraftDocument, sealDraftProgress } from '../sealedData';
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

/** What the year screen learns of a draft: when it was saved and where the wizard stood (docs/api.md). */
export interface DraftStatus {
  savedAt: Date;
  progress: DraftProgress | null;
  /** The draft itself, opened (it is opened anyway to know that it opens); a rendered wizard screen reuses it. */
  document: FormDocument;
}

/**
 * The drafts of one person within the retention time, by form model, without their documents' content.
 * A draft whose document does not open counts as none (as in loadDraft); a progress that does not
 * open counts as unknown. One index range of the primary key (id_nr, form_model_name).
 */
export async function loadDraftStatuses(store: DraftStore, idNr: string, now: Date, log: FastifyBaseLogger): Promise<Map<string, DraftStatus>> {
  const cutoff = new Date(now.getTime() - DRAFT_RETENTION_DAYS * 86_400_000);
  const rows = await store.db.query<Pick<DraftRow, 'form_model_name' | 'document' | 'progress' | 'saved_at'>>(
    'SELECT form_model_name, document, progress, saved_at FROM drafts WHERE id_nr = $1 AND saved_at >= $2',
    [idNr, cutoff],
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

/**
 * The progress with the names of this model's screens only: a name the model does not have (a tab of an
 * older release) is dropped rather than refusing the save of the answers. Without a known current
 * screen there is no progress.
 */
export function progressOfModel(model: Pick<FormModel, 'screens'>, progress: DraftProgress | undefined): DraftProgress | undefined {
  if (!progress) return undefined;
  const names = new Set(model.screens.map((screen) => screen.name));
  if (!names.has(progress.current)) return undefined;
  return { current: progress.current, visited: [...new Set(progress.visited.filter((name) => names.has(name)))] };
}

export function registerDraftRoutes(api: FastifyInstance, ctx: AppContext) {
  const { config } = ctx;

  api.post<{ Params: { formModelName: string } }>('/drafts/:formModelName', async (request): Promise<DraftResponse> => {
    const session = requireAuthenticated(request);
    const model = findModel(ctx, request.params.formModelName);
    const { document, progress } = parseBody(DraftRequest, request.body);
    const now = config.now();
    await saveDraft(ctx, session.user_id_nr, model.formModelName, document, now, progressOfModel(model, progress));
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
