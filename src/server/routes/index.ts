// All API routes under /erklaerung/api.
import type { FastifyInstance } from 'fastify';
import type { AccessCodes } from '../accessCodes';
import type { ServerConfig } from '../config';
import type { DataCipher } from '../dataKey';
import type { Db } from '../db/index';
import type { ServerPki } from '../pki/index';
import type { loadModels } from '../models/index';
import { registerPropertyRoutes } from './properties';
import { registerSessionRoutes } from './session';
import { registerRegistrationRoutes } from './registration';
import { registerAuthRoutes } from './auth';
import { registerUserDataRoutes } from './userData';
import { registerDraftRoutes } from './drafts';
import { registerDeclarationRoutes } from './declaration';

export type Models = Awaited<ReturnType<typeof loadModels>>;

export interface AppContext {
  config: ServerConfig;
  db: Db;
  pki: ServerPki;
  models: Models;
  /** Hashes and verifies access codes with the server's access-code key. */
  accessCodes: AccessCodes;
  /** Seals and opens the declarations in drafts and summaries with the server's data key. */
  dataCipher: DataCipher;
}

export async function registerApi(api: FastifyInstance, ctx: AppContext): Promise<void> {
  registerPropertyRoutes(api, ctx);
  registerSessionRoutes(api, ctx);
  registerRegistrationRoutes(api, ctx);
  registerAuthRoutes(api, ctx);
  registerUserDataRoutes(api, ctx);
  registerDraftRoutes(api, ctx);
  registerDeclarationRoutes(api, ctx);
}
