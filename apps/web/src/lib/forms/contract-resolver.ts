import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldError, type FieldErrors, type FieldValues, get, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';

/** The text a reader sees for a field the contract refused, by its path (`name.EN`); undefined keeps zod's. */
export type FieldMessage<V> = (path: string, error: FieldError, values: V) => string | undefined;

/**
 * Rules of the form alone (a confirmation equal to the password, an amount within limits fetched at runtime): the
 * message of each field that breaks one, by its path. A field the contract already refused keeps that message.
 */
export type FormChecks<V> = (values: V) => Record<string, string | undefined>;

const isLeaf = (node: unknown): node is FieldError =>
  typeof node === 'object' && node !== null && 'type' in node && typeof (node as FieldError).type === 'string';

function translate<V>(errors: FieldErrors, values: V, messageOf: FieldMessage<V>, prefix = ''): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isLeaf(node)) out[key] = { ...node, message: messageOf(path, node, values) ?? node.message };
    else if (node && typeof node === 'object') out[key] = translate(node as FieldErrors, values, messageOf, path);
  }
  return out as FieldErrors;
}

/**
 * Validates a form by the request schema of the contract (the same the server parses with): `toBody` turns what
 * the inputs hold into the request body, the schema judges it, and the problems land on the fields of the same
 * paths in the reader's language; `checks` adds the form's own rules. On success the form's own values go on to the
 * submit handler.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => z.input<S>,
  messageOf: FieldMessage<V>,
  checks?: FormChecks<V>,
): Resolver<V> {
  const byContract = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await byContract(toBody(values) as FieldValues, context, options as never);
    const errors = translate(result.errors, values, messageOf);
    for (const [path, message] of Object.entries(checks?.(values) ?? {})) {
      if (message !== undefined && get(errors, path) === undefined) set(errors, path, { type: 'form', message });
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
