import {
  type ConsoleLotteryPeriod,
  LOTTERY_VOID_ROLES,
  type LotteryPeriodStatusName,
  lotteryPeriodStatuses,
} from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { lotteryGamesQuery, lotteryPeriodsQuery } from '../api/console-lottery-api';
import { useConsoleSession } from '../stores/console-session';
import { useMoney } from './bet-cells';
import { CONSOLE_PAGE_SIZE, ConsoleTable, CsvExport, FilterBar, pageNoOf, pagerOf, useUrlParams } from './kit';
import { LotteryPeriodDetail } from './lottery-period-detail';
import { LotteryVoidDialog } from './lottery-void-dialog';
import './console-admin.css';
import './lottery-console.css';

const statusTone: Record<LotteryPeriodStatusName, string> = { open: 'off', drawn: 'off', settled: 'ok', void: 'bad' };
const isStatus = (v: string | null): v is LotteryPeriodStatusName =>
  (lotteryPeriodStatuses as readonly string[]).includes(v ?? '');

/**
 * A lottery game's periods (`?game=`, `?status=`, `?when=`, `?p=` in the address): those opened so far, newest draw
 * first (the one taking bets on top), or the upcoming ones, soonest first. Each with times, status, result,
 * the seed's hash and (once drawn) the seed, bets, stake and payout; a period opens with its bets and exposure.
 * Admin and risk void a period not settled yet, refunding every stake.
 */
