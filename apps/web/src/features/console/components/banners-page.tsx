import { bannerGroupNames, type ConsoleBanner, type LinkageType } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { bannersQuery, contentKey, deleteBanner } from '../api/console-content-api';
import { BannerDialog } from './banner-dialog';
import { catalogueImage } from './catalogue-badges';
import { ConfirmDialog, failureText, ScheduleBadge, ScheduleWindow } from './content-parts';
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
  const [params, setParams] = useSearchParams();
  const banners = useQuery(bannersQuery());
  const group = bannerGroupNames.find((g) => g === params.get('group')) ?? bannerGroupNames[0];
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleBanner | null>(null);
  const all = banners.data?.list ?? [];
  const list = all.filter((b) => b.groupName === group).sort((a, b) => a.sort - b.sort || a.id - b.id);
  const now = Date.now();

  const choose = (g: string) => {
    const next = new URLSearchParams(params);
    next.set('group', g);
    setParams(next);
  };

  const remove = async (banner: ConsoleBanner) => {
    try {
      await deleteBanner(banner.id);
      toast.success(t('consoleContent.banners.deleted', { title: titleOf(banner) }));
      setDeleting(null);
    } catch (error) {
      toast.error(failureText(error, t('errors.unknown')));
    } finally {
      await queryClient.invalidateQueries({ queryKey: contentKey });
    }
  };

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
      {banners.isPending ? <Skeleton height={240} /> : null}
      {banners.isError ? (
        <p className="console-error" role="alert">
          {banners.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void banners.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {banners.isSuccess && list.length === 0 ? (
        <p className="console-muted">{t('consoleContent.banners.empty')}</p>
      ) : null}
      {list.length > 0 ? (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleContent.fields.image')}</th>
              <th scope="col">{t('consoleContent.fields.title')}</th>
              <th scope="col">{t('console.status')}</th>
              <th scope="col">{t('consoleContent.fields.window')}</th>
              <th scope="col" className="console-num">
                {t('consoleContent.fields.sort')}
              </th>
              <th scope="col">{t('consoleContent.fields.languages')}</th>
              <th scope="col">{t('consoleContent.fields.link')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('console.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((b) => (
              <tr key={b.id} data-testid="console-banner" data-banner={b.id}>
                <td>
                  <img className="content-thumb" src={catalogueImage(b.imageUrl)} alt="" loading="lazy" />
                </td>
                <td>
                  <strong>{b.title.EN || '—'}</strong>
                  <br />
                  <span className="console-muted">{b.title.CN || '—'}</span>
                </td>
                <td>
                  <ScheduleBadge item={b} now={now} />
                </td>
                <td>
                  <ScheduleWindow item={b} offset={offset} />
                </td>
                <td className="console-num tabular">{b.sort}</td>
                <td>{b.languages ? b.languages.join(', ') : t('consoleContent.languages.ALL')}</td>
                <td className="console-clip">
                  {b.linkageType === 'NONE'
                    ? '—'
                    : `${t(`consoleContent.linkage.${b.linkageType as LinkageType}`)}: ${b.linkTarget}`}
                </td>
                <td>
                  <span className="console-actions">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('consoleContent.editOne', { title: titleOf(b) })}
                      onClick={() => setEditing(b)}
                    >
                      {t('consoleContent.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('consoleContent.deleteOne', { title: titleOf(b) })}
                      onClick={() => setDeleting(b)}
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
      {editing ? (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          groupName={group}
          offset={offset}
          onClose={() => setEditing(null)}
        />
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
