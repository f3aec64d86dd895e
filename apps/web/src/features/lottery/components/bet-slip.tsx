import { type LotterySession, lotteryChaseModes } from '@lotus/contract';
import { type ChaseMode, prizeTable } from '@lotus/lottery';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { picksText, playName } from '../lib/names';
import {
  type ChaseInput,
  type ChaseRequest,
  chaseRequest,
  lineStake,
  type SlipLine,
  singleStake,
  slipTotals,
  toMajor,
  usesUnits,
} from '../lib/slip';

export interface ChaseState extends Omit<ChaseInput, 'maxMultiple'> {
  on: boolean;
  stopOnWin: boolean;
}

export const initialChase: ChaseState = {
  on: false,
  mode: 'same',
  periods: 3,
  startMultiple: 1,
  targetProfitPercent: 50,
  stopOnWin: true,
};

/** The chase the slip would place, or null without one. */
export function planChase(session: LotterySession, lines: readonly SlipLine[], chase: ChaseState): ChaseRequest | null {
  if (!chase.on || lines.length === 0) return null;
  const numeros = [session.current.numero, ...session.upcoming.map((p) => p.numero)];
  const { stake } = slipTotals(lines, session);
  // A win pays at least the top prize of one single bet of some line: the figure the profit mode aims at.
  const prize = Math.min(
    ...lines.map((line) => prizeTable(line.play, session.odds, singleStake(line, session))[0]?.prize ?? 0),
  );
  return chaseRequest(
    { ...chase, maxMultiple: Math.max(1, Math.floor(session.maxMultiple / Math.max(...lines.map((l) => l.multiple)))) },
    numeros.slice(0, session.chaseMaxPeriods),
    stake,
    prize,
  );
}

export interface BetSlipProps {
  session: LotterySession;
  lines: SlipLine[];
  onRemove: (id: string) => void;
  onClear: () => void;
  chase: ChaseState;
  onChase: (chase: ChaseState) => void;
  placing: boolean;
  onPlace: () => void;
}

const chaseError = (code: string) =>
  ['BAD_PERIODS', 'BAD_MULTIPLE', 'BAD_TARGET', 'MULTIPLE_TOO_LARGE', 'PROFIT_UNREACHABLE'].includes(code)
    ? (code as 'BAD_PERIODS')
    : 'other';

/** The slip: its lines, totals, the chase panel and the bet button. */
export function BetSlip({ session, lines, onRemove, onClear, chase, onChase, placing, onPlace }: BetSlipProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const totals = slipTotals(lines, session);
  const plan = planChase(session, lines, chase);
  const total = plan?.ok ? plan.totalCost : totals.stake;
  const maxPeriods = Math.min(session.chaseMaxPeriods, session.upcoming.length + 1);
  const set = (patch: Partial<ChaseState>) => onChase({ ...chase, ...patch });
  const grouped = usesUnits(session);

  return (
    <section className="lottery-slip" aria-label={t('lottery.slip')} data-testid="lottery-slip">
      <div className="lottery-slip__head">
        <h3>{t('lottery.slip')}</h3>
        {lines.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('lottery.clearSlip')}
          </Button>
        ) : null}
      </div>
      {lines.length === 0 ? (
        <p className="lottery-muted">{t('lottery.slipEmpty')}</p>
      ) : (
        <ul className="lottery-slip__lines">
          {lines.map((line) => (
            <li key={line.id} className="lottery-slip__line" data-testid="lottery-slip-line">
              <div>
                <strong>{playName(line.play, language)}</strong>
                <p className="lottery-slip__picks tabular">{picksText(line.picks)}</p>
                <p className="lottery-muted tabular">
                  {t('lottery.bets', { count: line.count })} ·{' '}
                  {grouped
                    ? `${t(`lottery.units.${line.unit}`)} × ${line.multiple}`
                    : `${t('lottery.points')} ${line.multiple}`}{' '}
                  · {formatMoney(toMajor(lineStake(line, session)))}
                </p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => onRemove(line.id)}>
                {t('lottery.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="lottery-chase">
        <label className="lottery-check">
          <input
            type="checkbox"
            checked={chase.on}
            onChange={(e) => set({ on: e.currentTarget.checked })}
            disabled={maxPeriods < 2}
            data-testid="lottery-chase"
          />
          {t('lottery.chase')}
        </label>
        {chase.on ? (
          <div className="lottery-chase__fields">
            <label className="lottery-field">
              <span>{t('lottery.chaseMode')}</span>
              <select
                value={chase.mode}
                onChange={(e) => set({ mode: e.currentTarget.value as ChaseMode })}
                data-testid="lottery-chase-mode"
              >
                {lotteryChaseModes.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`lottery.chaseModes.${mode}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="lottery-field">
              <span>{t('lottery.chasePeriods')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={2}
                max={maxPeriods}
                value={Number.isNaN(chase.periods) ? '' : chase.periods}
                onChange={(e) => set({ periods: e.currentTarget.valueAsNumber })}
                data-testid="lottery-chase-periods"
              />
            </label>
            <label className="lottery-field">
              <span>{t('lottery.chaseStart')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                value={Number.isNaN(chase.startMultiple) ? '' : chase.startMultiple}
                onChange={(e) => set({ startMultiple: e.currentTarget.valueAsNumber })}
              />
            </label>
            {chase.mode === 'profit' ? (
              <label className="lottery-field">
                <span>{t('lottery.chaseTarget')}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={Number.isNaN(chase.targetProfitPercent) ? '' : chase.targetProfitPercent}
                  onChange={(e) => set({ targetProfitPercent: e.currentTarget.valueAsNumber })}
                />
              </label>
            ) : null}
            <label className="lottery-check">
              <input
                type="checkbox"
                checked={chase.stopOnWin}
                onChange={(e) => set({ stopOnWin: e.currentTarget.checked })}
                data-testid="lottery-stop-on-win"
              />
              {t('lottery.stopOnWin')}
            </label>
            {plan && !plan.ok ? (
              <p className="lottery-error" role="alert">
                {t(`lottery.chaseErrors.${chaseError(plan.code)}`)}
              </p>
            ) : null}
            {plan?.ok ? (
              <p className="lottery-muted tabular" data-testid="lottery-chase-plan">
                {t('lottery.chasePlan', {
                  count: plan.periods.length,
                  amount: formatMoney(toMajor(plan.totalCost)),
                })}{' '}
                ({plan.periods.map((p) => `×${p.multiple}`).join(' ')})
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="lottery-slip__total tabular">
        <span>
          {t('lottery.totalBets')}: <strong data-testid="lottery-slip-bets">{totals.bets}</strong>
        </span>
        <span>
          {t('lottery.total')}: <strong data-testid="lottery-slip-total">{formatMoney(toMajor(total))}</strong>
        </span>
      </div>
      <Button
        variant="accent"
        block
        size="lg"
        loading={placing}
        disabled={lines.length === 0 || (plan !== null && !plan.ok)}
        onClick={onPlace}
        data-testid="lottery-place"
      >
        {t('lottery.placeFor', { amount: formatMoney(toMajor(total)) })}
      </Button>
    </section>
  );
}
