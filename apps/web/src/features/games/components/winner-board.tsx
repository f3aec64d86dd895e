import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/menu-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { winnerBoardQuery } from '../api/get-winner-board';
import './winner-board.css';

const PODIUM = 3;

/** Latest big wins; the top three are highlighted (spec §9). */
export function WinnerBoard({ currencySymbol }: { currencySymbol?: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(winnerBoardQuery);

  if (isPending) {
    return (
      <div className="winners card" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={40} radius={8} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        compact
        icon={<TrophyIcon />}
        title={t('errors.loadFailed')}
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        compact
        icon={<TrophyIcon />}
        title={t('home.winners.emptyTitle')}
        description={t('home.winners.emptyText')}
      />
    );
  }
  return (
    <ol className="winners card">
      {data.map((entry, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: on a ranking the position is the identity of a row
        <li key={`${entry.customerName}-${i}`} className={`winners__row${i < PODIUM ? ' winners__row--top' : ''}`}>
          <span className="winners__rank tabular">{i + 1}</span>
          <span className="winners__name">{entry.customerName}</span>
          <span className="winners__game">{entry.gameName ?? ''}</span>
          <span className="winners__amount amount">{formatMoney(entry.winAmount, { symbol: currencySymbol })}</span>
        </li>
      ))}
    </ol>
  );
}
