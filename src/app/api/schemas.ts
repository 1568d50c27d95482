// valibot and the API schemas: a chunk of its own that the client loads with its first call.
export { safeParse } from 'valibot';
export * as schemas from '../../domain/api/schemas';