export function LotteryPeriodsPage() {
  const { t, i18n } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { money } = useMoney();
  const role = useConsoleSession((s) => s.operator?.role);
  const canVoid = role ? LOTTERY_VOID_ROLES.includes(role) : false;
  const { params, update } = useUrlParams();
  const games = useQuery(lotteryGamesQuery());
  const list = games.data?.list ?? [];
  const gameId = Number(params.get('game')) || list[0]?.gameId || 0;
  const game = list.find((g) => g.gameId === gameId);
  const status = isStatus(params.get('status')) ? (params.get('status') as LotteryPeriodStatusName) : undefined;
  const upcoming = params.get('when') === 'upcoming';
  const pageNo = pageNoOf(params.get('p'));
  const periods = useQuery({
    ...lotteryPeriodsQuery(gameId, {
      pageNo,
      pageSize: CONSOLE_PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(upcoming ? { upcoming: 'true' as const } : {}),
    }),
    enabled: gameId > 0,
  });
  const data = periods.data;
  const [gameDraft, setGameDraft] = useState<string | null>(null);
  const [statusDraft, setStatusDraft] = useState<string | null>(null);
  const [whenDraft, setWhenDraft] = useState<string | null>(null);
  const [opened, setOpened] = useState<ConsoleLotteryPeriod | null>(null);
  const [voiding, setVoiding] = useState<ConsoleLotteryPeriod | null>(null);
  const time = (ms: number) => formatDateTime(ms, offset);
  const cn = i18n.language.startsWith('zh');

  const apply = () => update({ game: gameDraft ?? String(gameId), status: statusDraft ?? status ?? null, p: null });

  return (
    <section className="console-page" aria-labelledby="console-lottery-periods">
      <header className="console-page__head">
        <h2 id="console-lottery-periods">{t('console.nav.lotteryPeriods')}</h2>
        {data ? (
          <span className="console-muted tabular">{t('consoleLottery.periodCount', { count: data.total })}</span>
        ) : null}
        <CsvExport
          name={`lottery-periods-${game?.gameCode ?? gameId}-${pageNo}`}
          rows={data?.list ?? []}
          columns={[
            { header: t('consoleLottery.numero'), value: (p) => p.numero },
            { header: t('consoleLottery.opensAt'), value: (p) => time(p.opensAt) },
            { header: t('consoleLottery.closesAt'), value: (p) => time(p.closesAt) },
            { header: t('consoleLottery.drawsAt'), value: (p) => time(p.drawsAt) },
            { header: t('console.status'), value: (p) => t(`consoleLottery.statuses.${p.status}`) },
            { header: t('consoleLottery.result'), value: (p) => p.display ?? '' },
            { header: t('consoleLottery.seedHash'), value: (p) => p.seedHash },
            { header: t('consoleLottery.seed'), value: (p) => p.seed ?? '' },
            { header: t('betRecords.bets'), value: (p) => p.bets },
            { header: t('betRecords.stake'), value: (p) => p.stake },
            { header: t('betRecords.payout'), value: (p) => p.payout },
            { header: t('consoleLottery.voidReason'), value: (p) => p.voidReason ?? '' },
          ]}
        />
      </header>
      <FilterBar onApply={apply} applyLabel={t('consoleBets.show')} applyTestId="lottery-periods-show">
        <SelectField
          label={t('consoleLottery.game')}
          value={gameDraft ?? String(gameId)}
          onChange={(e) => setGameDraft(e.target.value)}
          data-testid="lottery-periods-game"
        >
          {list.map((g) => (
            <option key={g.gameId} value={g.gameId}>
              {cn ? g.name.CN : g.name.EN} ({g.gameCode})
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('consoleLottery.when')}
          value={whenDraft ?? (upcoming ? 'upcoming' : '')}
          onChange={(e) => setWhenDraft(e.target.value)}
          data-testid="lottery-periods-when"
        >
          <option value="">{t('consoleLottery.started')}</option>
          <option value="upcoming">{t('consoleLottery.upcoming')}</option>
        </SelectField>
        <SelectField
          label={t('console.status')}
          value={statusDraft ?? status ?? ''}
          onChange={(e) => setStatusDraft(e.target.value)}
          data-testid="lottery-periods-status"
        >
          <option value="">{t('console.all')}</option>
          {lotteryPeriodStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`consoleLottery.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <ConsoleTable
        query={gameId > 0 ? periods : games}
        loadingHeight={300}
        empty={t('consoleLottery.noPeriods')}
        rows={data?.list}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-testid': 'lottery-period-row', 'data-numero': p.numero, 'data-status': p.status })}
        className="lottery-table"
        testId="lottery-periods"
        busy={periods.isPlaceholderData}
        pager={pagerOf(pageNo, data, (page) => update({ p: String(page) }))}
        columns={[
          {
            key: 'numero',
            header: t('consoleLottery.numero'),
            rowHeader: true,
            cell: (p) => <span className="tabular console-nowrap">{p.numero}</span>,
          },
          {
            key: 'times',
            header: t('consoleLottery.drawsAt'),
            cell: (p) => (
              <>
                <span className="tabular console-nowrap">{time(p.drawsAt)}</span>
                <div className="console-muted tabular console-nowrap">
                  {t('consoleLottery.closesAtShort', { time: time(p.closesAt) })}
                </div>
              </>
            ),
          },
          {
            key: 'status',
            header: t('console.status'),
            cell: (p) => (
              <span className={`console-badge console-badge--${statusTone[p.status]}`}>
                {t(`consoleLottery.statuses.${p.status}`)}
              </span>
            ),
          },
          {
            key: 'result',
            header: t('consoleLottery.result'),
            cell: (p) => (p.display ? <span className="tabular lottery-result">{p.display}</span> : '—'),
          },
          {
            key: 'proof',
            header: t('consoleLottery.proof'),
            cell: (p) => (
              <span className="lottery-hash" title={p.seed ?? p.seedHash}>
                {(p.seed ?? p.seedHash).slice(0, 12)}…
                <span className="console-muted">
                  {' '}
                  {p.seed ? t('consoleLottery.seedShort') : t('consoleLottery.hashShort')}
                </span>
              </span>
            ),
          },
          { key: 'bets', header: t('betRecords.bets'), numeric: true, cell: (p) => p.bets },
          { key: 'stake', header: t('betRecords.stake'), numeric: true, cell: (p) => money(p.stake) },
          { key: 'payout', header: t('betRecords.payout'), numeric: true, cell: (p) => money(p.payout) },
        ]}
        actionsClassName="lottery-actions"
        actions={(p) => (
          <>
            <Button size="sm" variant="outline" onClick={() => setOpened(p)} data-testid="lottery-period-open">
              {t('consoleLottery.details')}
            </Button>
            {canVoid && (p.status === 'open' || p.status === 'drawn') ? (
              <Button size="sm" variant="ghost" onClick={() => setVoiding(p)} data-testid="lottery-period-void">
                {t('consoleLottery.void')}
              </Button>
            ) : null}
          </>
        )}
      />
      {opened ? <LotteryPeriodDetail period={opened} onClose={() => setOpened(null)} /> : null}
      {voiding ? <LotteryVoidDialog period={voiding} onClose={() => setVoiding(null)} /> : null}
    </section>
  );
}
