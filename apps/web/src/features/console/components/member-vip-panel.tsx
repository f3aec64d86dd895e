import {
  type ConsoleVipLevel,
  type MemberVip,
  setMemberVipSchema,
  VIP_MEMBER_ROLES,
  VIP_VIEWER_ROLES,
} from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { memberVipQuery, setMemberVip, vipKey, vipLevelsQuery } from '../api/console-vip-api';
import { levelName } from '../lib/vip-ladder';
import { useConsoleSession } from '../stores/console-session';
import { useMoney } from './bet-cells';
import { Panel } from './console-panel';
import { FormDialog, useConsoleForm } from './kit';
import './vip-console.css';

interface Member {
  id: number;
  username: string;
}

/**
 * A member's VIP level in their file: the level, the progress towards the next one and what keeping it asks, and
 * every change with why, who and the note. VIP member roles set the level by hand, with a reason.
 */
export function MemberVipPanel({ member, time }: { member: Member; time: (ms: number | null) => string }) {
  const { t } = useTranslation();
  const role = useConsoleSession((s) => s.operator?.role);
  const viewer = role !== undefined && VIP_VIEWER_ROLES.includes(role);
  const setter = role !== undefined && VIP_MEMBER_ROLES.includes(role);
  const vip = useQuery({ ...memberVipQuery(member.id), enabled: viewer });
  const ladder = useQuery({ ...vipLevelsQuery(), enabled: viewer });
  const [setting, setSetting] = useState(false);
  if (!viewer) return null;
  const levels = ladder.data?.levels ?? [];

  return (
    <Panel id="member-vip" title={t('consoleVip.member.title')}>
      <div data-testid="member-vip">
        {vip.isPending ? <p className="console-muted">{t('common.loading')}</p> : null}
        {vip.isError ? (
          <p className="console-error" role="alert">
            {vip.error.message}{' '}
            <Button size="sm" variant="outline" onClick={() => void vip.refetch()}>
              {t('common.retry')}
            </Button>
          </p>
        ) : null}
        {vip.data ? <VipFacts vip={vip.data} levels={levels} /> : null}
      </div>
      {vip.data && setter ? (
        <div className="console-actions">
          <Button
            size="sm"
            variant="outline"
            disabled={levels.length === 0}
            onClick={() => setSetting(true)}
            data-testid="member-vip-set"
          >
            {t('consoleVip.member.set')}
          </Button>
        </div>
      ) : null}
      {vip.data ? <VipHistory vip={vip.data} levels={levels} time={time} /> : null}
      {setting && vip.data ? (
        <SetLevelDialog member={member} current={vip.data.level} levels={levels} onClose={() => setSetting(false)} />
      ) : null}
    </Panel>
  );
}

