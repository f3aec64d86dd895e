import { type BetDetail, type HouseOutcome, type HouseRound, parseLanguage } from '@lotus/contract';
import { getPlay } from '@lotus/lottery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/components/ui/data-table.css';
import { Dialog } from '@/components/ui/dialog';
import { SignedAmount } from '@/components/ui/signed-amount';
import { Skeleton } from '@/components/ui/skeleton';
import { picksText, ResultBoard } from '@/features/lottery/result-board';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { type BetDetailSource, houseRoundProofQuery, memberBetDetail } from '../api/get-bet-records';
import './records.css';

/** The verify page's address for a round whose server seed was revealed (by rotating the seed). */
function verifyHref(round: HouseRound) {
  if (!round.serverSeed) return null;
  const query = new URLSearchParams({
    game: round.gameCode,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
  });
  return `/fairness?${query.toString()}`;
}

/** The slot's 5×3 window read row by row, as the grid lays it out. */
const SLOT_CELLS = [0, 1, 2].flatMap((row) => [0, 1, 2, 3, 4].map((column) => ({ row, column })));

function OutcomeSummary({ outcome }: { outcome: HouseOutcome }) {
  const { t } = useTranslation();
  const multiplier = t('betRecords.fairness.multiplier', { value: outcome.multiplier });
  switch (outcome.game) {
    case 'lotus-slot':
      return (
        <div className="bet-outcome">
          <div
            className="bet-outcome__grid bet-outcome__grid--slot"
            role="img"
            aria-label={t('betRecords.fairness.reels')}
          >
            {SLOT_CELLS.map(({ row, column }) => (
              <span key={`${row}-${column}`}>{outcome.reels[column]?.[row]}</span>
            ))}
          </div>
          <p>
            {outcome.lines.length > 0
              ? t('betRecords.fairness.lines', { count: outcome.lines.length })
              : t('betRecords.fairness.noWin')}{' '}
            · {multiplier}
          </p>
        </div>
      );
    case 'lotus-scratch':
      return (
        <div className="bet-outcome">
          <div
            className="bet-outcome__grid bet-outcome__grid--scratch"
            role="img"
            aria-label={t('betRecords.fairness.cells')}
          >
            {outcome.cells.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cells are a fixed 3×3 grid.
              <span key={i} className={cell === outcome.winningSymbol ? 'bet-outcome__hit' : undefined}>
                {cell}
              </span>
            ))}
          </div>
          <p>
            {outcome.winningSymbol
              ? t('betRecords.fairness.threeOf', { symbol: outcome.winningSymbol })
              : t('betRecords.fairness.noWin')}{' '}
            · {multiplier}
          </p>
        </div>
      );
    case 'lotus-wheel':
      return (
        <div className="bet-outcome">
          <p>
            {t('betRecords.fairness.segment', { label: outcome.label })} · {multiplier}
            {outcome.jackpot ? (
              <strong className="bet-outcome__jackpot"> {t('betRecords.fairness.jackpot')}</strong>
            ) : null}
          </p>
        </div>
      );
  }
}

/** The fairness proof of a house round: outcome, seeds and nonce, and the verify link once the seed is revealed. */
function HouseProof({ roundId }: { roundId: number }) {
  const { t } = useTranslation();
  const proof = useQuery(houseRoundProofQuery(roundId));
  if (proof.isPending) return <Skeleton height={120} />;
  if (proof.isError) return <p className="bet-detail__note">{t('betRecords.fairness.unavailable')}</p>;
  const round = proof.data;
  const href = verifyHref(round);
  return (
    <section className="bet-proof" aria-labelledby="bet-proof-title" data-testid="bet-proof">
      <h3 id="bet-proof-title" className="bet-proof__title">
        {t('betRecords.fairness.title')}
      </h3>
      <OutcomeSummary outcome={round.outcome} />
      <dl className="bet-detail__list">
        <dt>{t('betRecords.fairness.serverSeedHash')}</dt>
        <dd className="bet-detail__code">{round.serverSeedHash}</dd>
        <dt>{t('betRecords.fairness.clientSeed')}</dt>
        <dd className="bet-detail__code">{round.clientSeed}</dd>
        <dt>{t('betRecords.fairness.nonce')}</dt>
        <dd className="tabular">{round.nonce}</dd>
        <dt>{t('betRecords.fairness.serverSeed')}</dt>
        <dd className="bet-detail__code">{round.serverSeed ?? t('betRecords.fairness.hidden')}</dd>
      </dl>
      {href ? (
        <Link className="btn btn--accent btn--sm bet-proof__verify" to={href}>
          {t('betRecords.fairness.verify')}
        </Link>
      ) : (
        <p className="bet-detail__note">{t('betRecords.fairness.rotateFirst')}</p>
      )}
    </section>
  );
}

