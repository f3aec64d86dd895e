import { type ConsoleVipLevel, MAX_VIP_LEVEL, vipLevelsInputSchema } from '@lotus/contract';
import { type ReactNode, useState } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { saveVipLevels, vipKey } from '../api/console-vip-api';
import { errorAt, ownErrorAt } from '../lib/promotion-problems';
import {
  heldRemovals,
  type LadderChange,
  type LadderValues,
  ladderChanges,
  ladderPayload,
  ladderProblem,
  ladderValuesOf,
  levelName,
  nextLevel,
} from '../lib/vip-ladder';
import { useMoney } from './bet-cells';
import { useConsoleForm } from './kit';
import './promotions.css';
import './vip-console.css';

/**
 * The ladder in edit: a row a level with its names and thresholds as inputs, the top level added or removed, the
 * base level's name. Saving checks the ladder by the contract first, then lists what changes for the operator to
 * confirm; the server's refusals (a removed level members still hold) show above the table.
 */
export function VipLadderForm({ stored, onClose }: { stored: readonly ConsoleVipLevel[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [defaultValues] = useState(() => ladderValuesOf(stored));
  const [confirming, setConfirming] = useState(false);
  const form = useConsoleForm({
    defaultValues,
    schema: vipLevelsInputSchema,
    toBody: ladderPayload,
    messageOf: (path) => {
      const problem = ladderProblem(path);
      return problem ? t(`consoleVip.problems.${problem}`, { max: MAX_VIP_LEVEL }) : undefined;
    },
  });
  const values = form.watch();
  const errors = form.formState.errors;
  const change = <P extends Path<LadderValues>>(path: P, value: PathValue<LadderValues, P>) =>
    form.setValue(path, value, { shouldDirty: true });
  const setLevels = (levels: LadderValues['levels']) => change('levels', levels);
  const changes = ladderChanges(stored, values);
  const members = (level: number) => stored.find((l) => l.level === level)?.members;

  const review = form.handleSubmit(() => setConfirming(true));
  const save = async () => {
    let saved = false;
    await form.submit(async (body) => {
      await saveVipLevels(body);
      saved = true;
    })();
    setConfirming(false);
    if (!saved) return;
    toast.success(t('consoleVip.ladder.saved'));
    await queryClient.invalidateQueries({ queryKey: vipKey });
    onClose();
  };

  const cellError = (path: string) => errorAt(errors, path);
  const amountCell = (index: number, field: 'upgradeValidBet' | 'upgradeDeposit' | 'keepValidBet', label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder={field === 'keepValidBet' ? t('consoleVip.keptForGood') : '0'}
      value={values.levels[index]?.[field] ?? ''}
      error={cellError(`levels.${index}.${field}`)}
      onChange={(e) => change(`levels.${index}.${field}`, e.target.value)}
    />
  );

  return (
    <>
      <form className="vip-ladder-form" onSubmit={review} noValidate data-testid="vip-ladder-form">
        {form.failure ? (
          <p className="console-error vip-ladder-form__failure" role="alert" data-testid="vip-ladder-failure">
            {form.failure}
          </p>
        ) : null}
        <p className="console-muted">{t('consoleVip.ladder.editHint')}</p>
        <div className="vip-ladder-form__frame">
          <table className="console-table vip-ladder-edit">
            <thead>
              <tr>
                <th scope="col" className="console-num">
                  {t('consoleVip.level')}
                </th>
                <th scope="col">{t('consoleVip.nameEn')}</th>
                <th scope="col">{t('consoleVip.nameCn')}</th>
                <th scope="col" className="console-num">
                  {t('consoleVip.upgradeValidBet')}
                </th>
                <th scope="col" className="console-num">
                  {t('consoleVip.upgradeDeposit')}
                </th>
                <th scope="col" className="console-num">
                  {t('consoleVip.keepValidBet')}
                </th>
                <th scope="col" className="console-num">
                  {t('consoleVip.members')}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr data-testid="vip-ladder-row" data-level={0}>
                <th scope="row" className="console-num tabular">
                  <PhoneLabel text={t('consoleVip.level')} />0
                </th>
                <td>
                  <TextField
                    label={t('consoleVip.nameEn')}
                    maxLength={200}
                    value={values.baseName.EN}
                    error={cellError('baseName')}
                    onChange={(e) => change('baseName.EN', e.target.value)}
                  />
                </td>
                <td>
                  <TextField
                    label={t('consoleVip.nameCn')}
                    maxLength={200}
                    value={values.baseName.CN}
                    onChange={(e) => change('baseName.CN', e.target.value)}
                  />
                </td>
                <td colSpan={3} className="console-muted vip-ladder-edit__base">
                  {t('consoleVip.ladder.baseLevel')}
                </td>
                <td className="console-num tabular">
                  <PhoneLabel text={t('consoleVip.members')} />
                  {members(0) ?? 0}
                </td>
              </tr>
              {values.levels.map((level, index) => {
                const n = index + 1;
                const problem = ownErrorAt(errors, `levels.${index}`);
                const held = members(n);
                return (
                  <LevelRows key={n} problem={problem} n={n}>
                    <th scope="row" className="console-num tabular">
                      <PhoneLabel text={t('consoleVip.level')} />
                      {n}
                    </th>
                    <td>
                      <TextField
                        label={t('consoleVip.nameEn')}
                        maxLength={200}
                        value={level.name.EN}
                        error={cellError(`levels.${index}.name`)}
                        onChange={(e) => change(`levels.${index}.name.EN`, e.target.value)}
                      />
                    </td>
                    <td>
                      <TextField
                        label={t('consoleVip.nameCn')}
                        maxLength={200}
                        value={level.name.CN}
                        onChange={(e) => change(`levels.${index}.name.CN`, e.target.value)}
                      />
                    </td>
                    <td>{amountCell(index, 'upgradeValidBet', t('consoleVip.upgradeValidBet'))}</td>
                    <td>{amountCell(index, 'upgradeDeposit', t('consoleVip.upgradeDeposit'))}</td>
                    <td>{amountCell(index, 'keepValidBet', t('consoleVip.keepValidBet'))}</td>
                    <td className="console-num tabular">
                      <PhoneLabel text={t('consoleVip.members')} />
                      {held === undefined ? <span className="console-muted">{t('consoleVip.ladder.new')}</span> : held}
                    </td>
                  </LevelRows>
                );
              })}
            </tbody>
          </table>
        </div>
        {ownErrorAt(errors, 'levels') ? (
          <p className="field__error" role="alert">
            {ownErrorAt(errors, 'levels')}
          </p>
        ) : null}
        <div className="console-actions vip-ladder-form__rows">
          <Button
            size="sm"
            variant="outline"
            disabled={values.levels.length >= MAX_VIP_LEVEL}
            onClick={() => setLevels([...values.levels, nextLevel(values)])}
            data-testid="vip-ladder-add"
          >
            {t('consoleVip.ladder.add')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={values.levels.length === 0}
            onClick={() => setLevels(values.levels.slice(0, -1))}
            data-testid="vip-ladder-remove"
          >
            {values.levels.length > 0
              ? t('consoleVip.ladder.remove', { n: values.levels.length })
              : t('consoleVip.ladder.removeNone')}
          </Button>
        </div>
        <div className="console-dialog-form__buttons">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('auth.cancel')}
          </Button>
          <Button
            type="submit"
            variant="accent"
            disabled={changes.length === 0}
            loading={form.formState.isSubmitting}
            data-testid="vip-ladder-save"
          >
            {t('consoleVip.ladder.save')}
          </Button>
        </div>
      </form>
      {confirming ? (
        <ConfirmLadder
          changes={changes}
          pending={form.formState.isSubmitting}
          onConfirm={() => void save()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}

/** A cell's heading, shown in the cell on phones only, where the rows are cards; screen readers read the real one. */
export function PhoneLabel({ text }: { text: string }) {
  return (
    <span className="promo-label" aria-hidden="true">
      {text}
    </span>
  );
}

/** A level's row, and under it the level's own problem (it asks no more than the one below) across the row. */
function LevelRows({ n, problem, children }: { n: number; problem: string | undefined; children: ReactNode }) {
  return (
    <>
      <tr data-testid="vip-ladder-row" data-level={n} className={problem ? 'vip-ladder-edit__invalid' : undefined}>
        {children}
      </tr>
      {problem ? (
        <tr className="vip-ladder-edit__problem">
          <td colSpan={7}>
            <p className="field__error" role="alert">
              {problem}
            </p>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** What saving changes, a line each, and a warning for levels removed that members still hold. */
function ConfirmLadder({
  changes,
  pending,
  onConfirm,
  onClose,
}: {
  changes: LadderChange[];
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cn = i18n.language.startsWith('zh');
  const { money } = useMoney();
  const named = (level: number, name: { EN?: string | undefined; CN?: string | undefined }) =>
    `${level} · ${levelName({ level, name }, cn)}`;
  const amount = (value: number | null) => (value === null ? t('consoleVip.keptForGood') : money(value));
  const line = (c: LadderChange) => {
    switch (c.type) {
      case 'baseName':
        return t('consoleVip.changes.baseName', { from: named(0, c.from), to: named(0, c.to) });
      case 'added':
        return t('consoleVip.changes.added', { level: named(c.level, c.name) });
      case 'removed':
        return t('consoleVip.changes.removed', { level: named(c.level, c.name) });
      case 'renamed':
        return t('consoleVip.changes.renamed', { from: named(c.level, c.from), to: named(c.level, c.to) });
      case 'amount':
        return t('consoleVip.changes.amount', {
          level: named(c.level, c.name),
          field: t(`consoleVip.${c.field}`),
          from: amount(c.from),
          to: amount(c.to),
        });
    }
  };
  const held = heldRemovals(changes);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('consoleVip.ladder.confirmTitle')}
      description={t('consoleVip.ladder.confirmText')}
      size="md"
      testId="vip-ladder-confirm"
    >
      <ul className="console-list vip-ladder-changes" data-testid="vip-ladder-changes">
        {changes.map((c) => (
          <li key={`${c.type}-${'level' in c ? c.level : 0}-${'field' in c ? c.field : ''}`}>{line(c)}</li>
        ))}
      </ul>
      {held.length > 0 ? (
        <p className="console-error" role="alert" data-testid="vip-ladder-held">
          {t('consoleVip.ladder.heldWarning', {
            levels: held.map((c) => named(c.level, c.name)).join(', '),
            count: held.reduce((sum, c) => sum + c.members, 0),
          })}
        </p>
      ) : null}
      <div className="console-dialog-form__buttons">
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('auth.cancel')}
        </Button>
        <Button variant="accent" loading={pending} onClick={onConfirm} data-testid="vip-ladder-confirm-save">
          {t('consoleVip.ladder.confirmSave')}
        </Button>
      </div>
    </Dialog>
  );
}
