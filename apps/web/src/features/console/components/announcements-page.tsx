import { type AnnouncementKind, announcementKinds, type ConsoleAnnouncement } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMerchant } from '@/features/system';
import { announcementsQuery, deleteAnnouncement } from '../api/console-content-api';
import { AnnouncementEditor } from './announcement-editor';
import { BilingualTitle, ConfirmDelete, EditDeleteActions, ScheduleBadge, ScheduleWindow } from './content-parts';
import { ConsoleTable, useUrlParams } from './kit';
import './console-admin.css';
import './content-console.css';

const titleOf = (a: ConsoleAnnouncement) => a.title.EN || a.title.CN || '—';

/**
 * Notices (the marquee), pop-ups, promotion announcements and agent notices (the agent centre only), one kind per tab
 * (`?kind=`), in the readers' order with their state now; the editor opens in place of the list, with its preview.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { params, update } = useUrlParams();
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

  const choose = (k: AnnouncementKind) => update({ kind: k });

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
      <ConsoleTable
        query={items}
        empty={t('consoleContent.announcements.empty')}
        rows={items.isSuccess ? list : undefined}
        rowKey={(a) => a.id}
        rowProps={(a) => ({ 'data-testid': 'console-announcement', 'data-announcement': a.id })}
        columns={[
          { key: 'title', header: t('consoleContent.fields.title'), cell: (a) => <BilingualTitle title={a.title} /> },
          { key: 'state', header: t('console.status'), cell: (a) => <ScheduleBadge item={a} now={now} /> },
          kind === 'popup' && {
            key: 'execution',
            header: t('consoleContent.fields.execution'),
            cell: (a) => (a.execution ? t(`consoleContent.execution.${a.execution}`, a.execution) : '—'),
          },
          kind === 'promotion' && {
            key: 'promotionType',
            header: t('consoleContent.fields.promotionType'),
            cell: (a) => a.promotionType ?? '—',
          },
          kind !== 'agent' && {
            key: 'platforms',
            header: t('consoleContent.fields.platforms'),
            cell: (a) =>
              a.platforms
                ? a.platforms.map((p) => t(`consoleContent.platforms.${p}`, p)).join(', ')
                : t('consoleContent.platforms.all'),
          },
          {
            key: 'languages',
            header: t('consoleContent.fields.languages'),
            cell: (a) => (a.languages ? a.languages.join(', ') : t('consoleContent.languages.ALL')),
          },
          {
            key: 'window',
            header: t('consoleContent.fields.window'),
            cell: (a) => <ScheduleWindow item={a} offset={offset} />,
          },
          { key: 'sort', header: t('consoleContent.fields.sort'), numeric: true, cell: (a) => a.sort },
        ]}
        actionsClassName="console-actions"
        actions={(a) => (
          <EditDeleteActions title={titleOf(a)} onEdit={() => setEditing(a)} onDelete={() => setDeleting(a)} />
        )}
      />
      {deleting ? (
        <ConfirmDelete
          title={titleOf(deleting)}
          done={t('consoleContent.announcements.deleted', { title: titleOf(deleting) })}
          onDelete={() => deleteAnnouncement(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
