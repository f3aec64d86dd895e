import { bannerGroupNames, type ConsoleBanner, type LinkageType } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMerchant } from '@/features/system';
import { bannersQuery, deleteBanner } from '../api/console-content-api';
import { BannerDialog } from './banner-dialog';
import { catalogueImage } from './catalogue-badges';
import { BilingualTitle, ConfirmDelete, EditDeleteActions, ScheduleBadge, ScheduleWindow } from './content-parts';
import { ConsoleTable, useUrlParams } from './kit';
import './console-admin.css';
import './content-console.css';

const titleOf = (b: ConsoleBanner) => b.title.EN || b.title.CN || '—';

/**
 * Banners by place (`?group=`): every group of the site with how many banners it has, the chosen group's banners in
 * the players' order with their state now, and the dialog that creates or edits one.
 */
export function BannersPage() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { params, update } = useUrlParams();
  const banners = useQuery(bannersQuery());
  const group = bannerGroupNames.find((g) => g === params.get('group')) ?? bannerGroupNames[0];
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleBanner | null>(null);
  const all = banners.data?.list ?? [];
  const list = all.filter((b) => b.groupName === group).sort((a, b) => a.sort - b.sort || a.id - b.id);
  const now = Date.now();

  const choose = (g: string) => update({ group: g });

  return (
    <section className="console-page" aria-labelledby="console-banners">
      <header className="console-page__head">
        <h2 id="console-banners">{t('console.nav.banners')}</h2>
        <Button variant="accent" size="sm" onClick={() => setEditing('new')} data-testid="banner-new">
          {t('consoleContent.banners.new')}
        </Button>
      </header>
      <p className="console-muted">{t('consoleContent.banners.hint')}</p>
      <div className="content-groups" role="toolbar" aria-label={t('consoleContent.fields.group')}>
        {bannerGroupNames.map((g) => {
          const count = all.filter((b) => b.groupName === g).length;
          return (
            <button
              key={g}
              type="button"
              className={`content-groups__item${g === group ? ' content-groups__item--on' : ''}`}
              aria-pressed={g === group}
              onClick={() => choose(g)}
              data-group={g}
            >
              {t(`consoleContent.groups.${g}`, g)}
              <span className="console-muted tabular"> {count}</span>
            </button>
          );
        })}
      </div>
      <ConsoleTable
        query={banners}
        empty={t('consoleContent.banners.empty')}
        rows={banners.isSuccess ? list : undefined}
        rowKey={(b) => b.id}
        rowProps={(b) => ({ 'data-testid': 'console-banner', 'data-banner': b.id })}
        columns={[
          {
            key: 'image',
            header: t('consoleContent.fields.image'),
            cell: (b) => <img className="content-thumb" src={catalogueImage(b.imageUrl)} alt="" loading="lazy" />,
          },
          { key: 'title', header: t('consoleContent.fields.title'), cell: (b) => <BilingualTitle title={b.title} /> },
          { key: 'state', header: t('console.status'), cell: (b) => <ScheduleBadge item={b} now={now} /> },
          {
            key: 'window',
            header: t('consoleContent.fields.window'),
            cell: (b) => <ScheduleWindow item={b} offset={offset} />,
          },
          { key: 'sort', header: t('consoleContent.fields.sort'), numeric: true, cell: (b) => b.sort },
          {
            key: 'languages',
            header: t('consoleContent.fields.languages'),
            cell: (b) => (b.languages ? b.languages.join(', ') : t('consoleContent.languages.ALL')),
          },
          {
            key: 'link',
            header: t('consoleContent.fields.link'),
            className: 'console-clip',
            cell: (b) =>
              b.linkageType === 'NONE'
                ? '—'
                : `${t(`consoleContent.linkage.${b.linkageType as LinkageType}`)}: ${b.linkTarget}`,
          },
        ]}
        actionsClassName="console-actions"
        actions={(b) => (
          <EditDeleteActions title={titleOf(b)} onEdit={() => setEditing(b)} onDelete={() => setDeleting(b)} />
        )}
      />
      {editing ? (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          groupName={group}
          offset={offset}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={titleOf(deleting)}
          done={t('consoleContent.banners.deleted', { title: titleOf(deleting) })}
          onDelete={() => deleteBanner(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
