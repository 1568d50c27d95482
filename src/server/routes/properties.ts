// Public reference data: global, texts and signing properties, models, enumerations, help.
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GlobalProperties, HelpResponse } from '../../domain/api/schemas';
import { ApiError } from '../errors';
import { externalEnumerations, federalStates } from '../enumerations';
import { markerList } from '../testMarkers';
import type { Locale } from '../messages';
import { MODEL_PATH } from '../paths';
import { SERVER_DIR } from '../serverFiles';
import type { AppContext } from '../context';

const jsonCache = new Map<string, Promise<Record<string, unknown>>>();
function readJson(file: string): Promise<Record<string, unknown>> {
  let cached = jsonCache.get(file);
  if (!cached) {
    cached = readFile(file, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>);
    cached.catch(() => jsonCache.delete(file));
    jsonCache.set(file, cached);
  }
  return cached;
}

export function modelTexts(locale: Locale) {
  return readJson(path.join(SERVER_DIR, 'models', 'texts', `${locale}.json`));
}

interface HelpEntry {
  title: string;
  paragraphs: string[];
  elements?: Record<string, { title: string; paragraphs: string[] }>;
}

async function helpCatalogue(locale: Locale) {
  return (await readJson(path.join(SERVER_DIR, 'help', `${locale}.json`))) as unknown as Record<string, HelpEntry>;
}

const NAME = /^[A-Za-z0-9_.-]{1,80}$/;

/** GET /api/properties/global in a language (also sent along with the prerendered start page). */
export function globalProperties(config: AppContext['config'], locale: Locale): GlobalProperties {
  return {
    testMode: config.testMode,
    modelPath: MODEL_PATH,
    locale: locale === 'en' ? { language: 'en', country: 'US' } : { language: 'de', country: 'DE' },
    availableTestMarkers: {
      registration: markerList('registration', locale),
      authentication: markerList('authentication', locale),
      formSubmit: markerList('formSubmit', locale),
    },
    uriHelp: config.helpUrl,
    uriPortal: config.portalUrl,
    sessionTimeoutMinutes: config.sessionTimeoutMinutes,
    sessionMaximumTimeSeconds: config.sessionMaxSeconds,
  };
}

export function registerPropertyRoutes(api: FastifyInstance, ctx: AppContext) {
  const { config } = ctx;

  api.get('/properties/global', async (request): Promise<GlobalProperties> => globalProperties(config, request.locale));

  api.get('/properties/texts', async (request) => modelTexts(request.locale));

  api.get('/properties/jeans', async () => ctx.pki.jeansProperties());

  api.get('/models', async () => ({
    models: ctx.models.list.map((m) => ({ name: m.name, formModelName: m.formModelName, dataModelNames: m.dataModelNames })),
  }));

  api.get('/externalEnumerations', async () => externalEnumerations);
  api.get('/federalStates', async () => federalStates);

  api.get('/help', async () => {
    throw new ApiError(400, 'requiredParameter', { params: { name: 'topic' } });
  });
  api.get<{ Params: { topic: string } }>('/help/:topic', async (request): Promise<HelpResponse> => {
    const { topic } = request.params;
    if (!NAME.test(topic)) throw new ApiError(400, 'invalidBody', { params: { name: 'topic' } });
    const entry = (await helpCatalogue(request.locale))[topic];
    if (!entry) throw new ApiError(404, 'unknownHelp');
    return { topic, title: entry.title, paragraphs: entry.paragraphs };
  });
  api.get<{ Params: { topic: string; element: string } }>('/help/:topic/:element', async (request): Promise<HelpResponse> => {
    const { topic, element } = request.params;
    if (!NAME.test(topic) || !NAME.test(element)) throw new ApiError(400, 'invalidBody', { params: { name: 'element' } });
    const part = (await helpCatalogue(request.locale))[topic]?.elements?.[element];
    if (part) return { topic, element, title: part.title, paragraphs: part.paragraphs };
    // The wizard's help links (topic#element) point to the model texts' help section.
    const modelHelp = ((await modelTexts(request.locale)).help as Record<string, Record<string, { title?: string; text?: string }>> | undefined)?.[topic]?.[element];
    if (!modelHelp?.title || !modelHelp.text) throw new ApiError(404, 'unknownHelp');
    return { topic, element, title: modelHelp.title, paragraphs: modelHelp.text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean) };
  });
}
