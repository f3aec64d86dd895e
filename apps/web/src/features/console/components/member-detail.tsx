import { type ConsoleMemberDetail, MEMBER_SUSPENDER_ROLES, type MemberStatus } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { isApiError, queryClient } from '@/lib/api';
import { formatDateTime, formatMoney } from '@/lib/format';
import { changeMemberStatus, memberDetailQuery } from '../api/console-admin-api';
import { useConsoleSession } from '../stores/console-session';
import { AgentHistory } from './agent-history';
import { Panel } from './console-panel';
import { memberKind, StatusBadge } from './member-badges';
import { MemberVipPanel } from './member-vip-panel';
import './console-admin.css';

/** The suspension or reactivation dialog: a decision, always with a reason for the audit log. */
function StatusDialog({
  member,
  target,
  onClose,
}: {
  member: ConsoleMemberDetail['profile'];
  target: MemberStatus;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const action = target === 'suspended' ? 'suspend' : 'reactivate';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 4) {
      setError(t('console.members.reasonNeeded'));
      return;
    }
    setBusy(true);
    try {
      await changeMemberStatus(member.id, target, reason.trim());
      toast.success(t(`console.members.done.${action}`, { username: member.username }));
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('errors.unknown'));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['console', 'members'] });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`console.members.${action}Title`, { username: member.username })}
      description={t(`console.members.${action}Text`)}
      size="sm"
      testId="member-status-dialog"
    >
      <form className="console-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('console.members.reason')}
          value={reason}
          maxLength={200}
          required
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="console-dialog-form__buttons">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" variant={target === 'suspended' ? 'primary' : 'accent'} loading={busy}>
            {t(`console.members.${action}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * One member's file: profile, balances, VIP level, bank accounts (masked), ledger movements, logins and suspensions.
 */
export function MemberDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const symbol = merchant?.currencySymbol;
  const role = useConsoleSession((s) => s.operator?.role);
  const detail = useQuery(memberDetailQuery(id));
  const [changing, setChanging] = useState<MemberStatus | null>(null);
  const time = (ms: number | null) => (ms ? formatDateTime(ms, offset) : '—');
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      ← {t('console.members.back')}
    </Button>
  );

  if (detail.isPending) {
    return (
      <section className="console-page" aria-busy="true">
        <header className="console-page__head">{back}</header>
        <Skeleton height={320} />
      </section>
    );
  }
  if (detail.isError) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <section className="console-page">
        <header className="console-page__head">{back}</header>
        <p className="console-error" role="alert">
          {missing ? t('console.members.notFound') : detail.error.message}
        </p>
      </section>
    );
  }

  const { profile: p, balances, bankAccounts, movements, logins, statusChanges, agentChanges } = detail.data;
  const canChange = role ? MEMBER_SUSPENDER_ROLES.includes(role) : false;
  const facts: [string, ReactNode][] = [
    [t('console.members.id'), p.id],
    [t('console.members.nickname'), p.nickname],
    [t('console.members.type'), t(`console.members.types.${memberKind(p.type)}`)],
    [t('console.members.realName'), p.realName],
    [t('console.members.mobile'), p.mobile],
    [t('console.members.email'), p.email],
    [t('console.members.idNumber'), p.idNumber],
    ['QQ', p.qq],
    ['Line', p.line],
    ['WhatsApp', p.whatsapp],
    ['Facebook', p.facebook],
    [t('console.members.wechat'), p.wechat],
    [t('console.members.referralCode'), p.referralCode],
    [t('console.members.upline'), p.upline],
    [t('console.members.referredBy'), p.referredBy],
    [t('console.members.registered'), time(p.registeredAt)],
    [t('console.members.lastLogin'), p.lastLoginAt ? time(p.lastLoginAt) : t('console.members.never')],
    [t('console.members.lastLoginIp'), p.lastLoginIp],
    ...(p.expiresAt ? ([[t('console.members.expiresAt'), time(p.expiresAt)]] as [string, ReactNode][]) : []),
    [t('console.members.paymentPassword'), t(p.hasPaymentPassword ? 'console.members.set' : 'console.members.notSet')],
    [t('console.members.totp'), t(p.totpEnabled ? 'console.members.set' : 'console.members.notSet')],
  ];

  return (
    <section className="console-page" aria-labelledby="console-member" data-testid="member-detail">
      <header className="console-page__head console-member__head">
        {back}
        <h2 id="console-member" className="console-member__name">
          {p.username}
          <StatusBadge status={p.status} />
        </h2>
        {canChange ? (
          p.status === 'active' ? (
            <Button variant="primary" onClick={() => setChanging('suspended')}>
              {t('console.members.suspend')}
            </Button>
          ) : (
            <Button variant="accent" onClick={() => setChanging('active')}>
              {t('console.members.reactivate')}
            </Button>
          )
        ) : null}
      </header>
      <div className="console-grid">
        <Panel id="member-profile" title={t('console.members.profile')}>
          <dl className="console-facts">
            {facts.map(([label, value]) => (
              <div key={label} className="console-facts__row">
                <dt>{label}</dt>
                <dd className="tabular">{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <div className="console-stack">
          <Panel id="member-balances" title={t('console.members.balances')}>
            <p className="console-total tabular" data-testid="member-balance">
              {formatMoney(balances.total, { symbol })}
            </p>
            {balances.wallets.length > 1 ? (
              <dl className="console-facts">
                {balances.wallets.map((w) => (
                  <div key={w.purpose} className="console-facts__row">
                    <dt>{w.purpose === 'main' ? t('console.members.mainWallet') : w.purpose}</dt>
                    <dd className="tabular">{formatMoney(w.balance, { symbol })}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </Panel>
          <MemberVipPanel member={p} time={time} />
          <Panel id="member-banks" title={t('console.members.bankAccounts')}>
            {bankAccounts.length === 0 ? <p className="console-muted">{t('console.members.noBankAccounts')}</p> : null}
            {bankAccounts.map((b) => (
              <p key={b.id}>
                {b.bankName} <span className="tabular">{b.accountNo}</span>
                <span className="console-muted"> · {b.holderName}</span>
              </p>
            ))}
          </Panel>
          <Panel id="member-status-history" title={t('console.members.statusChanges')}>
            {statusChanges.length === 0 ? (
              <p className="console-muted">{t('console.members.noStatusChanges')}</p>
            ) : null}
            <ul className="console-list">
              {statusChanges.map((c) => (
                <li key={`${c.at}-${c.status}`}>
                  <strong>{t(`console.members.status.${c.status}`)}</strong>{' '}
                  <span className="console-muted tabular">
                    {time(c.at)} · {c.operator ?? t('console.members.system')}
                  </span>
                  {c.reason ? <div>{c.reason}</div> : null}
                </li>
              ))}
            </ul>
          </Panel>
          <Panel id="member-agent-history" title={t('consoleAgents.history')}>
            <AgentHistory changes={agentChanges} time={time} />
          </Panel>
        </div>
      </div>
      <Panel id="member-movements" title={t('console.members.movements')}>
        {movements.length === 0 ? (
          <p className="console-muted">{t('console.members.noMovements')}</p>
        ) : (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.kind')}</th>
                <th scope="col" className="console-num">
                  {t('records.amount')}
                </th>
                <th scope="col" className="console-num">
                  {t('records.balanceAfter')}
                </th>
                <th scope="col">{t('records.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {movements.map((m) => (
                <tr key={m.id} data-testid="member-movement">
                  <td className="tabular">{time(m.createdAt)}</td>
                  <td>{t(`records.kinds.${m.type}`)}</td>
                  <td className={`console-num tabular ${m.amount >= 0 ? 'console-in' : 'console-out'}`}>
                    {m.amount >= 0 ? '+' : '−'}
                    {formatMoney(Math.abs(m.amount), { symbol })}
                  </td>
                  <td className="console-num tabular">{formatMoney(m.balanceAfter, { symbol })}</td>
                  <td className="console-muted">{m.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <Panel id="member-logins" title={t('console.members.logins')}>
        {logins.length === 0 ? (
          <p className="console-muted">{t('console.members.noLogins')}</p>
        ) : (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('console.members.ip')}</th>
                <th scope="col">{t('console.members.how')}</th>
                <th scope="col">{t('console.members.device')}</th>
                <th scope="col">{t('console.members.ended')}</th>
              </tr>
            </thead>
            <tbody>
              {logins.map((l) => (
                <tr key={l.at}>
                  <td className="tabular">{time(l.at)}</td>
                  <td className="tabular">{l.ip ?? '—'}</td>
                  <td>
                    {t(`console.members.methods.${l.method}`, { defaultValue: l.method })} ·{' '}
                    {t(`console.members.devices.${l.channel}`, { defaultValue: l.channel })}
                  </td>
                  <td className="console-muted console-clip" title={l.userAgent ?? undefined}>
                    {l.userAgent ?? '—'}
                  </td>
                  <td className="tabular">
                    {l.endedAt
                      ? `${time(l.endedAt)} · ${t(`console.members.endReasons.${l.endReason}`, { defaultValue: l.endReason ?? '' })}`
                      : t('console.members.stillOpen')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      {changing ? <StatusDialog member={p} target={changing} onClose={() => setChanging(null)} /> : null}
    </section>
  );
}
