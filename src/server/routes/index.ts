// All API routes under /erklaerung/api.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerPropertyRoutes } from './properties';
import { registerSessionRoutes } from './session';
import { registerRegistrationRoutes } from './registration';
import { registerAuthRoutes } from './auth';
import { registerUserDataRoutes } from './userData';
import { registerDraftRoutes } from './drafts';
import { registerDeclarationRoutes } from './declaration';

export async function registerApi(api: FastifyInstance, ctx: AppContext): Promise<void> {
  registerPropertyRoutes(api, ctx);
  registerSessionRoutes(api, ctx);
  registerRegistrationRoutes(api, ctx);
  registerAuthRoutes(api, ctx);
  registerUserDataRoutes(api, ctx);
  registerDraftRoutes(api, ctx);
  registerDeclarationRoutes(api, ctx);
}
