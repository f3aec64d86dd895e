import { type ConsoleGame, catalogueSubTypes, type UpdateGame, updateGameSchema } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { catalogueKey, resetGameIcon, updateGame, uploadGameIcon } from '../api/console-games-api';
import { CatalogueNameFields, catalogueImage, vendorName } from './catalogue-badges';
import { CatalogueIconPicker } from './catalogue-icon-picker';
import { FormDialog, useConsoleForm, useRowAction } from './kit';

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

/** A whole number typed in a box; blank or anything else is NaN, which the contract refuses. */
const wholeNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** The request body; sub-type and lines only for RNG games. */
const bodyOf = (rng: boolean, values: GameValues): UpdateGame => ({
  name: { EN: values.name.EN.trim(), CN: values.name.CN.trim() },
  minBet: values.minBet.trim(),
  sortOrder: wholeNumber(values.sortOrder),
  enabled: values.enabled,
  maintenance: values.maintenance,
  hot: values.hot,
  ...(rng
    ? {
        subType: (values.subType || null) as UpdateGame['subType'],
        lines: values.lines.trim() === '' ? null : wholeNumber(values.lines),
      }
    : {}),
});

/** What the operator reads for a refused field; the names only need filling in. */
const MESSAGES = {
  minBet: 'consoleCatalogue.minBetInvalid',
  sortOrder: 'consoleCatalogue.sortInvalid',
  lines: 'consoleCatalogue.linesInvalid',
} as const;
const messageKey = (path: string) => MESSAGES[path as keyof typeof MESSAGES] ?? 'console.required';

/** Everything an operator sets on a game: names, switches, order, sub-type, slot filters, and its icon. */
export function CatalogueGameDialog({ game, onClose }: { game: ConsoleGame; onClose: () => void }) {
  const { t } = useTranslation();
  const rng = game.gameType === 'RNG';
  const name = vendorName(game);
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: valuesOf(game),
    schema: updateGameSchema,
    toBody: (values) => bodyOf(rng, values),
    messageOf: (path) => t(messageKey(path)),
  });

  const onSubmit = submit(async (body, values) => {
    await updateGame(game.id, body);
    toast.success(t('consoleCatalogue.saved', { name: values.name.EN }));
    await queryClient.invalidateQueries({ queryKey: catalogueKey });
    onClose();
  });

  const { act } = useRowAction<string>(catalogueKey);
  const icon = (action: () => Promise<unknown>, done: string) => act('icon', action, done);

  return (
    <FormDialog
      title={t('consoleCatalogue.editGameTitle', { name })}
      description={`${game.vendorCode} · ${game.gameCode} · ${t(`categories.${game.gameType}`, game.gameType)}`}
      testId="game-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      wide
      failure={failure}
      pending={isSubmitting}
      submitLabel={t('consoleCatalogue.save')}
      submitTestId="game-save"
      aside={
        <div className="catalogue-dialog__icon">
          <CatalogueIconPicker
            current={catalogueImage(game.icon)}
            custom={game.customIcon}
            label={t('consoleCatalogue.gameIcon')}
            onUpload={(file) => icon(() => uploadGameIcon(game.id, file), t('consoleCatalogue.iconSaved', { name }))}
            onReset={() => icon(() => resetGameIcon(game.id), t('consoleCatalogue.iconReset', { name }))}
          />
        </div>
      }
    >
      <CatalogueNameFields field={(lang) => register(`name.${lang}`)} errors={errors.name} />
      <TextField
        label={t('consoleCatalogue.fields.minBet')}
        inputMode="decimal"
        required
        autoComplete="off"
        error={errors.minBet?.message}
        {...register('minBet')}
      />
      <TextField
        label={t('consoleCatalogue.fields.sortOrder')}
        hint={t('consoleCatalogue.sortHint')}
        inputMode="numeric"
        required
        autoComplete="off"
        error={errors.sortOrder?.message}
        {...register('sortOrder')}
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
            {...register('lines')}
          />
        </>
      ) : null}
      <div className="catalogue-dialog__checks console-channel-form__wide">
        <CheckboxField label={t('consoleCatalogue.fields.enabled')} {...register('enabled')} />
        <CheckboxField label={t('consoleCatalogue.fields.maintenance')} {...register('maintenance')} />
        <CheckboxField label={t('consoleCatalogue.fields.hot')} {...register('hot')} />
      </div>
    </FormDialog>
  );
}
