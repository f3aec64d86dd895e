import {
  type ConsoleEarningPayout,
  type ConsoleEarningRun,
  EARNINGS_ACTOR_ROLES,
  type PayoutComputation,
  type PayoutStatus,
} from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { earningRunQuery } from '../api/console-earnings-api';
import { useConsoleSession } from '../stores/console-session';
import { useMoney } from './bet-cells';
import { type EarningAction, EarningActionDialog } from './earning-action-dialog';
import { ConsoleTable, QueryState } from './kit';

const statusTone: Record<PayoutStatus, string> = {
  pending: 'off',
  paid: 'ok',
  partial: 'off',
  insufficient: 'bad',
  held: 'held',
  reversed: 'bad',
};
const holdable: readonly PayoutStatus[] = ['pending', 'partial', 'insufficient'];

/** The rules' working in one line: basis × rate = gross, less the direct downlines, = amount (and the team's). */
function Computation({ c }: { c: PayoutComputation }) {
  const { t } = useTranslation();
  const { money, signed } = useMoney();
  const rate =
    c.rate !== null
      ? `${c.rate}%`
      : `${t('consolePayouts.profitShort')} ${c.profitRate ?? 0}% / ${t('consolePayouts.lossShort')} ${c.lossRate ?? 0}%`;
  return (
    <div className="payout-computation tabular" data-testid="payout-computation">
      <div>
        {money(c.basis)} × {rate}
        {c.tier !== null ? ` (${t('consolePayouts.tier', { n: c.tier + 1 })})` : ''} = {money(c.gross)}
      </div>
      <div className="console-muted">
        − {money(c.downlines)} = {money(c.amount)} · {t('consolePayouts.team')} {money(c.team)}
        {c.carryOut !== null && c.carryOut !== 0 ? ` · ${t('consolePayouts.carry')} ${signed(c.carryOut)}` : ''}
      </div>
    </div>
  );
}

/** A run's facts and every payout of it; admin and finance act on a payout or recompute the period. */
export function PayoutRunDetail({ run, onClose }: { run: ConsoleEarningRun; onClose: () => void }) {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { money } = useMoney();
  const role = useConsoleSession((s) => s.operator?.role);
  const canAct = role ? EARNINGS_ACTOR_ROLES.includes(role) : false;
  const detail = useQuery(earningRunQuery(run.id));
  const shown = detail.data?.run ?? run;
  const [action, setAction] = useState<EarningAction | null>(null);
  const time = (ms: number | null) => (ms ? formatDateTime(ms, offset) : '—');
  const act = (kind: 'hold' | 'approve' | 'reverse', payout: ConsoleEarningPayout) => setAction({ kind, payout });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || action ? undefined : onClose())}
      title={t('consolePayouts.runTitle', { kind: t(`contracts.kinds.${run.kind}`), period: run.periodKey })}
      size="lg"
      testId="payout-run-detail"
    >
      <div className="payout-run-head">
        <dl className="console-facts">
          <dt>{t('consolePayouts.period')}</dt>
          <dd className="tabular">
            {time(shown.periodStart)} – {time(shown.periodEnd)}
          </dd>
          <dt>{t('consolePayouts.due')}</dt>
          <dd className="tabular" data-testid="payout-run-due">
            {money(shown.totalDue)}
          </dd>
          <dt>{t('consolePayouts.paid')}</dt>
          <dd className="tabular" data-testid="payout-run-paid">
            {money(shown.totalPaid)}
          </dd>
          <dt>{t('consolePayouts.finished')}</dt>
          <dd className="tabular">
            {time(shown.finishedAt)}
            {shown.recomputes > 0 ? ` · ${t('consolePayouts.recomputes', { count: shown.recomputes })}` : ''}
          </dd>
        </dl>
        {canAct ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setAction({ kind: 'recompute', run: shown })}
            data-testid="payout-run-recompute"
          >
            {t('consolePayouts.recompute')}
          </Button>
        ) : null}
      </div>
      <QueryState query={detail} loadingHeight={200} />
      {detail.data ? (
        <div className="payout-scroll">
          <ConsoleTable
            rows={detail.data.payouts}
            rowKey={(p) => p.id}
            rowProps={(p) => ({ 'data-testid': 'payout-row', 'data-username': p.username, 'data-status': p.status })}
            className="payout-table"
            testId="payouts"
            columns={[
              {
                key: 'agent',
                header: t('consolePayouts.agent'),
                rowHeader: true,
                cell: (p) => (
                  <>
                    {p.username}
                    <div className="console-muted tabular">{t('consolePayouts.contract', { id: p.contractId })}</div>
                  </>
                ),
              },
              { key: 'due', header: t('consolePayouts.due'), numeric: true, cell: (p) => money(p.due) },
              { key: 'paid', header: t('consolePayouts.paid'), numeric: true, cell: (p) => money(p.paid) },
              {
                key: 'status',
                header: t('console.status'),
                cell: (p) => (
                  <>
                    <span
                      className={`console-badge ${statusTone[p.status] === 'held' ? 'payout-badge--held' : `console-badge--${statusTone[p.status]}`}`}
                      data-testid="payout-status"
                    >
                      {t(`consolePayouts.statuses.${p.status}`)}
                    </span>
                    {p.holdReason ? (
                      <div className="console-muted">{t(`consolePayouts.holdReasons.${p.holdReason}`)}</div>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'payer',
                header: t('consolePayouts.payer'),
                cell: (p) => p.payer ?? t('consolePayouts.platform'),
              },
              {
                key: 'computation',
                header: t('consolePayouts.computation'),
                cell: (p) => <Computation c={p.computation} />,
              },
            ]}
            actionsClassName="payout-actions"
            actions={
              canAct
                ? (p) => (
                    <>
                      {holdable.includes(p.status) ? (
                        <Button size="sm" variant="outline" onClick={() => act('hold', p)} data-testid="payout-hold">
                          {t('consolePayouts.hold')}
                        </Button>
                      ) : null}
                      {p.status === 'held' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => act('approve', p)}
                          data-testid="payout-approve"
                        >
                          {t('consolePayouts.approve')}
                        </Button>
                      ) : null}
                      {p.status !== 'reversed' ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => act('reverse', p)}
                          data-testid="payout-reverse"
                        >
                          {t('consolePayouts.reverse')}
                        </Button>
                      ) : null}
                    </>
                  )
                : undefined
            }
          />
        </div>
      ) : null}
      {detail.data && detail.data.payouts.length === 0 ? (
        <p className="console-muted">{t('consolePayouts.noPayouts')}</p>
      ) : null}
      {action ? <EarningActionDialog action={action} onClose={() => setAction(null)} /> : null}
    </Dialog>
  );
}
