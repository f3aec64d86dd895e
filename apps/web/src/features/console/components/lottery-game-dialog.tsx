import { type ConsoleLotteryGame, updateLotteryGameSchema } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { lotteryKey, updateLotteryGame } from '../api/console-lottery-api';
import { defaultOdds, lotteryGameBody, lotteryGameValues } from '../lib/lottery-rules';
import { FormDialog, useConsoleForm } from './kit';

/** What the operator reads for a refused field; the others say the field is required. */
const MESSAGES = {
  'schedule.intervalSeconds': 'consoleLottery.intervalInvalid',
  'schedule.drawTime': 'consoleLottery.drawTimeInvalid',
  closeSeconds: 'consoleLottery.closeInvalid',
  maxPayoutPerNumber: 'consoleLottery.limitInvalid',
  maxPayoutPerPeriod: 'consoleLottery.limitInvalid',
  defaultPrizeGroup: 'consoleLottery.groupInvalid',
  maxPrizeGroup: 'consoleLottery.groupInvalid',
  voidAfterMinutes: 'consoleLottery.voidWindowInvalid',
} as const;
const messageKey = (path: string) =>
  path.startsWith('payTable')
    ? 'consoleLottery.payTableInvalid'
    : (MESSAGES[path as keyof typeof MESSAGES] ?? 'console.required');

/** The family's default odds beside the overrides box, the overridden plays marked. */
function DefaultOddsTable({ game }: { game: ConsoleLotteryGame }) {
  const { t, i18n } = useTranslation();
  const cn = i18n.language.startsWith('zh');
  return (
    <div className="lottery-odds" data-testid="lottery-default-odds">
      <table className="console-table lottery-odds__table">
        <caption>
          {game.usesPrizeGroup
            ? t('consoleLottery.defaultsAtGroup', { group: game.defaultPrizeGroup })
            : t('consoleLottery.defaults')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('consoleLottery.play')}</th>
            <th scope="col" className="console-num">
              {t('consoleLottery.price')}
            </th>
            <th scope="col">{t('consoleLottery.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {defaultOdds(game).map((odds) => (
            <tr key={odds.play} className={odds.overridden ? 'lottery-odds__overridden' : undefined}>
              <th scope="row">
                <code>{odds.play}</code> <span className="console-muted">{cn ? odds.name.CN : odds.name.EN}</span>
                {odds.overridden ? (
                  <span className="console-badge console-badge--ok">{t('consoleLottery.overridden')}</span>
                ) : null}
              </th>
              <td className="console-num tabular">{odds.price}</td>
              <td className="tabular">{odds.pays.map((p) => `${p.level} ${p.amount}`).join(' · ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A lottery game's rules: schedule, close, switch, limits, prize groups, void window and the brand's odds. A new
 * schedule or close applies to periods opened from now on; the form says so.
 */
export function LotteryGameDialog({ game, onClose }: { game: ConsoleLotteryGame; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const name = i18n.language.startsWith('zh') ? game.name.CN : game.name.EN;
  const {
    register,
    watch,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: lotteryGameValues(game),
    schema: updateLotteryGameSchema,
    toBody: lotteryGameBody,
    messageOf: (path) => t(messageKey(path)),
  });
  const kind = watch('schedule.kind');
  const payTableError = errors.payTable ? (errors.payTable.message ?? t('consoleLottery.payTableInvalid')) : undefined;

  const onSubmit = submit(async (body) => {
    await updateLotteryGame(game.gameId, body);
    toast.success(t('consoleLottery.saved', { name }));
    await queryClient.invalidateQueries({ queryKey: lotteryKey });
    onClose();
  });

  return (
    <FormDialog
      title={t('consoleLottery.editTitle', { name })}
      description={`${game.vendorCode} · ${game.gameCode} · ${game.family}`}
      testId="lottery-game-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      wide
      failure={failure}
      pending={isSubmitting}
      submitLabel={t('consoleLottery.save')}
      submitTestId="lottery-game-save"
    >
      <p className="console-muted console-channel-form__wide" data-testid="lottery-schedule-note">
        {t('consoleLottery.scheduleNote')}
      </p>
      <div className="console-channel-form__pair">
        <SelectField label={t('consoleLottery.scheduleKind')} {...register('schedule.kind')}>
          <option value="interval">{t('consoleLottery.kinds.interval')}</option>
          <option value="daily">{t('consoleLottery.kinds.daily')}</option>
        </SelectField>
        {kind === 'interval' ? (
          <TextField
            label={t('consoleLottery.intervalSeconds')}
            inputMode="numeric"
            required
            autoComplete="off"
            error={errors.schedule?.intervalSeconds?.message}
            {...register('schedule.intervalSeconds')}
          />
        ) : (
          <TextField
            label={t('consoleLottery.drawTime')}
            hint={t('consoleLottery.drawTimeHint')}
            required
            autoComplete="off"
            placeholder="19:15"
            error={errors.schedule?.drawTime?.message}
            {...register('schedule.drawTime')}
          />
        )}
      </div>
      <TextField
        label={t('consoleLottery.closeSeconds')}
        hint={t('consoleLottery.closeHint')}
        inputMode="numeric"
        required
        autoComplete="off"
        error={errors.closeSeconds?.message}
        {...register('closeSeconds')}
      />
      <TextField
        label={t('consoleLottery.voidAfterMinutes')}
        hint={t('consoleLottery.voidAfterHint')}
        inputMode="numeric"
        required
        autoComplete="off"
        error={errors.voidAfterMinutes?.message}
        {...register('voidAfterMinutes')}
      />
      <TextField
        label={t('consoleLottery.maxPayoutPerNumber')}
        inputMode="decimal"
        required
        autoComplete="off"
        error={errors.maxPayoutPerNumber?.message}
        {...register('maxPayoutPerNumber')}
      />
      <TextField
        label={t('consoleLottery.maxPayoutPerPeriod')}
        inputMode="decimal"
        required
        autoComplete="off"
        error={errors.maxPayoutPerPeriod?.message}
        {...register('maxPayoutPerPeriod')}
      />
      {game.usesPrizeGroup ? (
        <>
          <TextField
            label={t('consoleLottery.defaultPrizeGroup')}
            inputMode="numeric"
            required
            autoComplete="off"
            error={errors.defaultPrizeGroup?.message}
            {...register('defaultPrizeGroup')}
          />
          <TextField
            label={t('consoleLottery.maxPrizeGroup')}
            inputMode="numeric"
            required
            autoComplete="off"
            error={errors.maxPrizeGroup?.message}
            {...register('maxPrizeGroup')}
          />
        </>
      ) : null}
      <div className="console-channel-form__wide">
        <CheckboxField label={t('consoleLottery.enabled')} {...register('enabled')} />
      </div>
      <div className="console-channel-form__wide lottery-pay-table">
        <TextAreaField
          label={t('consoleLottery.payTable')}
          hint={t('consoleLottery.payTableHint')}
          rows={6}
          spellCheck={false}
          error={payTableError}
          {...register('payTable')}
        />
        <DefaultOddsTable game={game} />
      </div>
    </FormDialog>
  );
}
