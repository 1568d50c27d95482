import { FormModelError, parseFormModel, type FormModel } from '../../domain/forms';

/** docs/product-spec.md §7: loading a model times out after 10 s, checked every 50 ms (200 polls). */
export const MODEL_POLL_MS = 50;
export const MODEL_POLLS = 200;
export const MODEL_TIMEOUT_MESSAGE = "Can't load model within 10 s";

export class ModelLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelLoadError';
  }
}

const cache = new Map<string, FormModel>();

/** For stories and tests: a model that is already known needs no request. */
export function primeModel(model: FormModel): void {
  cache.set(model.formModelName, model);
}

export function cachedModel(formModelName: string): FormModel | undefined {
  return cache.get(formModelName);
}

async function fetchModelJson(url: string, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new FormModelError('modelNotFound', `${url}: ${(cause as Error)?.message ?? 'request failed'}`);
  }
  if (!response.ok) throw new FormModelError('modelNotFound', `${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Fetches `<modelPath>/<formModelName>.json` and parses it. Fails with "Can't load model within
 * 10 s", "Model not found" or "Post processing for model failed" (docs/product-spec.md §8).
 */
export async function loadFormModel(modelPath: string, formModelName: string, { pollMs = MODEL_POLL_MS, polls = MODEL_POLLS } = {}): Promise<FormModel> {
  const known = cache.get(formModelName);
  if (known) return known;
  const url = `${modelPath.replace(/\/$/, '')}/${encodeURIComponent(formModelName)}.json`;
  const controller = new AbortController();
  type Outcome = { done: false } | { done: true; ok: true; value: unknown } | { done: true; ok: false; error: unknown };
  let outcome: Outcome = { done: false };
  fetchModelJson(url, controller.signal).then(
    (value) => (outcome = { done: true, ok: true, value }),
    (error: unknown) => (outcome = { done: true, ok: false, error }),
  );
  for (let poll = 0; poll < polls && !outcome.done; poll++) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const result = outcome as Outcome;
  if (!result.done) {
    controller.abort();
    throw new ModelLoadError(MODEL_TIMEOUT_MESSAGE);
  }
  if (!result.ok) throw result.error;
  const model = parseFormModel(result.value);
  cache.set(formModelName, model);
  return model;
}
