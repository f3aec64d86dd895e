import { useState } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver, type FieldMessage, type FormChecks } from './contract-resolver';
import { failureMessage, serverFieldErrors } from './server-errors';

/** Every leaf path of the form's values (`name.EN`), the fields a server's field error may name. */
export function fieldPaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object' && !Array.isArray(value) ? fieldPaths(value, path) : [path];
  });
}

export interface ContractFormOptions<V extends FieldValues, S extends z.ZodType> {
  defaultValues: V;
  /** Values that follow data arriving later (e.g. a name fixed by the account): the form resets to them. */
  values?: V;
  /** The contract's request schema for what the form sends. */
  schema: S;
  toBody: (values: V) => z.input<S>;
  messageOf: FieldMessage<V>;
  /** The form's own rules, beside the contract's. */
  checks?: FormChecks<V>;
  /** A refusal that belongs to one field though the server named none (e.g. a taken username). */
  fieldOf?: (error: unknown) => FieldPath<V> | undefined;
  /** The fields a server's field errors are shown on; by default every field of the form. */
  serverFields?: readonly string[];
  /** Show the refusal's message above the buttons even when its field errors were placed. */
  failureWithFields?: boolean;
}

/**
 * A form validated by the contract's request schema (react-hook-form), and a submit that sends the body, puts the
 * server's field errors on their fields and anything else in `failure` above the buttons.
 */
export interface ContractForm<V extends FieldValues, S extends z.ZodType> extends UseFormReturn<V> {
  /** The refusal that belongs to no field, shown above the buttons. */
  failure: string | null;
  /** The form's submit handler: validates, then sends the body with `send`. */
  submit: (send: (body: z.input<S>, values: V) => Promise<unknown>) => ReturnType<UseFormReturn<V>['handleSubmit']>;
}

export function useContractForm<V extends FieldValues, S extends z.ZodType>({
  defaultValues,
  values,
  schema,
  toBody,
  messageOf,
  checks,
  fieldOf,
  serverFields,
  failureWithFields = false,
}: ContractFormOptions<V, S>): ContractForm<V, S> {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    ...(values ? { values } : {}),
    resolver: contractResolver(schema, toBody, messageOf, checks),
  });
  const paths = serverFields ?? fieldPaths(defaultValues);

  const submit: ContractForm<V, S>['submit'] = (send) =>
    form.handleSubmit(async (filled) => {
      setFailure(null);
      try {
        await send(toBody(filled), filled);
      } catch (error) {
        const text = failureMessage(error, t('errors.unknown'));
        const one = fieldOf?.(error);
        if (one) {
          form.setError(one, { message: text });
          return;
        }
        const placed = serverFieldErrors(error, paths);
        for (const [name, message] of placed) form.setError(name as FieldPath<V>, { message });
        if (placed.length === 0 || failureWithFields) setFailure(text);
      }
    });

  return { ...form, failure, submit };
}
