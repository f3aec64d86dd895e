import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '@/components/ui/form-icons';
import { RefreshIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { followGameRounds, ROUND_BALANCE_REASONS, roundsInProgress } from '@/lib/game-rounds';
import { useSocketEvent } from '@/lib/realtime';
import { useSessionStore } from '@/lib/session';
import { balanceKey, balanceQuery } from '../api/get-balance';
import { toggleBalanceVisibility, useBalanceVisibility } from '../stores/balance-visibility';
import './header-balance.css';

/** The header balance (spec §2, §9): 2 decimals and thousands separators, asterisks when hidden, refresh. */
export default function HeaderBalancePanel({ currencySymbol }: { currencySymbol?: string }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const hidden = useBalanceVisibility((s) => s.hidden);
  const balance = useQuery(balanceQuery(token));
  const symbol = balance.data?.currencySymbol ?? currencySymbol;
  // The server says when the wallets moved (deposits, bets, transfers): read them again, no reload. A game round's
  // move waits while a framed house game is still showing a round: the header must not tell a win before the reels.
  const held = useRef(false);
  useEffect(() => followGameRounds(), []);
  useEffect(
    () =>
      roundsInProgress.onIdle(() => {
        if (!held.current) return;
        held.current = false;
        void queryClient.invalidateQueries({ queryKey: balanceKey });
      }),
    [],
  );
  useSocketEvent('balance.changed', (data) => {
    if (roundsInProgress.active && ROUND_BALANCE_REASONS.has(data.reason)) {
      held.current = true;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: balanceKey });
  });
  useSocketEvent('deposit.credited', (data) =>
    toast.success(t('deposit.credited', { amount: formatMoney(data.amount, { symbol }) })),
  );
  useSocketEvent('deposit.failed', (data) => toast.error(t('deposit.failed', { orderNo: data.orderNo })));
  useSocketEvent('transfer.received', (data) =>
    toast.success(
      t('transfer.received', { amount: formatMoney(data.amount, { symbol }), username: data.fromUsername }),
    ),
  );

  let text: string;
  if (balance.data) text = formatMoney(balance.data.sumBalance, { hidden, symbol });
  else text = hidden ? formatMoney(0, { hidden }) : '—';

  return (
    <div className="header-balance" data-testid="header-balance">
      <span className="header-balance__label visually-hidden">{t('wallet.balance')}</span>
      <output
        className={`header-balance__amount${balance.isPending && !hidden ? ' header-balance__amount--loading' : ''}`}
        data-testid="balance-amount"
        aria-busy={balance.isFetching || undefined}
        title={balance.isError ? t('wallet.unavailable') : undefined}
      >
        {text}
      </output>
      <button
        type="button"
        className="header-balance__btn"
        aria-label={hidden ? t('wallet.showBalance') : t('wallet.hideBalance')}
        aria-pressed={hidden}
        onClick={toggleBalanceVisibility}
      >
        {hidden ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </button>
      <button
        type="button"
        className={`header-balance__btn${balance.isFetching ? ' header-balance__btn--spinning' : ''}`}
        aria-label={t('wallet.refresh')}
        disabled={balance.isFetching}
        onClick={() => void balance.refetch()}
      >
        <RefreshIcon size={16} />
      </button>
    </div>
  );
}
