import { useState } from 'react';
import { type FieldValues, get, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { queryClient } from '@/lib/api';
import { contentKey } from '../api/console-content-api';
import { type ErrorOf, useContentMessage } from '../components/content-parts';
import { useConsoleForm } from '../components/kit';

/**
 * A content form (banner, announcement, help entry, message): the values as the inputs hold them, judged on submit
 * by the contract's request schema (`toBody` builds the body), the refusals by field in the operator's words, and
 * the save that refreshes the content lists and closes the form, or shows why the server refused.
 */
export function useContentForm<V extends FieldValues, S extends z.ZodType, R>({
  initial,
  schema,
  toBody,
  save,
  onSaved,
  refreshes = true,
}: {
  initial: () => V;
  schema: S;
  toBody: (values: V) => z.input<S>;
  save: (body: z.input<S>, values: V) => Promise<R>;
  /** After the save and the lists' refresh, with what the save answered. */
  onSaved: (saved: R) => void;
  /** Whether a save changes the content lists (a message's review sends nothing yet). */
  refreshes?: boolean;
}) {
  const [defaultValues] = useState(initial);
  const form = useConsoleForm({ defaultValues, schema, toBody, messageOf: useContentMessage<V>() });
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;
  // The editors are controlled (HTML, pictures, checkboxes of a set), so values change through here.
  const change = (changes: Partial<V>) => {
    for (const [name, value] of Object.entries(changes)) {
      form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
    }
  };
  const errorOf: ErrorOf = (field) => {
    const message = (get(errors, field) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const submit = form.submit(async (body, filled) => {
    const saved = await save(body, filled);
    if (refreshes) await queryClient.invalidateQueries({ queryKey: contentKey });
    onSaved(saved);
  });

  return {
    values,
    change,
    errorOf,
    failure: form.failure,
    saving: isSubmitting,
    submit,
  };
}
