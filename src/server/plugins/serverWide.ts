import type { FastifyPluginAsync } from 'fastify';

/**
 * A plugin whose hooks, decorators and handlers belong to the whole server, not only to routes it
 * registers itself: Fastify's `skip-override` mark, which fastify-plugin sets too.
 */
export function serverWide<Options extends object>(name: string, plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: name });
  return plugin;
}
