// Loads and checks the year models (ESt<year>.json next to this file) and their texts.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FormModelError, parseFormModel, type FormModel } from '../../domain/forms';
import { serverFile } from '../serverFiles';

export const MODELS_DIR = serverFile('models');
const MODEL_FILE = /^ESt\d{4}\.json$/;

export interface ModelListEntry {
  /** The year label shown in the year selection. */
  name: string;
  formModelName: string;
  dataModelNames: string[];
}

export interface LoadedModels {
  list: ModelListEntry[];
  get(formModelName: string): FormModel | undefined;
  /** Absolute path of a model file served under the model path, or undefined for anything else. */
  modelFilePath(fileName: string): string | undefined;
}

export interface LoadOptions {
  dir?: string;
  /** Where load problems are reported; the server passes its logger. */
  log?: (message: string) => void;
}

/** Reads one model file; a missing or unreadable file is "Model not found", a malformed one "Post processing for model failed". */
export async function loadModelFile(path: string): Promise<FormModel> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new FormModelError('modelNotFound', `${path}: ${(e as Error).message}`);
  }
  try {
    return parseFormModel(text);
  } catch (e) {
    if (e instanceof FormModelError) throw new FormModelError(e.code, `${path}: ${e.detail}`);
    throw e;
  }
}

/**
 * Loads every ESt<year>.json of the directory. A malformed model rejects the whole load with its
 * FormModelError (logged first): serving a year with a broken model would fail users later.
 */
export async function loadModels({ dir = MODELS_DIR, log = (m) => console.error(m) }: LoadOptions = {}): Promise<LoadedModels> {
  const files = (await readdir(dir)).filter((f) => MODEL_FILE.test(f)).sort();
  if (files.length === 0) {
    const error = new FormModelError('modelNotFound', `no ESt<year>.json in ${dir}`);
    log(error.message);
    throw error;
  }
  const models = new Map<string, { model: FormModel; file: string }>();
  for (const file of files) {
    let model: FormModel;
    try {
      model = await loadModelFile(join(dir, file));
    } catch (e) {
      log(`Form model ${file} rejected: ${(e as Error).message}`);
      throw e;
    }
    if (`${model.formModelName}.json` !== file) {
      const error = new FormModelError('postProcessingFailed', `${file}: formModelName ${model.formModelName} does not match the file name`);
      log(error.message);
      throw error;
    }
    models.set(model.formModelName, { model, file });
  }
  const ordered = [...models.values()].sort((a, b) => a.model.year - b.model.year);
  return {
    list: ordered.map(({ model }) => ({ name: String(model.year), formModelName: model.formModelName, dataModelNames: [...model.dataModelNames] })),
    get: (name) => models.get(name)?.model,
    modelFilePath: (fileName) => {
      const entry = [...models.values()].find((m) => m.file === fileName);
      return entry ? join(dir, entry.file) : undefined;
    },
  };
}

export type ModelTexts = Record<string, unknown>;

/** The `model` namespace texts per language (served by GET /api/properties/texts and the help endpoint). */
export async function loadModelTexts(dir = MODELS_DIR): Promise<{ de: ModelTexts; en: ModelTexts }> {
  const [de, en] = await Promise.all(['de', 'en'].map(async (l) => JSON.parse(await readFile(join(dir, 'texts', `${l}.json`), 'utf8')) as ModelTexts));
  return { de, en };
}

/** Looks up a dotted key in nested texts; undefined when missing or not a string. */
export function textOf(texts: ModelTexts, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Help content for `topic#element`: `{ title, text }` (paragraphs separated by a blank line), or undefined. */
export function helpText(texts: ModelTexts, topic: string, element: string): { title: string; text: string } | undefined {
  const title = textOf(texts, `help.${topic}.${element}.title`);
  const text = textOf(texts, `help.${topic}.${element}.text`);
  return title !== undefined && text !== undefined ? { title, text } : undefined;
}
