import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import { addEndpointHook } from './endpoint-hooks.ts';

/** An endpoint whose module (or an ancestor of it) the merchant switched off answers `function.not.available`. */
export default fp(
  async function featureGate(app) {
    addEndpointHook(app, async (request, _reply, endpoint) => {
      if (request.merchant.features[endpoint.modId] !== true) throw new AppError('function.not.available');
    });
  },
  { name: 'feature-gate', dependencies: ['merchant-resolution'] },
);
