import { type EndpointDefinition, type EndpointName, endpoints } from '@lotus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The row of the contract's endpoint table this route serves; drives envelope, merchant and gates. */
    endpoint?: EndpointName;
  }
}

export type EndpointHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: EndpointDefinition,
) => Promise<void>;

/**
 * Adds an onRequest step to every route that declares an endpoint. Steps run in the order their plugins are
 * registered, after the rate limiter (also a route-level hook), so refused requests still count against the limit.
 */
export function addEndpointHook(app: FastifyInstance, hook: EndpointHook) {
  app.addHook('onRoute', (route) => {
    const name = route.config?.endpoint;
    if (!name) return;
    const endpoint: EndpointDefinition = endpoints[name];
    const step: onRequestHookHandler = async (request, reply) => hook(request, reply, endpoint);
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, step] as onRequestHookHandler[];
  });
}
