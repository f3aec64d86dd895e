import {
  type EndpointDefinition,
  type EndpointMethod,
  type EndpointName,
  type EndpointSchemaSetOf,
  endpoints,
  fillPath,
  type HttpMethod,
} from '@lotus/contract';
import type { z } from 'zod';
import { currentLanguage } from '../i18n';
import { getDevice } from '../media';
import { getMerchantCode } from '../merchant';
import { nextTask } from '../next-task';
import { clearSession, getToken } from '../session';
import { ApiError, catalogueMessage, isApiError } from './api-error';
import { createPayloadSealer, type SealedPayload } from './encryption';

/**
 * A schema of the Standard Schema interface: zod's, classic or `zod/mini`, and valibot's, which the first view's
 * answers are checked with (contract/first-view-schemas.ts). The client reads nothing else of a schema.
 */
interface Schema<Output = unknown> {
  readonly '~standard': {
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly output: Output } | undefined;
  };
}
type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string }[] };
/** What a schema gives for a valid answer. */
type Output<S extends Schema> = NonNullable<S['~standard']['types']>['output'];

type QueryValue = string | number | boolean | null | undefined;

/** A schema, or a loader of one (see `contractSchema`): validation code can arrive while the request is in flight. */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);

export interface RequestOptions<S extends Schema> {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A multipart body (file uploads): sent as is and never encrypted; the browser writes its boundary. */
  form?: FormData;
  /** Validates `value` of a successful envelope (or the whole body of a bare endpoint). */
  schema?: SchemaSource<S>;
  /** Answers without the envelope (API.md exceptions). */
  bare?: boolean;
  /** Guest-readable feed: a call rejected for a dead token is repeated once without it. */
  publicFeed?: boolean;
  /** Send the body encrypted (API.md "Encrypted calls"); by default as the contract marks the path. */
  encrypted?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const GATEWAY_VERSION = '3';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const encryptedPaths = new Set(Object.values(endpoints).flatMap((e) => (e.encrypted ? [e.path] : [])));

/** The server's v2 key, fetched on the first encrypted call of the page. */
const payloadSealer = createPayloadSealer(async () => {
  const key: unknown = await request(endpoints.rsaKey.path, { query: { v: 2 }, bare: true }, false);
  if (typeof key !== 'string' || !key) throw httpError(500);
  return key;
});

function buildUrl(path: string, query: RequestOptions<Schema>['query']) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Who asks, read when the call is made: a logout or a language switch right after it does not change it. */
interface Caller {
  token: string | null;
  merchant: string;
  language: string;
  device: string;
}

const callerNow = (withToken: boolean): Caller => ({
  token: withToken ? getToken() : null,
  merchant: getMerchantCode(),
  language: currentLanguage(),
  device: getDevice(),
});

function buildHeaders(options: RequestOptions<Schema>, caller: Caller, sealed: SealedPayload | null): Headers {
  const headers = new Headers(options.headers);
  headers.set('Merchant', caller.merchant);
  headers.set('Language', caller.language);
  headers.set('Device', caller.device);
  headers.set('X-Gateway-Version', GATEWAY_VERSION);
  headers.set('Accept', 'application/json');
  if (caller.token) headers.set('Authorization', caller.token);
  if (sealed) headers.set('Encryption', sealed.envelope);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json;charset=UTF-8');
  return headers;
}

async function validate<S extends Schema>(
  source: Promise<S | undefined>,
  data: unknown,
  status: number,
): Promise<Output<S>> {
  const schema = await source;
  if (!schema) return data as Output<S>;
  // Through the Standard Schema interface, so this module needs none of a schema library's own code.
  const result = await schema['~standard'].validate(data);
  if (!result.issues) return result.value as Output<S>;
  if (import.meta.env.DEV) console.error('Response does not match the contract', result.issues);
  throw new ApiError('response.invalid', catalogueMessage('system.busy'), status, { issues: result.issues });
}

/** `Retry-After` in seconds (the server sends seconds, never a date); undefined when absent or unreadable. */
function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

function httpError(status: number, response?: Response): ApiError {
  if (status === 404) return new ApiError('not.found', catalogueMessage('not.found'), status);
  if (status === 429) {
    const wait = response && retryAfterSeconds(response);
    return new ApiError(
      'rate.limited',
      catalogueMessage('rate.limited'),
      status,
      wait ? { retryAfterSeconds: wait } : {},
    );
  }
  if (status >= 500) return new ApiError('service.unavailable', catalogueMessage('service.unavailable'), status);
  return new ApiError('request.invalid', catalogueMessage('request.invalid'), status);
}

async function seal(body: unknown): Promise<SealedPayload> {
  try {
    return await payloadSealer.seal(body);
  } catch (error) {
    // The key request's own ApiError (network, server) says more than a WebCrypto failure would.
    if (isApiError(error)) throw error;
    payloadSealer.forget();
    throw new ApiError('system.busy', catalogueMessage('system.busy'), 0);
  }
}

/**
 * Calls the Lotus API: brand, language, device and gateway headers, the session token when there is one, the body
 * encrypted on encrypted calls, and the `{success, value, errorCode, message}` envelope turned into a typed value or
 * an `ApiError`.
 */
export function request<S extends Schema = Schema>(
  path: string,
  options: RequestOptions<S> = {},
  withToken = true,
): Promise<Output<S>> {
  return send(path, options, withToken, false);
}

async function send<S extends Schema>(
  path: string,
  options: RequestOptions<S>,
  withToken: boolean,
  resealed: boolean,
): Promise<Output<S>> {
  const caller = callerNow(withToken);
  // A page's queries start together, in the task that mounts it. Loading a schema's code and starting a fetch cost a
  // few milliseconds each on a slow phone, so every request goes out in a task of its own rather than all in one
  // long one.
  if (!resealed) await nextTask();
  const { token } = caller;
  const { schema } = options;
  const schemaReady = Promise.resolve(typeof schema === 'function' ? schema() : schema);
  // A failed schema chunk surfaces when the response is validated, not as an unhandled rejection before it.
  schemaReady.catch(() => undefined);
  const encrypted = (options.encrypted ?? encryptedPaths.has(path)) && options.body !== undefined;
  const sealed = encrypted ? await seal(options.body) : null;
  const payload = sealed ? sealed.body : options.body;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options, caller, sealed),
      body: options.form ?? (payload === undefined ? undefined : JSON.stringify(payload)),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('service.unavailable', catalogueMessage('service.unavailable'), 0);
  }

  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = options.bare ? text : undefined;
  }

  if (options.bare) {
    if (!response.ok) throw httpError(response.status, response);
    return validate(schemaReady, body, response.status);
  }

  if (!isRecord(body) || typeof body.success !== 'boolean') throw httpError(response.status, response);
  if (body.success) return validate(schemaReady, body.value, response.status);

  const errorCode = typeof body.errorCode === 'string' ? body.errorCode : 'system.busy';
  const message = typeof body.message === 'string' && body.message ? body.message : catalogueMessage('system.busy');
  const value = isRecord(body.value) ? body.value : {};
  if (response.status === 429 && value.retryAfterSeconds === undefined) {
    const wait = retryAfterSeconds(response);
    if (wait) value.retryAfterSeconds = wait;
  }

  if (response.status === 401 && errorCode === 'login.not.session') {
    // The token is dead (expired, replaced or revoked): the visitor continues as a guest.
    clearSession();
    if (token && options.publicFeed) return send(path, options, false, resealed);
  }
  if (sealed && !resealed && errorCode === 'request_body_required') {
    // The server rotated its keys since this page fetched one: fetch the new key and send once more.
    payloadSealer.forget();
    return send(path, options, withToken, true);
  }
  throw new ApiError(errorCode, message, response.status, value);
}

