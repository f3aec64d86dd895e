import { type ConsoleLotteryGame, LOTTERY_ADD_ROLES, LOTTERY_GAME_ROLES, LOTTERY_PERIOD_ROLES } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { lotteryGamesQuery } from '../api/console-lottery-api';
import { scheduleText } from '../lib/lottery-rules';
import { useConsoleSession } from '../stores/console-session';
import { useMoney } from './bet-cells';
import { ConsoleTable, useUrlParams } from './kit';
import { LotteryGameDialog } from './lottery-game-dialog';
import './console-admin.css';
import './lottery-console.css';

/**
 * The brand's lottery games: schedule, close, limits, prize groups, switch and next draw. Admins add and edit
 * games (their odds and limits are money rules); content reads them; finance and risk read them and go on to a
 * game's periods.
 */
export function LotteryGamesPage() {
  const { t, i18n } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const { money } = useMoney();
  const role = useConsoleSession((s) => s.operator?.role);
  const canAdd = role ? LOTTERY_ADD_ROLES.includes(role) : false;
  const canEdit = role ? LOTTERY_GAME_ROLES.includes(role) : false;
  const canSeePeriods = role ? LOTTERY_PERIOD_ROLES.includes(role) : false;
  const games = useQuery(lotteryGamesQuery());
  const { update } = useUrlParams();
  // A game's id, `new` for the add form.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const edited = games.data?.list.find((g) => g.gameId === editing);
  const cn = i18n.language.startsWith('zh');
  const nameOf = (g: ConsoleLotteryGame) => (cn ? g.name.CN : g.name.EN);
  const schedule = (g: ConsoleLotteryGame) =>
    scheduleText(g, {
      every: (seconds) => t('consoleLottery.every', { seconds }),
      daily: (time) => t('consoleLottery.dailyAt', { time }),
    });

  return (
    <section className="console-page" aria-labelledby="console-lottery-games">
      <header className="console-page__head">
        <h2 id="console-lottery-games">{t('console.nav.lotteryGames')}</h2>
        <span className="console-muted">{t('consoleLottery.gamesNote')}</span>
        {canAdd ? (
          <Button variant="accent" onClick={() => setEditing('new')} data-testid="lottery-game-add">
            {t('consoleLottery.add')}
          </Button>
        ) : null}
      </header>
      <ConsoleTable
        query={games}
        loadingHeight={300}
        empty={t('consoleLottery.noGames')}
        rows={games.data?.list}
        rowKey={(g) => g.gameId}
        rowProps={(g) => ({ 'data-testid': 'lottery-game-row', 'data-game': g.gameCode })}
        className="lottery-table lottery-games-table"
        testId="lottery-games"
        columns={[
          {
            key: 'game',
            header: t('consoleLottery.game'),
            rowHeader: true,
            cell: (g) => (
              <>
                {nameOf(g)} <span className="console-muted">{g.gameCode}</span>
                <div className="console-muted">
                  {g.vendorCode} · {g.family}
                </div>
              </>
            ),
          },
          {
            key: 'enabled',
            header: t('console.status'),
            cell: (g) => (
              <span className={`console-badge console-badge--${g.enabled ? 'ok' : 'off'}`}>
                {g.enabled ? t('consoleLottery.on') : t('consoleLottery.off')}
              </span>
            ),
          },
          {
            key: 'schedule',
            header: t('consoleLottery.schedule'),
            cell: (g) => (
              <>
                {schedule(g)}
                <div className="console-muted">{t('consoleLottery.closesBefore', { seconds: g.closeSeconds })}</div>
              </>
            ),
          },
          {
            key: 'limits',
            header: t('consoleLottery.limits'),
            numeric: true,
            cell: (g) => (
              <>
                <div>{t('consoleLottery.perNumber', { amount: money(g.maxPayoutPerNumber) })}</div>
                <div className="console-muted">
                  {t('consoleLottery.perPeriod', { amount: money(g.maxPayoutPerPeriod) })}
                </div>
              </>
            ),
          },
          {
            key: 'groups',
            header: t('consoleLottery.prizeGroups'),
            numeric: true,
            cell: (g) =>
              g.usesPrizeGroup ? t('consoleLottery.groups', { group: g.defaultPrizeGroup, top: g.maxPrizeGroup }) : '—',
          },
          {
            key: 'next',
            header: t('consoleLottery.nextDraw'),
            cell: (g) =>
              g.nextDraw ? (
                <>
                  <span className="tabular">{t('consoleLottery.nextNumero', { numero: g.nextDraw.numero })}</span>
                  <div className="console-muted tabular">{formatDateTime(g.nextDraw.drawsAt, offset)}</div>
                </>
              ) : (
                '—'
              ),
          },
        ]}
        actions={(g) => (
          <>
            {canEdit ? (
              <Button size="sm" variant="outline" onClick={() => setEditing(g.gameId)} data-testid="lottery-game-edit">
                {t('consoleLottery.edit')}
              </Button>
            ) : null}
            {canSeePeriods ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => update({ page: 'lotteryPeriods', game: String(g.gameId), status: null, p: null })}
                data-testid="lottery-game-periods"
              >
                {t('consoleLottery.periods')}
              </Button>
            ) : null}
          </>
        )}
      />
      {edited || editing === 'new' ? (
        <LotteryGameDialog game={edited ?? null} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
