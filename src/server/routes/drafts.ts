// Drafts: the wizard's answers, saved on every step, with where the wizard stood (the screen shown,
// the screens visited). Stored, sealed and kept 25 days by store/drafts.ts.
import type { FastifyInstance } from 'fastify';
import { DraftRequest, type DraftProgress, type DraftResponse } from '../../domain/api/schemas';
import type { FormModel } from '../../domain/forms/index';
import { ApiError } from '../errors';
import { parseBody, requireAuthenticated } from '../http';
import { loadDraft, saveDraft } from '../store/drafts';
import type { AppContext } from '../context';
import { findModel } from './userData';

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