/**
 * Fetches a file the API serves behind a login (a proof image the member attached), with the same headers as any
 * call, for showing through an object URL. A dead token or a missing file is an `ApiError` like any other.
 */
export async function requestBlob(
  path: string,
  options: Pick<RequestOptions<Schema>, 'query' | 'headers' | 'signal'> = {},
  withToken = true,
): Promise<Blob> {
  const headers = buildHeaders(options, callerNow(withToken), null);
  headers.set('Accept', 'image/*');
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('service.unavailable', catalogueMessage('service.unavailable'), 0);
  }
  if (!response.ok) throw httpError(response.status, response);
  return response.blob();
}

/** An endpoint's methods in the table's order: a call without `method` uses the first. */
type FirstMethod<N extends EndpointName> = Extract<
  (typeof endpoints)[N]['method'] extends readonly [infer F, ...unknown[]] ? F : (typeof endpoints)[N]['method'],
  EndpointMethod<N>
>;

type None = Record<never, never>;

/** `key` as the schema takes it: required unless the schema accepts nothing (or only optional fields) there. */
type Part<Key extends string, S> = [S] extends [z.core.$ZodType]
  ? undefined extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : None extends z.input<S>
      ? { [K in Key]?: z.input<S> }
      : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

type Get<S, Key extends string> = S extends { [K in Key]: infer V } ? V : undefined;

