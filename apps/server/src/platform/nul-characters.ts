import type { onRequestHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

const NUL = '\u0000';
/** A `\u0000` escape in JSON text: the backslash before it is not itself escaped (an even run precedes it). */
const JSON_NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/i;

/**
 * Where the first NUL (U+0000) sits in a value: `''` for the value itself, `a.0.b` for a nested one (object keys
 * count too), or null when there is none. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findNul(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return at;
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => {
        pending.push([child, at ? `${at}.${i}` : String(i)]);
      });
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const path = at ? `${at}.${key}` : key;
        if (key.includes(NUL)) return path;
        pending.push([child, path]);
      }
    }
  }
  return null;
}

/** Refuses a value holding a NUL with 400 `request.text.nul`, naming where it was (`part.path`), never the text. */
export function refuseNul(part: string, value: unknown) {
  const at = findNul(value);
  if (at === null) return;
  // A key may be where the NUL is: the answer names it without one.
  throw new AppError('request.text.nul', { field: (at ? `${part}.${at}` : part).replaceAll(NUL, '') });
}

/** A body some route keeps as raw text or bytes (signed bodies): a NUL byte, or one its JSON would decode to. */
function refuseNulInRawBody(body: string | Buffer) {
  const text = typeof body === 'string' ? body : body.toString('latin1');
  if (text.includes(NUL) || JSON_NUL_ESCAPE.test(text)) throw new AppError('request.text.nul', { field: 'body' });
}

/**
 * PostgreSQL's text and jsonb cannot hold U+0000: a NUL that reached a query would fail it with a 500, after
 * whatever the use case had already done. So every route refuses one anywhere in the request's text with 400
 * `request.text.nul` before any of its own steps run: headers, path parameters, query and cookies first (after the
 * rate limiter, before the merchant is looked up), then the body once it is parsed (and, on encrypted calls,
 * decrypted: decryption puts itself first among a route's preValidation steps). Multipart text fields are read by the
 * route itself (`readImageForm`), which refuses them the same way.
 */
export default fp(
  async function nulCharacters(app) {
    const checkRequest: onRequestHookHandler = async (request) => {
      refuseNul('header', request.headers);
      refuseNul('params', request.params);
      refuseNul('query', request.query);
      refuseNul('cookie', request.cookies);
    };
    const checkBody: preValidationHookHandler = async (request) => {
      const body: unknown = request.body;
      if (typeof body === 'string' || Buffer.isBuffer(body)) refuseNulInRawBody(body);
      else refuseNul('body', body);
    };

    app.addHook('onRoute', (route) => {
      const onRequest = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...onRequest, checkRequest] as onRequestHookHandler[];
      const preValidation = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [...preValidation, checkBody] as preValidationHookHandler[];
    });
  },
  { name: 'nul-characters', dependencies: ['@fastify/rate-limit'] },
);
