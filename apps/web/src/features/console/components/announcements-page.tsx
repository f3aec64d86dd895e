import { type AnnouncementKind, announcementKinds, type ConsoleAnnouncement } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { announcementsQuery, contentKey, deleteAnnouncement } from '../api/console-content-api';
import { AnnouncementEditor } from './announcement-editor';
import { ConfirmDialog, failureText, ScheduleBadge, ScheduleWindow } from './content-parts';
import './console-admin.css';
import './content-console.css';

const titleOf = (a: ConsoleAnnouncement) => a.title.EN || a.title.CN || '—';

/**
 * Notices (the marquee), pop-ups and promotion announcements, one kind per tab (`?kind=`), in the players' order
 * with their state now; the editor opens in place of the list, with its preview.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const [params, setParams] = useSearchParams();
  const kind: AnnouncementKind = announcementKinds.find((k) => k === params.get('kind')) ?? 'notice';
  const items = useQuery(announcementsQuery(kind));
  const [editing, setEditing] = useState<ConsoleAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleAnnouncement | null>(null);
  const list = [...(items.data?.list ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const now = Date.now();

  if (editing) {
    return (
      <AnnouncementEditor
        key={editing === 'new' ? 'new' : editing.id}
        item={editing === 'new' ? null : editing}
        kind={kind}
        offset={offset}
        onClose={() => setEditing(null)}
      />
    );
  }

  const choose = (k: AnnouncementKind) => {
    const next = new URLSearchParams(params);
    next.set('kind', k);
    setParams(next);
  };

  const remove = async (item: ConsoleAnnouncement) => {
    try {
      await deleteAnnouncement(item.id);
      toast.success(t('consoleContent.announcements.deleted', { title: titleOf(item) }));
      setDeleting(null);
    } catch (error) {
      toast.error(failureText(error, t('errors.unknown')));
    } finally {
      await queryClient.invalidateQueries({ queryKey: contentKey });
    }
  };

  return (
    <section className="console-page" aria-labelledby="console-announcements">
      <header className="console-page__head">
        <h2 id="console-announcements">{t('console.nav.announcements')}</h2>
        <Button variant="accent" size="sm" onClick={() => setEditing('new')} data-testid="announcement-new">
          {t('consoleContent.announcements.new', { kind: t(`consoleContent.kindName.${kind}`) })}
        </Button>
      </header>
      <div className="content-groups" role="toolbar" aria-label={t('consoleContent.announcements.kinds')}>
        {announcementKinds.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={k === kind}
            data-kind={k}
            className={`content-groups__item${k === kind ? ' content-groups__item--on' : ''}`}
            onClick={() => choose(k)}
          >
            {t(`consoleContent.kinds.${k}`)}
          </button>
        ))}
      </div>
      <p className="console-muted">{t(`consoleContent.announcements.hint.${kind}`)}</p>
      {items.isPending ? <Skeleton height={240} /> : null}
      {items.isError ? (
        <p className="console-error" role="alert">
          {items.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void items.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {items.isSuccess && list.length === 0 ? (
        <p className="console-muted">{t('consoleContent.announcements.empty')}</p>
      ) : null}
      {list.length > 0 ? (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleContent.fields.title')}</th>
              <th scope="col">{t('console.status')}</th>
              {kind === 'popup' ? <th scope="col">{t('consoleContent.fields.execution')}</th> : null}
              {kind === 'promotion' ? <th scope="col">{t('consoleContent.fields.promotionType')}</th> : null}
              <th scope="col">{t('consoleContent.fields.platforms')}</th>
              <th scope="col">{t('consoleContent.fields.languages')}</th>
              <th scope="col">{t('consoleContent.fields.window')}</th>
              <th scope="col" className="console-num">
                {t('consoleContent.fields.sort')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('console.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((a) => (
              <tr key={a.id} data-testid="console-announcement" data-announcement={a.id}>
                <td>
                  <strong>{a.title.EN || '—'}</strong>
                  <br />
                  <span className="console-muted">{a.title.CN || '—'}</span>
                </td>
                <td>
                  <ScheduleBadge item={a} now={now} />
                </td>
                {kind === 'popup' ? (
                  <td>{a.execution ? t(`consoleContent.execution.${a.execution}`, a.execution) : '—'}</td>
                ) : null}
                {kind === 'promotion' ? <td>{a.promotionType ?? '—'}</td> : null}
                <td>
                  {a.platforms
                    ? a.platforms.map((p) => t(`consoleContent.platforms.${p}`, p)).join(', ')
                    : t('consoleContent.platforms.all')}
                </td>
                <td>{a.languages ? a.languages.join(', ') : t('consoleContent.languages.ALL')}</td>
                <td>
                  <ScheduleWindow item={a} offset={offset} />
                </td>
                <td className="console-num tabular">{a.sort}</td>
                <td>
                  <span className="console-actions">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('consoleContent.editOne', { title: titleOf(a) })}
                      onClick={() => setEditing(a)}
                    >
                      {t('consoleContent.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('consoleContent.deleteOne', { title: titleOf(a) })}
                      onClick={() => setDeleting(a)}
                    >
                      {t('consoleContent.delete')}
                    </Button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('consoleContent.deleteTitle', { title: titleOf(deleting) })}
          confirm={t('consoleContent.delete')}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>{t('consoleContent.deleteText')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
