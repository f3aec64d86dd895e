import { helpEntryInputSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import {
  type ConsoleHelpEntry,
  contentKey,
  deleteHelpEntry,
  helpTreeQuery,
  saveHelpEntry,
} from '../api/console-content-api';
import { useContentForm } from '../hooks/use-content-form';
import { type HelpValues, helpPayload } from '../lib/content-forms';
import { ConfirmDialog, failureText } from './content-parts';
import { ContentPreview } from './content-preview';
import { HtmlEditor } from './html-editor';
import './console-admin.css';
import './content-console.css';

type Lang = 'EN' | 'CN';
type Selection = { mode: 'edit'; id: number } | { mode: 'new'; parentId: number | null; sort: number };

const nextSort = (siblings: ConsoleHelpEntry[]) => siblings.reduce((max, e) => Math.max(max, e.sort + 10), 0);

/** Finds an entry and the list it sits in. */
function locate(
  tree: ConsoleHelpEntry[],
  id: number,
): { entry: ConsoleHelpEntry; siblings: ConsoleHelpEntry[] } | null {
  for (const entry of tree) {
    if (entry.id === id) return { entry, siblings: tree };
    const inner = locate(entry.children, id);
    if (inner) return inner;
  }
  return null;
}

function HelpTree({
  entries,
  selectedId,
  onSelect,
}: {
  entries: ConsoleHelpEntry[];
  selectedId: number | null;
  onSelect: (entry: ConsoleHelpEntry) => void;
}) {
  return (
    <ul className="content-tree">
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            className={`content-tree__item${entry.id === selectedId ? ' content-tree__item--on' : ''}`}
            aria-current={entry.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(entry)}
            data-testid="help-entry"
          >
            {entry.title}
            {entry.anchor ? <span className="console-muted"> #{entry.anchor}</span> : null}
          </button>
          {entry.children.length > 0 ? (
            <HelpTree entries={entry.children} selectedId={selectedId} onSelect={onSelect} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function HelpEntryForm({
  entry,
  selection,
  lang,
  onDone,
  onAdd,
  onDelete,
}: {
  /** The entry being edited; null for a new one (where `selection` says). */
  entry: ConsoleHelpEntry | null;
  selection: Selection;
  lang: Lang;
  /** After a save, with the saved entry's id; null when a new entry is given up. */
  onDone: (id: number | null) => void;
  onAdd: (where: 'child' | 'sibling') => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const parentId = entry ? entry.parentId : selection.mode === 'new' ? selection.parentId : null;
  const { values, change, errorOf, failure, saving, submit } = useContentForm({
    initial: (): HelpValues => ({
      title: entry?.title ?? '',
      anchor: entry?.anchor ?? '',
      sort: String(entry?.sort ?? (selection.mode === 'new' ? selection.sort : 0)),
      content: entry?.content ?? '',
    }),
    schema: helpEntryInputSchema,
    toBody: (v) => helpPayload(v, lang, parentId),
    save: async (body, v) => {
      const saved = await saveHelpEntry(entry?.id ?? null, body);
      toast.success(t('consoleContent.help.saved', { title: v.title.trim() }));
      return saved;
    },
    onSaved: (saved) => onDone(saved.id),
  });

  return (
    <div className="content-editor">
      <form className="content-form" onSubmit={submit} noValidate data-testid="help-form">
        <h3 className="console-panel__title">
          {entry
            ? t('consoleContent.help.editing', { title: entry.title })
            : selection.mode === 'new' && selection.parentId !== null
              ? t('consoleContent.help.newChild')
              : t('consoleContent.help.newTop')}
        </h3>
        <TextField
          label={t('consoleContent.fields.title')}
          value={values.title}
          maxLength={200}
          required
          error={errorOf('title')}
          onChange={(e) => change({ title: e.target.value })}
        />
        <div className="content-form__pair">
          <TextField
            label={t('consoleContent.fields.anchor')}
            hint={t('consoleContent.help.anchorHint')}
            value={values.anchor}
            maxLength={40}
            autoComplete="off"
            error={errorOf('anchor')}
            onChange={(e) => change({ anchor: e.target.value })}
          />
          <TextField
            label={t('consoleContent.fields.sort')}
            hint={t('consoleContent.sortHint')}
            inputMode="numeric"
            value={values.sort}
            error={errorOf('sort')}
            onChange={(e) => change({ sort: e.target.value })}
          />
        </div>
        <HtmlEditor
          label={t('consoleContent.fields.content')}
          value={values.content}
          onChange={(content) => change({ content })}
          rows={14}
          testId="help-html"
        />
        {failure ? (
          <p className="console-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="console-actions content-form__end">
          {entry ? (
            <>
              <Button type="button" size="sm" variant="outline" onClick={() => onAdd('child')}>
                {t('consoleContent.help.addChild')}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => onAdd('sibling')}>
                {t('consoleContent.help.addSibling')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={onDelete}>
                {t('consoleContent.delete')}
              </Button>
            </>
          ) : (
            <Button type="button" size="sm" variant="ghost" onClick={() => onDone(null)}>
              {t('auth.cancel')}
            </Button>
          )}
          <Button type="submit" variant="accent" loading={saving} data-testid="help-save">
            {t('consoleContent.save')}
          </Button>
        </div>
      </form>
      <div className="content-editor__preview">
        <ContentPreview
          only={lang}
          title={{ EN: values.title, CN: values.title }}
          html={{ EN: values.content, CN: values.content }}
        />
      </div>
    </div>
  );
}

/**
 * The help centre, one tree per language (`?lang=`): entries nested under their parents in order; the chosen entry
 * opens beside the tree for editing with a preview, and new entries go at the top, under it or beside it.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const lang: Lang = params.get('lang') === 'CN' ? 'CN' : 'EN';
  const tree = useQuery(helpTreeQuery(lang));
  const [selection, setSelection] = useState<Selection | null>(null);
  const [deleting, setDeleting] = useState<ConsoleHelpEntry | null>(null);
  const entries = tree.data ?? [];
  // The chosen entry is read from the latest tree, so a save shows at once.
  const current = selection?.mode === 'edit' ? (locate(entries, selection.id)?.entry ?? null) : null;

  const setLang = (next: Lang) => {
    const p = new URLSearchParams(params);
    p.set('lang', next);
    setParams(p);
    setSelection(null);
  };

  const add = (where: 'child' | 'sibling') => {
    if (!current) return;
    if (where === 'child') setSelection({ mode: 'new', parentId: current.id, sort: nextSort(current.children) });
    else {
      const siblings = locate(entries, current.id)?.siblings ?? entries;
      setSelection({ mode: 'new', parentId: current.parentId, sort: nextSort(siblings) });
    }
  };

  const remove = async (entry: ConsoleHelpEntry) => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: [...contentKey, 'help'] });
    try {
      await deleteHelpEntry(entry.id);
    } catch (error) {
      toast.error(failureText(error, t('errors.unknown')));
      await refresh();
      return;
    }
    // The tree is read again before the toast, so "deleted" never shows beside the entry it names.
    await refresh();
    toast.success(t('consoleContent.help.deleted', { title: entry.title }));
    setDeleting(null);
    setSelection(null);
  };

  return (
    <section className="console-page" aria-labelledby="console-help">
      <header className="console-page__head">
        <h2 id="console-help">{t('console.nav.help')}</h2>
        <div className="content-groups" role="toolbar" aria-label={t('consoleContent.help.language')}>
          {(['EN', 'CN'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={l === lang}
              className={`content-groups__item${l === lang ? ' content-groups__item--on' : ''}`}
              onClick={() => setLang(l)}
            >
              {t(`consoleContent.help.langs.${l}`)}
            </button>
          ))}
        </div>
      </header>
      <p className="console-muted">{t('consoleContent.help.hint')}</p>
      {tree.isPending ? <Skeleton height={240} /> : null}
      {tree.isError ? (
        <p className="console-error" role="alert">
          {tree.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void tree.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {tree.isSuccess ? (
        <div className="content-help">
          <nav className="content-help__tree" aria-label={t('consoleContent.help.tree')}>
            {entries.length === 0 ? <p className="console-muted">{t('consoleContent.help.empty')}</p> : null}
            <HelpTree
              entries={entries}
              selectedId={current?.id ?? null}
              onSelect={(entry) => setSelection({ mode: 'edit', id: entry.id })}
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() => setSelection({ mode: 'new', parentId: null, sort: nextSort(entries) })}
              data-testid="help-new"
            >
              {t('consoleContent.help.addTop')}
            </Button>
          </nav>
          {selection && (selection.mode === 'new' || current) ? (
            <HelpEntryForm
              key={selection.mode === 'edit' ? `e${selection.id}` : `n${selection.parentId}-${selection.sort}`}
              entry={current}
              selection={selection}
              lang={lang}
              // A new entry, once saved, stays open for editing.
              onDone={(id) => setSelection(id === null ? null : { mode: 'edit', id })}
              onAdd={add}
              onDelete={() => current && setDeleting(current)}
            />
          ) : (
            <p className="console-muted">{t('consoleContent.help.choose')}</p>
          )}
        </div>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('consoleContent.deleteTitle', { title: deleting.title })}
          confirm={t('consoleContent.delete')}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>
            {deleting.children.length > 0 ? t('consoleContent.help.deleteChildren') : t('consoleContent.deleteText')}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
