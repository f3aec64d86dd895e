import type { ConsoleDepositChannel } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { depositChannelsQuery, reorderDepositChannels, setDepositChannelEnabled } from '../api/console-admin-api';
import { DepositChannelForm } from './deposit-channel-form';
import './console-admin.css';

/**
 * The merchant's deposit channels in the order players see them: limits, provider, open or closed; create, edit,
 * open, close and move up or down. Players see a change the next time they open the deposit page.
 */
export function DepositChannelsPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const symbol = merchant?.currencySymbol;
  const channels = useQuery(depositChannelsQuery());
  // null: the new-channel form; a channel: its edit form.
  const [editing, setEditing] = useState<ConsoleDepositChannel | null | undefined>(undefined);
  const [busy, setBusy] = useState<number | null>(null);
  const list = channels.data?.list ?? [];
  const nameOf = (c: ConsoleDepositChannel) => (currentLanguage() === 'CN' ? c.name.CN : c.name.EN);

  const act = async (id: number, action: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: ['console', 'channels'] });
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((c) => c.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    void act(id, () => reorderDepositChannels(ids), t('console.channels.reordered'));
  };

  return (
    <section className="console-page" aria-labelledby="console-channels">
      <header className="console-page__head">
        <h2 id="console-channels">{t('console.channels.title')}</h2>
        <Button variant="accent" onClick={() => setEditing(null)}>
          {t('console.channels.new')}
        </Button>
      </header>
      <p className="console-muted">{t('console.channels.hint')}</p>
      {channels.isPending ? <Skeleton height={160} /> : null}
      {channels.isError ? (
        <p className="console-error" role="alert">
          {channels.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void channels.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {channels.isSuccess && list.length === 0 ? <p className="console-muted">{t('console.channels.empty')}</p> : null}
      {list.length > 0 ? (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('console.channels.order')}</th>
              <th scope="col">{t('console.channels.name')}</th>
              <th scope="col">{t('console.channels.kind')}</th>
              <th scope="col">{t('console.channels.provider')}</th>
              <th scope="col" className="console-num">
                {t('console.channels.min')}
              </th>
              <th scope="col" className="console-num">
                {t('console.channels.max')}
              </th>
              <th scope="col">{t('console.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('console.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((c, index) => (
              <tr key={c.id} data-testid="console-channel" data-channel={c.name.EN} data-enabled={c.enabled}>
                <td>
                  <span className="console-order">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('console.channels.moveUp', { name: nameOf(c) })}
                      disabled={index === 0 || busy !== null}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('console.channels.moveDown', { name: nameOf(c) })}
                      disabled={index === list.length - 1 || busy !== null}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                  </span>
                </td>
                <td>
                  <strong>{nameOf(c)}</strong>
                  <div className="console-muted">{currentLanguage() === 'CN' ? c.name.EN : c.name.CN}</div>
                </td>
                <td>{t(`console.channels.kinds.${c.kind}`)}</td>
                <td className="tabular">{c.provider ?? '—'}</td>
                <td className="console-num tabular">{formatMoney(c.minAmount, { symbol })}</td>
                <td className="console-num tabular">{formatMoney(c.maxAmount, { symbol })}</td>
                <td>
                  <span className={`console-badge console-badge--${c.enabled ? 'ok' : 'off'}`}>
                    {t(c.enabled ? 'console.channels.open' : 'console.channels.closed')}
                  </span>
                </td>
                <td>
                  <div className="console-actions">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('console.channels.editOne', { name: nameOf(c) })}
                      onClick={() => setEditing(c)}
                    >
                      {t('console.channels.editShort')}
                    </Button>
                    <Button
                      size="sm"
                      variant={c.enabled ? 'ghost' : 'accent'}
                      loading={busy === c.id}
                      onClick={() =>
                        void act(
                          c.id,
                          () => setDepositChannelEnabled(c.id, !c.enabled),
                          t(c.enabled ? 'console.channels.doneClose' : 'console.channels.doneOpen', {
                            name: nameOf(c),
                          }),
                        )
                      }
                    >
                      {t(c.enabled ? 'console.channels.close' : 'console.channels.reopen')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {editing !== undefined ? <DepositChannelForm channel={editing} onClose={() => setEditing(undefined)} /> : null}
    </section>
  );
}