function DetailBody({ bet }: { bet: BetDetail }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const symbol = merchant?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, { symbol });
  return (
    <>
      <dl className="bet-detail__list" data-testid="bet-detail">
        {/* A bet of an agent's team names its member. */}
        {'username' in bet && typeof bet.username === 'string' ? (
          <>
            <dt>{t('betRecords.member')}</dt>
            <dd>{bet.username}</dd>
          </>
        ) : null}
        <dt>{t('betRecords.round')}</dt>
        <dd className="bet-detail__code">{bet.roundId}</dd>
        <dt>{t('betRecords.game')}</dt>
        <dd>
          {bet.gameName ?? t('betRecords.unknownGame')} · {bet.vendorName}
        </dd>
        <dt>{t('betRecords.category')}</dt>
        <dd>{bet.gameType ? t(`categories.${bet.gameType}`, { defaultValue: bet.gameType }) : '—'}</dd>
        <dt>{t('betRecords.status')}</dt>
        <dd>
          <span className={`bet-status bet-status--${bet.status}`}>{t(`betRecords.statuses.${bet.status}`)}</span>
        </dd>
        <dt>{t('betRecords.placedAt')}</dt>
        <dd className="tabular">{formatDateTime(bet.placedAt, offset)}</dd>
        <dt>{t('betRecords.settledAt')}</dt>
        <dd className="tabular">
          {bet.settledAt ? formatDateTime(bet.settledAt, offset) : t('betRecords.notSettled')}
        </dd>
        <dt>{t('betRecords.stake')}</dt>
        <dd className="tabular">{money(bet.stake)}</dd>
        <dt>{t('betRecords.validBet')}</dt>
        <dd className="tabular">{money(bet.validBet)}</dd>
        <dt>{t('betRecords.payout')}</dt>
        <dd className="tabular">{money(bet.payout)}</dd>
        <dt>{t('betRecords.winLoss')}</dt>
        <dd>
          <SignedAmount amount={bet.winLoss} symbol={symbol} />
        </dd>
      </dl>
      {bet.lottery ? <LotteryLines lottery={bet.lottery} /> : null}
      {bet.houseRoundId !== null ? <HouseProof roundId={bet.houseRoundId} /> : null}
    </>
  );
}

/** A lottery bet's period, play, picks (one group per row of the board) and the period's result. */
function LotteryLines({ lottery }: { lottery: NonNullable<BetDetail['lottery']> }) {
  const { t, i18n } = useTranslation();
  const play = getPlay(lottery.play);
  const names = play?.names;
  const family = play?.family;
  const playName = names ? (parseLanguage(i18n.language) === 'CN' ? names.zh : names.en) : lottery.play;
  return (
    <dl className="bet-detail__list" data-testid="bet-detail-lottery">
      <dt>{t('betRecords.lottery.numero')}</dt>
      <dd className="tabular">{lottery.numero}</dd>
      <dt>{t('betRecords.lottery.play')}</dt>
      <dd>
        {playName} · {t('betRecords.lottery.bets', { count: lottery.betCount, multiple: lottery.multiple })}
      </dd>
      <dt>{t('betRecords.lottery.picks')}</dt>
      {/* As the player's slip and bet list show them: a fixed-position bet keeps its empty positions as `-`. */}
      <dd className="bet-detail__code" data-testid="bet-detail-picks">
        {picksText(lottery.picks) || '—'}
      </dd>
      <dt>{t('betRecords.lottery.result')}</dt>
      <dd className="bet-detail__code">
        {lottery.result && family ? (
          <ResultBoard family={family} display={lottery.result} />
        ) : (
          (lottery.result ?? t('betRecords.lottery.notDrawn'))
        )}
      </dd>
    </dl>
  );
}

/** One bet's details in a dialog (a full-screen sheet on phones); `id` null keeps it closed. */
export function BetDetailDialog({
  id,
  onClose,
  source = memberBetDetail,
}: {
  id: number | null;
  onClose: () => void;
  source?: BetDetailSource;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...source.key, id ?? 0],
    queryFn: ({ signal }) => source.fetch(id ?? 0, signal),
    enabled: id !== null,
  });
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('betRecords.detailTitle')}
      testId="bet-detail-dialog"
    >
      {detail.isPending ? (
        <Skeleton height={240} />
      ) : detail.isError ? (
        <p className="bet-detail__note" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : (
        <DetailBody bet={detail.data} />
      )}
    </Dialog>
  );
}
