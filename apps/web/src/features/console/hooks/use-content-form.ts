import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/lib/api';
import { contentKey } from '../api/console-content-api';
import type { Problems } from '../components/content-parts';

/**
 * A content form (banner, announcement): the values as the inputs hold them, their problems by field after a submit,
 * and the save that refreshes the content lists and closes the form, or shows why the server refused.
 */
export function useContentForm<V>({
  initial,
  problemsOf,
  save,
  onSaved,
}: {
  initial: () => V;
  problemsOf: (values: V) => Problems;
  save: (values: V) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (changes: Partial<V>) => setValues((v) => ({ ...v, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await save(values);
      await queryClient.invalidateQueries({ queryKey: contentKey });
      onSaved();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setSaving(false);
    }
  };

  return { values, change, problems, failure, saving, submit: (event: FormEvent) => void submit(event) };
}
