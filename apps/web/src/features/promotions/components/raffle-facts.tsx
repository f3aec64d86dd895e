import type { PromotionView, RaffleView } from '@lotus/contract';
import { Link } from 'react-router';
import { usePromoText } from '../hooks/use-promo-text';
import { prizeTiers } from '../lib/raffle';

/** The prize tiers, first first: each tier, its amount and how many win it. */
function PrizeTable({ prizes }: { prizes: readonly { amount: number; count: number }[] }) {
  const { t, money, tier } = usePromoText();
  return (
    <table className="promo-levels" data-testid="raffle-prizes">
      <caption className="visually-hidden">{t('raffle.prizes')}</caption>
      <tbody>
        {prizeTiers(prizes).map((prize) => (
          <tr key={prize.rank} data-rank={prize.rank}>
            <th scope="row">{tier(prize.rank)}</th>
            <td className="promo-levels__num tabular">
              {t('raffle.prizeRow', { amount: money(prize.amount), count: prize.count })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** After the draw, for a member who held tickets: the tier and amount won, or that nothing was. */
function DrawResult({ promotion, raffle }: { promotion: PromotionView; raffle: RaffleView }) {
  const { t, money, tier } = usePromoText();
  if (raffle.drawnAt === null || raffle.tickets === null) return null;
  const prize =
    raffle.prizeRank === null
      ? null
      : promotion.reward.type === 'prizes'
        ? promotion.reward.prizes[raffle.prizeRank - 1]
        : null;
  const amount = promotion.amount ?? prize?.amount ?? null;
  return (
    <div>
      <dt>{t('raffle.yourResult')}</dt>
      <dd data-testid="raffle-result" data-won={raffle.prizeRank !== null}>
        {raffle.prizeRank !== null && amount !== null ? (
          <strong className="raffle__won">
            {t('raffle.won', { tier: tier(raffle.prizeRank), amount: money(amount) })}
          </strong>
        ) : (
          t('raffle.lost')
        )}
      </dd>
    </div>
  );
}

/**
 * A raffle in the details dialog: how tickets are earned and the most one member may hold, the prize tiers, the draw
 * and the time to claim, the member's tickets, the commitment with what it is for, and after the draw the member's
 * result, the revealed seed and the way to verify the draw.
 */
export function RaffleFacts({ promotion }: { promotion: PromotionView }) {
  const { t, money, time } = usePromoText();
  const raffle = promotion.raffle;
  if (!raffle) return null;
  const unit = money(raffle.ticketUnit);
  const drawn = raffle.drawnAt !== null;
  return (
    <section
      className="promo-details__part raffle"
      aria-labelledby={`raffle-${promotion.id}`}
      data-testid="raffle-facts"
    >
      <h3 id={`raffle-${promotion.id}`}>{t('raffle.title')}</h3>
      <dl className="promo-facts">
        <div>
          <dt>{t('raffle.tickets')}</dt>
          <dd>
            {t(raffle.ticketBy === 'deposit' ? 'raffle.ticketsDeposit' : 'raffle.ticketsBet', { unit })},{' '}
            {t('raffle.ticketsWhen')}
          </dd>
        </div>
        <div>
          <dt>{t('raffle.maxTickets')}</dt>
          <dd className="tabular">
            {raffle.maxTickets === null ? t('raffle.noMax') : t('raffle.maxTicketsValue', { count: raffle.maxTickets })}
          </dd>
        </div>
        {promotion.reward.type === 'prizes' ? (
          <div>
            <dt>{t('raffle.prizes')}</dt>
            <dd>
              <PrizeTable prizes={promotion.reward.prizes} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('raffle.draw')}</dt>
          <dd className="tabular" data-testid="raffle-draw">
            {drawn ? t('raffle.drawnAt', { time: time(raffle.drawnAt as number) }) : time(raffle.drawAt)}
          </dd>
        </div>
        <div>
          <dt>{t('raffle.claimUntil')}</dt>
          <dd className="tabular">{time(raffle.claimUntil)}</dd>
        </div>
        {raffle.tickets === null ? null : (
          <div>
            <dt>{t('raffle.yourTickets')}</dt>
            <dd className="tabular" data-testid="raffle-tickets">
              {raffle.tickets}
            </dd>
          </div>
        )}
        <DrawResult promotion={promotion} raffle={raffle} />
        <div>
          <dt>{t('raffle.commitment')}</dt>
          <dd>
            <code className="raffle__hash" data-testid="raffle-seed-hash">
              {raffle.seedHash}
            </code>
            <p className="promo-muted">{t('raffle.commitmentHow')}</p>
          </dd>
        </div>
        {drawn && raffle.seed ? (
          <div>
            <dt>{t('raffle.seed')}</dt>
            <dd>
              <code className="raffle__hash" data-testid="raffle-seed">
                {raffle.seed}
              </code>
            </dd>
          </div>
        ) : null}
      </dl>
      {drawn ? (
        <Link className="raffle__verify" to={`/fairness?raffle=${promotion.id}`} data-testid="raffle-verify">
          {t('raffle.verify')}
        </Link>
      ) : null}
    </section>
  );
}
