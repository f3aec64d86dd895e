import type { ConsolePromotion, ConsoleRaffleWinner } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { promotionsQuery, raffleWinnersQuery } from '../api/console-promotions-api';
import { useMoney } from './bet-cells';
import { ConsoleTable, CsvExport } from './kit';

/**
 * A raffle's draw: the seed hash committed at its start, the seed the draw revealed (anyone can check the one against
 * the other and recompute the winners), the tickets and entries it drew among, and its winners, first tier first,
 * with whether each has claimed. Before the draw there are no winners to read, only when it will be. Both are read
 * afresh each time it opens: the draw and the claims happen on the server while the list sits open.
 */
export function PromotionRaffleDialog({
  promotion,
  title,
  onClose,
}: {
  promotion: ConsolePromotion;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { money } = useMoney();
  const campaigns = useQuery({ ...promotionsQuery(), staleTime: 0 });
  const raffle = (campaigns.data?.list.find((p) => p.id === promotion.id) ?? promotion).raffle;
  const drawn = raffle?.drawnAt != null;
  const winners = useQuery({ ...raffleWinnersQuery(promotion.id), enabled: drawn, staleTime: 0 });
  const list = winners.data?.list ?? [];
  const time = (ms: number | null | undefined) => (ms == null ? '—' : formatDateTime(ms, offset));
  const prizes = list.reduce((sum, w) => sum + w.amount, 0);
  const state = (w: ConsoleRaffleWinner) => t(`consolePromotions.raffle.states.${w.state}`);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('consolePromotions.raffle.title', { title })}
      size="lg"
      testId="promotion-raffle-dialog"
    >
      <dl className="console-facts promo-draw-facts">
        <dt>{t('consolePromotions.raffle.seedHash')}</dt>
        <dd>
          <code className="promo-hash" data-testid="raffle-seed-hash">
            {raffle?.seedHash ?? '—'}
          </code>
          <span className="console-muted promo-sub">{t('consolePromotions.raffle.seedHashHint')}</span>
        </dd>
        <dt>{t('consolePromotions.raffle.seed')}</dt>
        <dd>
          {raffle?.seed ? (
            <code className="promo-hash" data-testid="raffle-seed">
              {raffle.seed}
            </code>
          ) : (
            <span className="console-muted">{t('consolePromotions.raffle.seedHidden')}</span>
          )}
        </dd>
        <dt>{t('consolePromotions.raffle.drawAt')}</dt>
        <dd className="tabular">
          {time(promotion.endsAt)}
          {raffle ? (
            <span className="console-muted promo-sub">
              {t('consolePromotions.raffle.claimDays', { count: raffle.claimDays })}
            </span>
          ) : null}
        </dd>
        <dt>{t('consolePromotions.raffle.drawnAt')}</dt>
        <dd className="tabular">{drawn ? time(raffle?.drawnAt) : t('consolePromotions.raffle.notDrawn')}</dd>
        {drawn ? (
          <>
            <dt>{t('consolePromotions.raffle.tickets')}</dt>
            <dd className="tabular" data-testid="raffle-tickets">
              {raffle?.tickets ?? 0}
            </dd>
            <dt>{t('consolePromotions.raffle.entries')}</dt>
            <dd className="tabular" data-testid="raffle-entries">
              {raffle?.entries ?? 0}
            </dd>
          </>
        ) : null}
      </dl>

      {drawn ? (
        <>
          <div className="promo-draw-head">
            <h3 className="promo-draw-head__title">{t('consolePromotions.raffle.winners')}</h3>
            <CsvExport
              name={`raffle-${promotion.id}-winners`}
              rows={list}
              columns={[
                { header: t('consolePromotions.raffle.tier'), value: (w) => w.rank },
                { header: t('consolePromotions.raffle.member'), value: (w) => w.username },
                { header: t('consolePromotions.raffle.tickets'), value: (w) => w.tickets },
                { header: t('consolePromotions.raffle.amount'), value: (w) => w.amount },
                { header: t('consolePromotions.raffle.state'), value: state },
              ]}
            />
          </div>
          <ConsoleTable
            query={winners}
            rows={winners.isSuccess ? list : undefined}
            empty={t('consolePromotions.raffle.empty')}
            rowKey={(w) => w.entryId}
            rowProps={(w) => ({ 'data-testid': 'raffle-winner', 'data-state': w.state })}
            testId="raffle-winners"
            columns={[
              { key: 'tier', header: t('consolePromotions.raffle.tier'), numeric: true, cell: (w) => w.rank },
              { key: 'member', header: t('consolePromotions.raffle.member'), rowHeader: true, cell: (w) => w.username },
              { key: 'tickets', header: t('consolePromotions.raffle.tickets'), numeric: true, cell: (w) => w.tickets },
              {
                key: 'amount',
                header: t('consolePromotions.raffle.amount'),
                numeric: true,
                cell: (w) => money(w.amount),
              },
              { key: 'state', header: t('consolePromotions.raffle.state'), cell: state },
            ]}
          />
          {list.length > 0 ? (
            <p className="console-muted" data-testid="raffle-winners-total">
              {t('consolePromotions.raffle.total', { count: list.length, amount: money(prizes) })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="console-muted" role="status">
          {t('consolePromotions.raffle.waiting', { time: time(promotion.endsAt) })}
        </p>
      )}
    </Dialog>
  );
}
