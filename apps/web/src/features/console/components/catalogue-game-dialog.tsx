import { type ConsoleGame, catalogueSubTypes, toMinorUnits, type UpdateGame } from '@lotus/contract';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { isApiError, queryClient } from '@/lib/api';
import { catalogueKey, resetGameIcon, updateGame, uploadGameIcon } from '../api/console-games-api';
import { catalogueImage, vendorName } from './catalogue-badges';
import { CatalogueIconPicker } from './catalogue-icon-picker';

interface GameValues {
  name: { EN: string; CN: string };
  subType: string;
  minBet: string;
  lines: string;
  sortOrder: string;
  enabled: boolean;
  maintenance: boolean;
  hot: boolean;
}

const FIELDS: FieldPath<GameValues>[] = [
  'name.EN',
  'name.CN',
  'subType',
  'minBet',
  'lines',
  'sortOrder',
  'enabled',
  'maintenance',
  'hot',
];

const valuesOf = (game: ConsoleGame): GameValues => ({
  name: game.name,
  subType: game.subType ?? '',
  minBet: String(game.minBet),
  lines: game.lines === null ? '' : String(game.lines),
  sortOrder: String(game.sortOrder),
  enabled: game.enabled,
  maintenance: game.maintenance,
  hot: game.hot,
});

const wholeNumber = (min: number, max: number) => (v: string) => {
  const n = Number(v);
  return v.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

/** Everything an operator sets on a game: names, switches, order, sub-type, slot filters, and its icon. */
export function CatalogueGameDialog({ game, onClose }: { game: ConsoleGame; onClose: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const rng = game.gameType === 'RNG';
  const name = vendorName(game);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GameValues>({ defaultValues: valuesOf(game) });
  const required = { validate: (v: string) => v.trim() !== '' || t('console.required') };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body: UpdateGame = {
      name: { EN: values.name.EN.trim(), CN: values.name.CN.trim() },
      minBet: values.minBet.trim(),
      sortOrder: Number(values.sortOrder),
      enabled: values.enabled,
      maintenance: values.maintenance,
      hot: values.hot,
      ...(rng
        ? {
            subType: (values.subType || null) as UpdateGame['subType'],
            lines: values.lines.trim() === '' ? null : Number(values.lines),
          }
        : {}),
    };
    try {
      await updateGame(game.id, body);
      toast.success(t('consoleCatalogue.saved', { name: values.name.EN }));
      await queryClient.invalidateQueries({ queryKey: catalogueKey });
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? (error.value.fields as Record<string, string> | undefined) : undefined;
      const known = Object.entries(fields ?? {}).filter(([field]) => FIELDS.includes(field as FieldPath<GameValues>));
      for (const [field, message] of known) setError(field as FieldPath<GameValues>, { message });
      if (known.length === 0) setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
  });

  const icon = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      await queryClient.invalidateQueries({ queryKey: catalogueKey });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('consoleCatalogue.editGameTitle', { name })}
      description={`${game.vendorCode} · ${game.gameCode} · ${t(`categories.${game.gameType}`, game.gameType)}`}
      size="lg"
      testId="game-dialog"
    >
      <form className="console-channel-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('consoleCatalogue.nameEn')}
          required
          maxLength={60}
          error={errors.name?.EN?.message}
          {...register('name.EN', required)}
        />
        <TextField
          label={t('consoleCatalogue.nameCn')}
          required
          maxLength={60}
          error={errors.name?.CN?.message}
          {...register('name.CN', required)}
        />
        <TextField
          label={t('consoleCatalogue.fields.minBet')}
          inputMode="decimal"
          required
          autoComplete="off"
          error={errors.minBet?.message}
          {...register('minBet', {
            validate: (v) => (toMinorUnits(v) ?? 0) > 0 || t('consoleCatalogue.minBetInvalid'),
          })}
        />
        <TextField
          label={t('consoleCatalogue.fields.sortOrder')}
          hint={t('consoleCatalogue.sortHint')}
          inputMode="numeric"
          required
          autoComplete="off"
          error={errors.sortOrder?.message}
          {...register('sortOrder', {
            validate: (v) => wholeNumber(0, 1_000_000)(v) || t('consoleCatalogue.sortInvalid'),
          })}
        />
        {rng ? (
          <>
            <SelectField label={t('consoleCatalogue.fields.subType')} {...register('subType')}>
              <option value="">{t('consoleCatalogue.noSubType')}</option>
              {catalogueSubTypes.map((s) => (
                <option key={s} value={s}>
                  {t(`consoleCatalogue.subTypes.${s}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('consoleCatalogue.fields.lines')}
              hint={t('consoleCatalogue.linesHint')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.lines?.message}
              {...register('lines', {
                validate: (v) => v.trim() === '' || wholeNumber(1, 1024)(v) || t('consoleCatalogue.linesInvalid'),
              })}
            />
          </>
        ) : null}
        <div className="catalogue-dialog__checks console-channel-form__wide">
          <CheckboxField label={t('consoleCatalogue.fields.enabled')} {...register('enabled')} />
          <CheckboxField label={t('consoleCatalogue.fields.maintenance')} {...register('maintenance')} />
          <CheckboxField label={t('consoleCatalogue.fields.hot')} {...register('hot')} />
        </div>
        {failure ? (
          <p className="console-error console-channel-form__wide" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="console-dialog-form__buttons console-channel-form__wide">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" variant="accent" loading={isSubmitting} data-testid="game-save">
            {t('consoleCatalogue.save')}
          </Button>
        </div>
      </form>
      <div className="catalogue-dialog__icon">
        <CatalogueIconPicker
          current={catalogueImage(game.icon)}
          custom={game.customIcon}
          label={t('consoleCatalogue.gameIcon')}
          onUpload={(file) => icon(() => uploadGameIcon(game.id, file), t('consoleCatalogue.iconSaved', { name }))}
          onReset={() => icon(() => resetGameIcon(game.id), t('consoleCatalogue.iconReset', { name }))}
        />
      </div>
    </Dialog>
  );
}
