import type { ConsoleLotteryPeriod } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { lotteryPeriodQuery } from '../api/console-lottery-api';
import { picksText } from '../lib/lottery-rules';
import { useMoney } from './bet-cells';
import { ConsoleTable, QueryState } from './kit';

/** A period's facts, its bets and its exposure per number against the game's limits, largest first. */
export function LotteryPeriodDetail({ period, onClose }: { period: ConsoleLotteryPeriod; onClose: () => void }) {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { money } = useMoney();
  const detail = useQuery(lotteryPeriodQuery(period.id));
  const data = detail.data;
  const time = (ms: number | null) => (ms ? formatDateTime(ms, offset) : '—');
  const shown = data?.period ?? period;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('consoleLottery.periodTitle', { numero: period.numero })}
      size="lg"
      testId="lottery-period-detail"
    >
      <dl className="console-facts lottery-facts">
        <dt>{t('console.status')}</dt>
        <dd>{t(`consoleLottery.statuses.${shown.status}`)}</dd>
        <dt>{t('consoleLottery.drawsAt')}</dt>
        <dd className="tabular">{time(shown.drawsAt)}</dd>
        <dt>{t('consoleLottery.closesAt')}</dt>
        <dd className="tabular">{time(shown.closesAt)}</dd>
        <dt>{t('consoleLottery.result')}</dt>
        <dd className="tabular">{shown.display ?? '—'}</dd>
        <dt>{t('consoleLottery.seedHash')}</dt>
        <dd className="lottery-hash">{shown.seedHash}</dd>
        <dt>{t('consoleLottery.seed')}</dt>
        <dd className="lottery-hash">{shown.seed ?? t('consoleLottery.seedHidden')}</dd>
        {shown.voidReason ? (
          <>
            <dt>{t('consoleLottery.voidReason')}</dt>
            <dd>{shown.voidReason}</dd>
          </>
        ) : null}
      </dl>
      <QueryState query={detail} loadingHeight={200} />
      {data ? (
        <>
          <h3 className="lottery-subhead">{t('consoleLottery.exposure')}</h3>
          <ConsoleTable
            rows={data.exposure}
            rowKey={(e) => e.key}
            rowProps={() => ({ 'data-testid': 'lottery-exposure-row' })}
            className="lottery-table"
            testId="lottery-exposure"
            columns={[
              {
                key: 'key',
                header: t('consoleLottery.number'),
                rowHeader: true,
                cell: (e) => (e.key === '*' ? t('consoleLottery.wholePeriod') : <code>{e.key}</code>),
              },
              { key: 'amount', header: t('consoleLottery.worstCase'), numeric: true, cell: (e) => money(e.amount) },
              { key: 'limit', header: t('consoleLottery.limit'), numeric: true, cell: (e) => money(e.limit) },
              {
                key: 'share',
                header: t('consoleLottery.used'),
                numeric: true,
                cell: (e) => `${e.limit > 0 ? Math.round((e.amount / e.limit) * 1000) / 10 : 0}%`,
              },
            ]}
          />
          {data.exposure.length === 0 ? <p className="console-muted">{t('consoleLottery.noExposure')}</p> : null}
          <h3 className="lottery-subhead">{t('consoleLottery.bets', { count: shown.bets })}</h3>
          <ConsoleTable
            rows={data.bets}
            rowKey={(b) => b.id}
            rowProps={() => ({ 'data-testid': 'lottery-bet-row' })}
            className="lottery-table"
            testId="lottery-bets"
            columns={[
              { key: 'member', header: t('console.member'), rowHeader: true, cell: (b) => b.username },
              { key: 'play', header: t('consoleLottery.play'), cell: (b) => <code>{b.play}</code> },
              { key: 'picks', header: t('consoleLottery.picks'), cell: (b) => picksText(b.picks) },
              { key: 'stake', header: t('betRecords.stake'), numeric: true, cell: (b) => money(b.stake) },
              { key: 'payout', header: t('betRecords.payout'), numeric: true, cell: (b) => money(b.payout) },
              {
                key: 'status',
                header: t('console.status'),
                cell: (b) => t(`consoleLottery.betStatuses.${b.status}`, b.status),
              },
            ]}
          />
          {data.bets.length === 0 ? <p className="console-muted">{t('consoleLottery.noBets')}</p> : null}
          {data.moreBets ? <p className="console-muted">{t('consoleLottery.moreBets')}</p> : null}
        </>
      ) : null}
    </Dialog>
  );
}
