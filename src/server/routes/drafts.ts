// Drafts: the wizard's answers, saved on every step and kept 25 days after the last save.
import type { FastifyInstance } from 'fastify';
import { DraftRequest, type DraftResponse } from '../../domain/api/schemas';
import type { Db, DraftRow } from '../db/index';
import { ApiError } from '../errors';
import { parseBody, requireAuthenticated } from '../http';
import type { AppContext } from './index';
import { findModel } from './userData';

export const DRAFT_RETENTION_DAYS = 25;

export async function purgeDrafts(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DRAFT_RETENTION_DAYS * 86_400_000);
  return (await db.query<Pick<DraftRow, 'id_nr'>>('DELETE FROM drafts WHERE saved_at < $1 RETURNING id_nr', [cutoff])).length;
}

/** The saved draft unless it is older than the retention time (the purge job may not have run yet). */
export async function loadDraft(db: Db, idNr: string, formModelName: string, now: Date) {
  const cutoff = new Date(now.getTime() - DRAFT_RETENTION_DAYS * 86_400_000);
  const row = (
    await db.query<Pick<DraftRow, 'document' | 'saved_at'>>('SELECT document, saved_at FROM drafts WHERE id_nr = $1 AND form_model_name = $2 AND saved_at >= $3', [
      idNr,
      formModelName,
      cutoff,
    ])
  )[0];
  return row ? { document: row.document, savedAt: new Date(row.saved_at) } : undefined;
}

export async function saveDraft(db: Db, idNr: string, formModelName: string, document: unknown, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO drafts (id_nr, form_model_name, document, saved_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id_nr, form_model_name) DO UPDATE SET document = EXCLUDED.document, saved_at = EXCLUDED.saved_at`,
    [idNr, formModelName, JSON.stringify(document), now],
  );
}

export function registerDraftRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  api.post<{ Params: { formModelName: string } }>('/drafts/:formModelName', async (request): Promise<DraftResponse> => {
    const session = requireAuthenticated(request);
    const model = findModel(ctx, request.params.formModelName);
    const { document } = parseBody(DraftRequest, request.body);
    const now = config.now();
    await saveDraft(db, session.user_id_nr, model.formModelName, document, now);
    return { document, savedAt: now.toISOString() };
  });

  api.get<{ Params: { formModelName: string } }>('/drafts/:formModelName', async (request): Promise<DraftResponse> => {
    const session = requireAuthenticated(request);
    const model = findModel(ctx, request.params.formModelName);
    const draft = await loadDraft(db, session.user_id_nr, model.formModelName, config.now());
    if (!draft) throw new ApiError(404, 'noDraft');
    return { document: draft.document, savedAt: draft.savedAt.toISOString() };
  });
}
