import type { Payout } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { PayoutComputation } from './payout-computation';
import { PayoutHead, useMoney } from './payout-parts';

/**
 * One payout: its period, kind and status, who pays it, what is due and paid, and how it was worked out. Shared by
 * "My income" and each contract page's payout history.
 */
export function PayoutCard({ payout, showKind = true }: { payout: Payout; showKind?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { status } = payout;
  // Paid by an upline (or the platform in upline funding), the due is the team's: the agent passes the rest on.
  const passOn = Math.round((payout.due - payout.computation.amount) * 100) / 100;

  return (
    <article className="payout" data-testid="payout" data-kind={payout.kind} data-status={status}>
      <PayoutHead payout={payout} statusLabel={t(`agentIncome.statuses.${status}`)} showKind={showKind} />
      <p className="payout__payer">
        <span className="payout__label">{t('agentIncome.payer')}</span>{' '}
        <span data-testid="payout-payer">
          {payout.payer === null ? t('agentIncome.platform') : t('agentIncome.upline', { username: payout.payer })}
        </span>
      </p>
      {/* Every status but paid gets a word of explanation. */}
      {status !== 'paid' ? (
        <p className={`payout__note payout__note--${status}`} data-testid="payout-note">
          {t(`agentIncome.statusNotes.${status}`)}
        </p>
      ) : null}
      <PayoutComputation payout={payout} />
      {passOn > 0 ? (
        <p className="payout__pass-on" data-testid="payout-pass-on">
          {t('agentIncome.passOn', { amount: money(passOn) })}
        </p>
      ) : null}
    </article>
  );
}
