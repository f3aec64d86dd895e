import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The text an operator reads for a field the contract refused, by its path (`name.EN`); undefined keeps zod's. */
export type FieldMessage<V> = (path: string, error: FieldError, values: V) => string | undefined;

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
 * paths in the operator's language. On success the form's own values go on to the submit handler.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => z.input<S>,
  messageOf: FieldMessage<V>,
): Resolver<V> {
  const byContract = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await byContract(toBody(values) as FieldValues, context, options as never);
    if (Object.keys(result.errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: translate(result.errors, values, messageOf) as FieldErrors<V> };
  };
}
