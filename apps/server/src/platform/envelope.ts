import { type EndpointName, type ErrorCode, endpoints, envelopeSchema, errorEnvelopeSchema } from '@lotus/contract';
import type { FastifyError, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isPageNavigation } from './api-paths.ts';
import { AppError, errorMessage } from './app-error.ts';
import { errorPage, pageLanguage } from './html/error-page.ts';
import { requestLanguage } from './language.ts';

export interface EnvelopeOptions {
  /**
   * Answers page loads (GETs that want HTML, outside the API) no route answers: the web app's pages and its not-found
   * page. Set, page loads also get their errors as a page rather than JSON.
   */
  htmlFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

interface Failure {
  code: ErrorCode;
  status: number;
  value: Record<string, unknown>;
}

/** `/device` → `device`, `/items/0/name` → `items.0.name`; the whole part (e.g. a missing body) → its name. */
function fieldName(instancePath: string, context: string | undefined) {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

function toFailure(error: FastifyError): Failure {
  if (error instanceof AppError) return { code: error.code, status: error.status, value: error.value };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath, error.validationContext);
      fields[name] ??= issue.message ?? 'Invalid value';
    }
    return { code: 'request.invalid', status: 400, value: { fields } };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { code: 'request.body.too.large', status, value: {} };
  if (status === 404) return { code: 'route.not.found', status, value: {} };
  if (status === 429) return { code: 'rate.limited', status, value: {} };
  // Malformed JSON, wrong content type, bad URL encoding and Fastify's other client errors.
  if (status >= 400 && status < 500) return { code: 'request.invalid', status, value: {} };
  return { code: 'system.busy', status: 500, value: {} };
}

function wrapResponses(response: Record<string, unknown>) {
  for (const [status, schema] of Object.entries(response)) {
    if (/^2\d\d$|^2xx$/.test(status)) response[status] = envelopeSchema(schema as z.ZodType);
  }
  response['4xx'] ??= errorEnvelopeSchema;
  response['5xx'] ??= errorEnvelopeSchema;
}

/**
 * The `{success, value}` envelope of API.md. Endpoint handlers return the value and this plugin wraps it (except
 * `bare` endpoints); every error, including Fastify's own and unknown routes, becomes
 * `{success: false, errorCode, message, value}` with the message in the request's language. Unexpected errors are
 * logged with the request id and answered as `system.busy`, with no stack or SQL.
 */
export default fp<EnvelopeOptions>(
  async function envelope(app, options) {
    app.addHook('onRoute', (route) => {
      const name: EndpointName | undefined = route.config?.endpoint;
      if (!name) return;
      const endpoint = endpoints[name];
      route.schema = {
        summary: endpoint.summary,
        operationId: name,
        tags: [endpoint.path.split('/')[2] ?? 'api'],
        ...route.schema,
      };
      if ('bare' in endpoint && endpoint.bare) return;
      route.schema.response = { ...(route.schema.response as Record<string, unknown> | undefined) };
      wrapResponses(route.schema.response as Record<string, unknown>);
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function wrapped(request, reply) {
        const value = await handler.call(this, request, reply);
        if (value === reply || reply.sent) return reply;
        return { success: true, value: value ?? null };
      };
    });

    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const failure = toFailure(error);
      if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.debug({ code: failure.code }, 'request refused');
      if (options.htmlFallback && isPageNavigation(request)) {
        const language = pageLanguage(request.headers['accept-language']);
        const page = errorPage(errorMessage(failure.code, language, failure.value), language);
        return reply
          .code(failure.status)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(page);
      }
      return reply.code(failure.status).send({
        success: false,
        errorCode: failure.code,
        message: errorMessage(failure.code, requestLanguage(request), failure.value),
        value: failure.value,
      });
    });

    const limit = app.rateLimit();
    const loadsPage = (request: FastifyRequest) => options.htmlFallback !== undefined && isPageNavigation(request);
    app.setNotFoundHandler(
      {
        // Probing for URLs counts against the rate limit like any other request. A page load does not: it gets the
        // app, kept ready in memory as for `/`, and must load even when the address has used up its API allowance.
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
          if (!loadsPage(request)) await limit.call(app, request, reply);
        },
      },
      async (request, reply) => {
        if (options.htmlFallback && loadsPage(request)) return options.htmlFallback(request, reply);
        throw new AppError('route.not.found');
      },
    );
  },
  { name: 'envelope', dependencies: ['@fastify/rate-limit', 'language'] },
);
