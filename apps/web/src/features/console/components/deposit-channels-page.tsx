import type { ConsoleDepositChannel } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { depositChannelsQuery, reorderDepositChannels, setDepositChannelEnabled } from '../api/console-admin-api';
import { DepositChannelForm } from './deposit-channel-form';
import { ConsoleTable, useRowAction } from './kit';
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
  const list = channels.data?.list ?? [];
  const nameOf = (c: ConsoleDepositChannel) => (currentLanguage() === 'CN' ? c.name.CN : c.name.EN);

  const { busy, act } = useRowAction<number>(['console', 'channels']);

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
      <ConsoleTable
        query={channels}
        loadingHeight={160}
        empty={t('console.channels.empty')}
        rows={channels.isSuccess ? list : undefined}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-testid': 'console-channel', 'data-channel': c.name.EN, 'data-enabled': c.enabled })}
        columns={[
          {
            key: 'order',
            header: t('console.channels.order'),
            cell: (c, index) => (
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
            ),
          },
          {
            key: 'name',
            header: t('console.channels.name'),
            cell: (c) => (
              <>
                <strong>{nameOf(c)}</strong>
                <div className="console-muted">{currentLanguage() === 'CN' ? c.name.EN : c.name.CN}</div>
              </>
            ),
          },
          { key: 'kind', header: t('console.channels.kind'), cell: (c) => t(`console.channels.kinds.${c.kind}`) },
          {
            key: 'provider',
            header: t('console.channels.provider'),
            className: 'tabular',
            cell: (c) => c.provider ?? '—',
          },
          {
            key: 'min',
            header: t('console.channels.min'),
            numeric: true,
            cell: (c) => formatMoney(c.minAmount, { symbol }),
          },
          {
            key: 'max',
            header: t('console.channels.max'),
            numeric: true,
            cell: (c) => formatMoney(c.maxAmount, { symbol }),
          },
          {
            key: 'status',
            header: t('console.status'),
            cell: (c) => (
              <span className={`console-badge console-badge--${c.enabled ? 'ok' : 'off'}`}>
                {t(c.enabled ? 'console.channels.open' : 'console.channels.closed')}
              </span>
            ),
          },
        ]}
        actionsClassName="console-actions"
        actions={(c) => (
          <>
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
                  t(c.enabled ? 'console.channels.doneClose' : 'console.channels.doneOpen', { name: nameOf(c) }),
                )
              }
            >
              {t(c.enabled ? 'console.channels.close' : 'console.channels.reopen')}
            </Button>
          </>
        )}
      />
      {editing !== undefined ? <DepositChannelForm channel={editing} onClose={() => setEditing(undefined)} /> : null}
    </section>
  );
}