/** The level, its name, progress against the next level's thresholds, and what keeping the level asks. */
function VipFacts({ vip, levels }: { vip: MemberVip; levels: readonly ConsoleVipLevel[] }) {
  const { t, i18n } = useTranslation();
  const cn = i18n.language.startsWith('zh');
  const { money } = useMoney();
  const here = levels.find((l) => l.level === vip.level);
  const next = levels.find((l) => l.level === vip.level + 1);
  const keep =
    vip.level === 0 || !here
      ? null
      : here.keepValidBet === null
        ? t('consoleVip.keptForGood')
        : t('consoleVip.member.keepsWith', { amount: money(here.keepValidBet) });
  const progress = (actual: number, needed: number) =>
    needed > 0
      ? t('consoleVip.member.ofNeeded', { actual: money(actual), needed: money(needed) })
      : `${money(actual)} · ${t('consoleVip.member.notAsked')}`;
  return (
    <dl className="console-facts">
      <div className="console-facts__row">
        <dt>{t('consoleVip.level')}</dt>
        <dd>
          <strong className="tabular" data-testid="member-vip-level">
            {vip.level}
          </strong>{' '}
          · {levelName(here, cn, vip.level)}
        </dd>
      </div>
      <div className="console-facts__row">
        <dt>{t('consoleVip.member.next')}</dt>
        <dd>{next ? `${next.level} · ${levelName(next, cn)}` : t('consoleVip.member.top')}</dd>
      </div>
      <div className="console-facts__row">
        <dt>{t('consoleVip.upgradeValidBet')}</dt>
        <dd className="tabular">
          {next ? progress(vip.progressValidBet, next.upgradeValidBet) : money(vip.progressValidBet)}
        </dd>
      </div>
      <div className="console-facts__row">
        <dt>{t('consoleVip.upgradeDeposit')}</dt>
        <dd className="tabular">
          {next ? progress(vip.progressDeposit, next.upgradeDeposit) : money(vip.progressDeposit)}
        </dd>
      </div>
      {keep ? (
        <div className="console-facts__row">
          <dt>{t('consoleVip.keepValidBet')}</dt>
          <dd>{keep}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Every change of the member's level, newest first: from and to, why, who and their note. */
function VipHistory({
  vip,
  levels,
  time,
}: {
  vip: MemberVip;
  levels: readonly ConsoleVipLevel[];
  time: (ms: number | null) => string;
}) {
  const { t, i18n } = useTranslation();
  const cn = i18n.language.startsWith('zh');
  const name = (n: number) =>
    `${n} · ${levelName(
      levels.find((l) => l.level === n),
      cn,
      n,
    )}`;
  return (
    <>
      <h4 className="console-panel__subtitle">{t('consoleVip.member.history')}</h4>
      {vip.changes.length === 0 ? <p className="console-muted">{t('consoleVip.member.noChanges')}</p> : null}
      <ul className="console-list" data-testid="member-vip-history">
        {vip.changes.map((c) => (
          <li key={c.id} data-testid="member-vip-change" data-reason={c.reason}>
            <strong>{t('consoleVip.member.change', { from: name(c.fromLevel), to: name(c.toLevel) })}</strong>{' '}
            <span className={`console-badge console-badge--${c.toLevel > c.fromLevel ? 'ok' : 'off'}`}>
              {t(`consoleVip.member.reasons.${c.reason}`)}
            </span>
            <div className="console-muted tabular">
              {time(c.createdAt)} · {c.operator ?? t('console.members.system')}
            </div>
            {c.note ? <div className="console-vip-note">{c.note}</div> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

interface SetLevelValues {
  level: string;
  reason: string;
}

/**
 * Sets the member's level by hand: the level, the reason kept in the history and the audit log, and what the change
 * does said before it is confirmed: up, progress is raised to the level's thresholds; down, it is set to them (as a
 * keep check does), so only new play moves the member up again.
 */
function SetLevelDialog({
  member,
  current,
  levels,
  onClose,
}: {
  member: Member;
  current: number;
  levels: readonly ConsoleVipLevel[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cn = i18n.language.startsWith('zh');
  const { money } = useMoney();
  const form = useConsoleForm({
    defaultValues: { level: String(current), reason: '' } as SetLevelValues,
    schema: setMemberVipSchema,
    toBody: (values: SetLevelValues) => ({ level: Number(values.level), reason: values.reason }),
    messageOf: (path) => (path === 'reason' ? t('consoleVip.member.reasonNeeded') : undefined),
    checks: (values) => ({
      level: Number(values.level) === current ? t('consoleVip.member.sameLevel') : undefined,
    }),
  });
  const chosen = Number(form.watch('level'));
  const target = levels.find((l) => l.level === chosen);
  const name = (n: number) =>
    `${n} · ${levelName(
      levels.find((l) => l.level === n),
      cn,
      n,
    )}`;
  const submit = form.submit(async (body) => {
    await setMemberVip(member.id, body.level, body.reason);
    toast.success(t('consoleVip.member.done', { username: member.username, level: name(body.level) }));
    await queryClient.invalidateQueries({ queryKey: vipKey });
    onClose();
  });
  const errors = form.formState.errors;
  const explain =
    chosen === current
      ? null
      : t(chosen > current ? 'consoleVip.member.raiseText' : 'consoleVip.member.lowerText', {
          username: member.username,
          from: name(current),
          to: name(chosen),
        });

  return (
    <FormDialog
      title={t('consoleVip.member.setTitle', { username: member.username })}
      description={t('consoleVip.member.setText')}
      size="sm"
      testId="member-vip-dialog"
      formClassName="console-dialog-form"
      onClose={onClose}
      onSubmit={submit}
      failure={form.failure}
      pending={form.formState.isSubmitting}
      submitLabel={t('consoleVip.member.confirm')}
      submitTestId="member-vip-confirm"
    >
      <SelectField
        label={t('consoleVip.member.newLevel')}
        {...form.register('level')}
        data-testid="member-vip-level-select"
      >
        {levels.map((l) => (
          <option key={l.level} value={l.level}>
            {name(l.level)}
            {l.level === current ? ` (${t('consoleVip.member.current')})` : ''}
          </option>
        ))}
      </SelectField>
      {errors.level?.message ? (
        <p className="field__error" role="alert">
          {errors.level.message}
        </p>
      ) : null}
      {explain && target ? (
        <p className="console-vip-explain" data-testid="member-vip-explain">
          {explain}
          {cn ? '' : ' '}
          {chosen > current
            ? t('consoleVip.member.thresholds', {
                validBet: money(target.upgradeValidBet),
                deposit: money(target.upgradeDeposit),
              })
            : chosen === 0
              ? t('consoleVip.member.resetToBase')
              : t('consoleVip.member.resetTo', {
                  validBet: money(target.upgradeValidBet),
                  deposit: money(target.upgradeDeposit),
                })}
        </p>
      ) : null}
      <TextAreaField
        label={t('consoleVip.member.reason')}
        hint={t('consoleVip.member.reasonHint')}
        rows={3}
        maxLength={500}
        required
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