/** The input of one call: path parameters, query, and a JSON body or a multipart form, as the table has them. */
type EndpointInput<S> = Part<'params', Get<S, 'params'>> &
  Part<'query', Get<S, 'query'>> &
  (S extends { form: true } ? { form: FormData; body?: never } : Part<'body', Get<S, 'body'>> & { form?: never });

/** The value of a successful call: the output of the table's answer schema. */
export type EndpointResult<N extends EndpointName, M extends EndpointMethod<N> = FirstMethod<N>> =
  Get<EndpointSchemaSetOf<N, M>, 'response'> extends infer R extends z.core.$ZodType ? z.output<R> : unknown;

export type CallOptions<N extends EndpointName, M extends EndpointMethod<N>> = EndpointInput<
  EndpointSchemaSetOf<N, M>
> & {
  method?: M;
  /**
   * Validates the answer at run time: the table's schema, or a loader of it (`contractSchema`), so that first-view
   * code does not bundle classic zod. Absent, the answer is trusted.
   */
  schema?: SchemaSource<Schema<EndpointResult<N, M>>>;
} & Pick<RequestOptions<Schema>, 'publicFeed' | 'encrypted' | 'headers' | 'signal'>;

/** Endpoints whose first method needs no input: callable without options. */
type InputFree = {
  [N in EndpointName]: None extends EndpointInput<EndpointSchemaSetOf<N, FirstMethod<N>>> ? N : never;
}[EndpointName];

/**
 * Calls an endpoint of the contract table, typed by its schema table (`endpointSchemas`, imported as a type only):
 * `params`, `query` and `body` as the endpoint takes them, the answer as its schema gives it. GET endpoints that need
 * no login are public feeds: they answer guests, so a dead token must not cost the visitor the content.
 */
export function callEndpoint<N extends InputFree>(name: N): Promise<EndpointResult<N>>;
export function callEndpoint<N extends EndpointName, M extends EndpointMethod<N> = FirstMethod<N>>(
  name: N,
  options: CallOptions<N, M>,
): Promise<EndpointResult<N, M>>;
export function callEndpoint(
  name: EndpointName,
  options: CallOptions<EndpointName, HttpMethod> = {} as CallOptions<EndpointName, HttpMethod>,
): Promise<unknown> {
  const endpoint: EndpointDefinition = endpoints[name];
  // The typed input is the request's options as they were, with `params` besides (which `request` ignores).
  const input = options as RequestOptions<Schema> & { params?: Record<string, string> };
  const method = input.method ?? [endpoint.method].flat()[0] ?? 'GET';
  return request(fillPath(endpoint.path, input.params), {
    ...input,
    method,
    bare: endpoint.bare === true,
    publicFeed: input.publicFeed ?? (!endpoint.login && method === 'GET'),
    encrypted: input.encrypted ?? endpoint.encrypted,
  });
}
