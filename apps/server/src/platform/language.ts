import { type Language, parseLanguage } from '@lotus/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `Language` header: EN or CN, any case, `zh` too; anything else is EN. */
    language: Language;
  }
}

export function requestLanguage(request: FastifyRequest): Language {
  const raw = request.headers.language;
  return parseLanguage(Array.isArray(raw) ? raw[0] : raw);
}

export default fp(
  async function language(app) {
    app.decorateRequest('language', 'EN');
    app.addHook('onRequest', async (request) => {
      request.language = requestLanguage(request);
    });
  },
  { name: 'language' },
);
