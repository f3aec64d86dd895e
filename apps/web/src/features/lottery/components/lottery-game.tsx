import type { LotteryBet, LotteryGame, LotterySession } from '@lotus/contract';
import type { LotteryFamily } from '@lotus/lottery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { PHONE_QUERY, useMediaQuery } from '@/lib/media';
import { useSocketEvent } from '@/lib/realtime';
import {
  cancelLotteryBet,
  isTokenInvalid,
  lotteryBetsQuery,
  lotteryKeys,
  lotteryResultsQuery,
  lotterySessionQuery,
  placeLotteryBets,
  stopLotteryChase,
} from '../api/lottery-api';
import { useLotteryToken } from '../hooks/use-lottery-token';
import { clockOffset, useServerNow } from '../hooks/use-server-clock';
import { newRequestKey, type SlipLine, slipTotals, toMajor, toRequestLines } from '../lib/slip';
import { BetBoard } from './bet-board';
import { BetSlip, type ChaseState, initialChase, planChase } from './bet-slip';
import { GameHeader } from './game-header';
import { MyBets } from './info-panels';
import { ResultList } from './result-list';
import { ScrollRegion } from './scroll-region';
import { TrendPanel } from './trend-chart';
import { VnShorthand } from './vn-shorthand';

/** One game of the page: launched with its own token, then header, board, slip and the panels around them. */
export function LotteryGameView({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const { token, error, relaunch, attempt } = useLotteryToken(game);
  if (error) {
    return (
      <EmptyState
        title={t('lottery.launchFailed')}
        description={isApiError(error) ? error.message : t('errors.unknown')}
        action={
          <Button variant="accent" onClick={relaunch}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!token) return <GameSkeleton />;
  return <SessionView key={token} token={token} relaunch={relaunch} autoRelaunch={attempt < MAX_AUTO_RELAUNCHES} />;
}

function GameSkeleton() {
  return (
    <div className="lottery-game" aria-busy="true">
      <Skeleton className="lottery-skeleton" />
    </div>
  );
}

/** A token the lottery server calls invalid is replaced at once, a few times; then the player retries. */
const MAX_AUTO_RELAUNCHES = 3;

function SessionView({
  token,
  relaunch,
  autoRelaunch,
}: {
  token: string;
  relaunch: () => void;
  autoRelaunch: boolean;
}) {
  const { t } = useTranslation();
  const session = useQuery(lotterySessionQuery(token));
  const invalid = session.isError && isTokenInvalid(session.error) && autoRelaunch;
  useEffect(() => {
    if (invalid) relaunch();
  }, [invalid, relaunch]);
  if (session.isPending || invalid) return <GameSkeleton />;
  if (session.isError) {
    const expired = isTokenInvalid(session.error);
    return (
      <EmptyState
        title={t('lottery.launchFailed')}
        description={session.error.message}
        action={
          <Button variant="accent" onClick={() => (expired ? relaunch() : void session.refetch())}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <GameBody
      token={token}
      session={session.data}
      offset={clockOffset(session.data.serverTime, session.dataUpdatedAt)}
      refetch={() => void session.refetch()}
      relaunch={relaunch}
    />
  );
}

interface GameBodyProps {
  token: string;
  session: LotterySession;
  offset: number;
  refetch: () => void;
  relaunch: () => void;
}

function GameBody({ token, session, offset, refetch, relaunch }: GameBodyProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const phone = useMediaQuery(PHONE_QUERY);
  const now = useServerNow(offset);
  const results = useQuery({ ...lotteryResultsQuery(token), refetchInterval: 30_000 });
  const bets = useQuery({ ...lotteryBetsQuery(token), refetchInterval: 30_000 });
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [chase, setChase] = useState<ChaseState>(initialChase);
  const [placing, setPlacing] = useState(false);
  const [slipOpen, setSlipOpen] = useState(false);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [stopping, setStopping] = useState<number | null>(null);
  const [drawTick, setDrawTick] = useState(0);
  // One key per intended slip: a retry after a lost answer sends it again; any change or success starts a new one.
  const requestKey = useRef(newRequestKey());
  const renewKey = () => {
    requestKey.current = newRequestKey();
  };
  const { current } = session;
  const gameCode = session.game.gameCode;

  const refreshAfterDraw = useCallback(() => {
    void client.invalidateQueries({ queryKey: lotteryKeys.results(token) });
    void client.invalidateQueries({ queryKey: lotteryKeys.bets(token) });
  }, [client, token]);

  // The period closes: the next one takes bets. The draw follows; the socket tells it, a late poll backs it up.
  useEffect(() => {
    const toClose = current.closesAt - (Date.now() + offset);
    const toDraw = current.drawsAt - (Date.now() + offset);
    const timers = [
      setTimeout(refetch, Math.max(0, toClose) + 250),
      setTimeout(refreshAfterDraw, Math.max(0, toDraw) + 5_000),
    ];
    return () => timers.forEach(clearTimeout);
  }, [current.closesAt, current.drawsAt, offset, refetch, refreshAfterDraw]);

  useSocketEvent('lottery.drawn', (data) => {
    if (data.gameCode !== gameCode) return;
    setDrawTick((n) => n + 1);
    refreshAfterDraw();
  });
  useSocketEvent('lottery.settled', (data) => {
    if (data.gameCode !== gameCode) return;
    if (data.payout > 0)
      toast.success(t('lottery.settledWin', { numero: data.numero, amount: formatMoney(data.payout) }));
    else toast.message(t('lottery.settledLoss', { numero: data.numero }));
    refreshAfterDraw();
  });

  const addLines = (added: SlipLine[]) => {
    renewKey();
    setLines((all) => [...all, ...added]);
  };
  const removeLine = (id: string) => {
    renewKey();
    setLines((all) => all.filter((l) => l.id !== id));
  };
  const clear = () => {
    renewKey();
    setLines([]);
  };
  const changeChase = (next: ChaseState) => {
    renewKey();
    setChase(next);
  };

  const place = async () => {
    const plan = planChase(session, lines, chase);
    if (lines.length === 0 || (plan && !plan.ok)) return;
    setPlacing(true);
    try {
      await placeLotteryBets({
        token,
        requestKey: requestKey.current,
        numero: plan?.ok ? (plan.periods[0]?.numero ?? current.numero) : current.numero,
        lines: toRequestLines(lines),
        oddsVersion: session.oddsVersion,
        ...(plan?.ok ? { chase: { mode: chase.mode, stopOnWin: chase.stopOnWin, periods: plan.periods } } : {}),
      });
      toast.success(
        plan?.ok
          ? t('lottery.placedChase', { count: plan.periods.length })
          : t('lottery.placed', { numero: current.numero }),
      );
      renewKey();
      setLines([]);
      setSlipOpen(false);
      void client.invalidateQueries({ queryKey: lotteryKeys.bets(token) });
    } catch (failure) {
      if (isTokenInvalid(failure)) relaunch();
      // A refusal changes nothing, so the next try may be a new request; a lost answer retries with the same key.
      if (isApiError(failure) && failure.status > 0) renewKey();
      // A closed period or new odds: the session brings the period taking bets and the odds to show.
      if (isApiError(failure) && ['lottery.period.closed', 'lottery.odds.changed'].includes(failure.errorCode)) {
        refetch();
      }
      toast.error(failure instanceof Error ? failure.message : t('errors.unknown'));
    } finally {
      setPlacing(false);
    }
  };

  const cancel = async (bet: LotteryBet) => {
    setCancelling(bet.id);
    try {
      await cancelLotteryBet(token, bet.id);
      toast.success(t('lottery.cancelled'));
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('errors.unknown'));
    } finally {
      setCancelling(null);
      void client.invalidateQueries({ queryKey: lotteryKeys.bets(token) });
    }
  };

  const stopChase = async (chaseId: number) => {
    setStopping(chaseId);
    try {
      await stopLotteryChase(token, chaseId);
      toast.success(t('lottery.chaseStopped'));
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('errors.unknown'));
    } finally {
      setStopping(null);
      void client.invalidateQueries({ queryKey: lotteryKeys.bets(token) });
    }
  };

  const family = session.game.family as LotteryFamily;
  const list = results.data?.list ?? [];
  const slip = (
    <BetSlip
      session={session}
      lines={lines}
      onRemove={removeLine}
      onClear={clear}
      chase={chase}
      onChase={changeChase}
      placing={placing}
      onPlace={() => void place()}
    />
  );
  const totals = slipTotals(lines, session);

  return (
    <div className="lottery-game" data-testid="lottery-game" data-game={gameCode}>
      <div className="lottery-game__main">
        <GameHeader session={session} now={now} last={list[0] ?? null} drawTick={drawTick} />
        <BetBoard key={gameCode} session={session} onAdd={addLines} />
        {family === 'VN' ? <VnShorthand onAdd={addLines} /> : null}
        {phone ? null : slip}
      </div>
      <aside className="lottery-game__side">
        <Tabs
          label={t('lottery.tabs.results')}
          items={[
            {
              value: 'results',
              label: t('lottery.tabs.results'),
              content: (
                <ScrollRegion label={t('lottery.tabs.results')}>
                  <ResultList family={family} results={list} />
                </ScrollRegion>
              ),
            },
            {
              value: 'trends',
              label: t('lottery.tabs.trends'),
              content: <TrendPanel family={family} results={list} />,
            },
            {
              value: 'bets',
              label: t('lottery.tabs.bets'),
              content: (
                <ScrollRegion label={t('lottery.tabs.bets')}>
                  <MyBets
                    session={session}
                    bets={bets.data?.list ?? []}
                    cancelling={cancelling}
                    stopping={stopping}
                    onCancel={(bet) => void cancel(bet)}
                    onStopChase={(chaseId) => void stopChase(chaseId)}
                    now={now}
                  />
                </ScrollRegion>
              ),
            },
          ]}
        />
      </aside>
      {phone ? (
        <>
          <div className="lottery-slipbar" data-testid="lottery-slipbar">
            <span className="tabular">
              {t('lottery.bets', { count: totals.bets })} · {formatMoney(toMajor(totals.stake))}
            </span>
            <Button variant="accent" onClick={() => setSlipOpen(true)} data-testid="lottery-open-slip">
              {t('lottery.placeBet')}
            </Button>
          </div>
          <Dialog open={slipOpen} onOpenChange={setSlipOpen} title={t('lottery.slip')} hideTitle>
            {slip}
          </Dialog>
        </>
      ) : null}
    </div>
  );
}
