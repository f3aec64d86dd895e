import {
  type ConsoleLotteryGame,
  type CreateLotteryGame,
  type createLotteryGameSchema,
  lotteryFamilies,
  type UpdateLotteryGame,
  type updateLotteryGameSchema,
} from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FieldErrorText, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { vendorsQuery } from '../api/console-games-api';
import { createLotteryGame, lotteryKey, updateLotteryGame } from '../api/console-lottery-api';
import { defaultOdds, familyUsesPrizeGroup, type LotteryGameValues, lotteryGameForm } from '../lib/lottery-rules';
import { CatalogueNameFields } from './catalogue-badges';
import { AmountFields, FormDialog, NumberField, useConsoleForm } from './kit';

/** What the operator reads for a refused field; the others say the field is required. */
const MESSAGES = {
  vendorId: 'consoleLottery.vendorInvalid',
  gameCode: 'consoleLottery.codeInvalid',
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

/** The seamless vendors a new game can list under (the lottery debits players through their wallet calls). */
function VendorSelect({ error, ...field }: UseFormRegisterReturn<'vendorId'> & { error: string | undefined }) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  const vendors = useQuery(vendorsQuery());
  const cn = i18n.language.startsWith('zh');
  return (
    <div>
      <SelectField
        label={t('consoleLottery.vendor')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...field}
      >
        <option value="">{t('consoleLottery.chooseVendor')}</option>
        {(vendors.data?.list ?? [])
          .filter((v) => v.walletMode === 'seamless')
          .map((v) => (
            <option key={v.id} value={String(v.id)}>
              {v.code} · {cn ? v.name.CN : v.name.EN}
            </option>
          ))}
      </SelectField>
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

/**
 * A new lottery game (`game` null: family, vendor, code, names and its first rules) or a game's rules: schedule,
 * close, switch, limits, prize groups, void window and the brand's odds. A new schedule or close applies to periods
 * opened from now on; the form says so.
 */
export function LotteryGameDialog({ game, onClose }: { game: ConsoleLotteryGame | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const name = game ? (i18n.language.startsWith('zh') ? game.name.CN : game.name.EN) : '';
  const {
    register,
    watch,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm<LotteryGameValues, typeof createLotteryGameSchema | typeof updateLotteryGameSchema>({
    ...lotteryGameForm(game),
    messageOf: (path) => t(messageKey(path)),
  });
  const kind = watch('schedule.kind');
  const family = watch('family');
  const payTableError = errors.payTable ? (errors.payTable.message ?? t('consoleLottery.payTableInvalid')) : undefined;

  const onSubmit = submit(async (body, values) => {
    if (game) {
      await updateLotteryGame(game.gameId, body as UpdateLotteryGame);
      toast.success(t('consoleLottery.saved', { name }));
    } else {
      await createLotteryGame(body as CreateLotteryGame);
      toast.success(t('consoleLottery.created', { name: values.name.EN.trim() }));
    }
    await queryClient.invalidateQueries({ queryKey: lotteryKey });
    onClose();
  });

  // What differs between adding a game and editing one: the words around the form.
  const copy = game
    ? {
        title: t('consoleLottery.editTitle', { name }),
        description: `${game.vendorCode} · ${game.gameCode} · ${game.family}`,
        submitLabel: t('consoleLottery.save'),
      }
    : {
        title: t('consoleLottery.addTitle'),
        description: t('consoleLottery.addHint'),
        submitLabel: t('consoleLottery.create'),
      };

  return (
    <FormDialog
      {...copy}
      testId="lottery-game-dialog"
      submitTestId="lottery-game-save"
      wide
      onClose={onClose}
      onSubmit={onSubmit}
      failure={failure}
      pending={isSubmitting}
    >
      {game ? (
        <p className="console-muted console-channel-form__wide" data-testid="lottery-schedule-note">
          {t('consoleLottery.scheduleNote')}
        </p>
      ) : (
        <>
          <SelectField label={t('consoleLottery.family')} {...register('family')}>
            {lotteryFamilies.map((f) => (
              <option key={f} value={f}>
                {t(`consoleLottery.families.${f}`)}
              </option>
            ))}
          </SelectField>
          <VendorSelect error={errors.vendorId?.message} {...register('vendorId')} />
          <div className="console-channel-form__wide">
            <TextField
              label={t('consoleLottery.gameCode')}
              hint={t('consoleLottery.gameCodeHint')}
              required
              maxLength={32}
              autoComplete="off"
              spellCheck={false}
              error={errors.gameCode?.message}
              {...register('gameCode')}
            />
          </div>
          <CatalogueNameFields field={(lang) => register(`name.${lang}`)} errors={errors.name} />
        </>
      )}
      <div className="console-channel-form__pair">
        <SelectField label={t('consoleLottery.scheduleKind')} {...register('schedule.kind')}>
          <option value="interval">{t('consoleLottery.kinds.interval')}</option>
          <option value="daily">{t('consoleLottery.kinds.daily')}</option>
        </SelectField>
        {kind === 'interval' ? (
          <NumberField
            label={t('consoleLottery.intervalSeconds')}
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
      <NumberField
        label={t('consoleLottery.closeSeconds')}
        hint={t('consoleLottery.closeHint')}
        error={errors.closeSeconds?.message}
        {...register('closeSeconds')}
      />
      {game ? (
        <NumberField
          label={t('consoleLottery.voidAfterMinutes')}
          hint={t('consoleLottery.voidAfterHint')}
          error={errors.voidAfterMinutes?.message}
          {...register('voidAfterMinutes')}
        />
      ) : null}
      <AmountFields
        amounts={[
          {
            label: t('consoleLottery.maxPayoutPerNumber'),
            error: errors.maxPayoutPerNumber?.message,
            field: register('maxPayoutPerNumber'),
          },
          {
            label: t('consoleLottery.maxPayoutPerPeriod'),
            error: errors.maxPayoutPerPeriod?.message,
            field: register('maxPayoutPerPeriod'),
          },
        ]}
      />
      {(game ? game.usesPrizeGroup : familyUsesPrizeGroup(family)) ? (
        <>
          <NumberField
            label={t('consoleLottery.defaultPrizeGroup')}
            error={errors.defaultPrizeGroup?.message}
            {...register('defaultPrizeGroup')}
          />
          {game ? (
            <NumberField
              label={t('consoleLottery.maxPrizeGroup')}
              error={errors.maxPrizeGroup?.message}
              {...register('maxPrizeGroup')}
            />
          ) : null}
        </>
      ) : null}
      <div className="console-channel-form__wide">
        <CheckboxField label={t('consoleLottery.enabled')} {...register('enabled')} />
      </div>
      {game ? (
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
      ) : null}
    </FormDialog>
  );
}
