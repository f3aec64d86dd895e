import { type LinkageType, linkageTypes } from '@lotus/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { formatDateTime, formatGmtOffset } from '@/lib/format';
import type { FieldMessage } from '@/lib/forms/contract-resolver';
import { contentKey } from '../api/console-content-api';
import type { LanguageChoice, Localized, ScheduleValues } from '../lib/content-forms';
import { type Scheduled, scheduleState } from '../lib/content-schedule';
import { failureMessage } from './kit';

/** Pieces the content pages share: the state badge, the schedule and link fields, a confirmation. */

const STATE_TONE = { live: 'ok', scheduled: 'warn', ended: 'off', disabled: 'off' } as const;

/** Live, scheduled, ended or switched off, as players see the item now. */
export function ScheduleBadge({ item, now }: { item: Scheduled; now: number }) {
  const { t } = useTranslation();
  const state = scheduleState(item, now);
  return (
    <span className={`console-badge console-badge--${STATE_TONE[state]}`} data-state={state}>
      {t(`consoleContent.state.${state}`)}
    </span>
  );
}

/** `from → until` in the merchant's time; an open end reads "no end". */
export function ScheduleWindow({ item, offset }: { item: Scheduled; offset: number }) {
  const { t } = useTranslation();
  return (
    <span className="tabular console-nowrap">
      {item.activeFrom !== null ? formatDateTime(item.activeFrom, offset).slice(0, 16) : t('consoleContent.noStart')}
      <br />
      {item.activeUntil !== null ? formatDateTime(item.activeUntil, offset).slice(0, 16) : t('consoleContent.noEnd')}
    </span>
  );
}

/** The problems a content form names (`consoleContent.problems.*`). */
type ContentProblem =
  | 'required'
  | 'oneLanguage'
  | 'sortInvalid'
  | 'timeInvalid'
  | 'endBeforeStart'
  | 'routeInvalid'
  | 'gameInvalid'
  | 'urlInvalid'
  | 'promotionInvalid'
  | 'targetRequired'
  | 'platformsRequired'
  | 'anchorInvalid';

const LINK_PROBLEM: Record<LinkageType, ContentProblem> = {
  NONE: 'targetRequired',
  ROUTE: 'routeInvalid',
  GAME: 'gameInvalid',
  PROMOTION: 'promotionInvalid',
  URL: 'urlInvalid',
};

/** Which problem a refusal of the contract is, by the field it names (its first part: `target.username`). */
function problemOf(path: string, type: string, values: Partial<ScheduleValues>): ContentProblem | undefined {
  switch (path.split('.')[0]) {
    case 'title':
      // A help entry has one title; banners, announcements and messages have one per language.
      return path === 'title' && typeof (values as { title?: unknown }).title === 'string' ? 'required' : 'oneLanguage';
    case 'content':
      return 'oneLanguage';
    case 'imageUrl':
    case 'target':
      return 'required';
    case 'platforms':
      return 'platformsRequired';
    case 'sort':
      return 'sortInvalid';
    case 'activeFrom':
      return 'timeInvalid';
    case 'activeUntil':
      // The contract's own rule (a refinement) is the order; anything else is a time it could not read.
      return type === 'custom' ? 'endBeforeStart' : 'timeInvalid';
    case 'linkTarget':
      return values.linkTarget?.trim() ? LINK_PROBLEM[values.linkageType ?? 'NONE'] : 'targetRequired';
    case 'anchor':
      return 'anchorInvalid';
    default:
      return undefined;
  }
}

/** The text an operator reads for a content form's field the contract refused, in their language. */
export function useContentMessage<V extends object>(): FieldMessage<V> {
  const { t } = useTranslation();
  return (path, error, values) => {
    const problem = problemOf(path, error.type, values as Partial<ScheduleValues>);
    return problem ? t(`consoleContent.problems.${problem}`) : undefined;
  };
}

/** A content form's error message by field, or undefined. */
export type ErrorOf = (field: string) => string | undefined;

/** Enabled, order, languages, start and end (in the merchant's time), link type and target. */
export function ScheduleFields<V extends ScheduleValues>({
  values,
  onChange,
  errorOf,
  offset,
  hideLink,
}: {
  values: V;
  onChange: (changes: Partial<ScheduleValues>) => void;
  errorOf: ErrorOf;
  offset: number;
  hideLink?: boolean;
}) {
  const { t } = useTranslation();
  const zone = formatGmtOffset(offset);
  return (
    <>
      {hideLink ? null : (
        <div className="content-form__pair">
          <SelectField
            label={t('consoleContent.fields.linkageType')}
            value={values.linkageType}
            onChange={(e) => onChange({ linkageType: e.target.value as LinkageType })}
          >
            {linkageTypes.map((type) => (
              <option key={type} value={type}>
                {t(`consoleContent.linkage.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('consoleContent.fields.linkTarget')}
            hint={t(`consoleContent.linkHint.${values.linkageType}`)}
            value={values.linkTarget}
            disabled={values.linkageType === 'NONE'}
            maxLength={500}
            autoComplete="off"
            error={errorOf('linkTarget')}
            onChange={(e) => onChange({ linkTarget: e.target.value })}
          />
        </div>
      )}
      <div className="content-form__pair">
        <TextField
          label={t('consoleContent.fields.activeFrom')}
          hint={t('consoleContent.timeHint', { zone })}
          type="datetime-local"
          value={values.activeFrom}
          error={errorOf('activeFrom')}
          onChange={(e) => onChange({ activeFrom: e.target.value })}
          data-testid="content-from"
        />
        <TextField
          label={t('consoleContent.fields.activeUntil')}
          hint={t('consoleContent.timeHint', { zone })}
          type="datetime-local"
          value={values.activeUntil}
          error={errorOf('activeUntil')}
          onChange={(e) => onChange({ activeUntil: e.target.value })}
          data-testid="content-until"
        />
      </div>
      <div className="content-form__pair">
        <SelectField
          label={t('consoleContent.fields.languages')}
          value={values.languages}
          onChange={(e) => onChange({ languages: e.target.value as LanguageChoice })}
        >
          {(['ALL', 'EN', 'CN'] as const).map((choice) => (
            <option key={choice} value={choice}>
              {t(`consoleContent.languages.${choice}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('consoleContent.fields.sort')}
          hint={t('consoleContent.sortHint')}
          inputMode="numeric"
          autoComplete="off"
          value={values.sort}
          error={errorOf('sort')}
          onChange={(e) => onChange({ sort: e.target.value })}
        />
      </div>
      <CheckboxField
        label={t('consoleContent.fields.enabled')}
        checked={values.enabled}
        onChange={(e) => onChange({ enabled: e.target.checked })}
      />
    </>
  );
}

/** A question before something that cannot be undone; the button waits for the answer's request. */
export function ConfirmDialog({
  title,
  children,
  confirm,
  onConfirm,
  onClose,
  testId,
}: {
  title: string;
  children?: ReactNode;
  confirm: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      size="sm"
      {...(testId ? { testId } : {})}
    >
      <div className="console-dialog-form">
        {children}
        <div className="console-dialog-form__buttons">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('auth.cancel')}
          </Button>
          <Button type="button" variant="accent" loading={busy} onClick={() => void run()} data-testid="confirm-yes">
            {confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The message of a failed request (the content pages' name for it). */
export const failureText = failureMessage;

/** The title in English and Chinese side by side; the problem (none written) shows under the English one. */
export function TitleFields({
  title,
  error,
  onChange,
}: {
  title: Localized;
  error: string | undefined;
  onChange: (title: Localized) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="content-form__pair">
      <TextField
        label={t('consoleContent.fields.titleEn')}
        value={title.EN}
        maxLength={200}
        error={error}
        onChange={(e) => onChange({ ...title, EN: e.target.value })}
      />
      <TextField
        label={t('consoleContent.fields.titleCn')}
        value={title.CN}
        maxLength={200}
        onChange={(e) => onChange({ ...title, CN: e.target.value })}
      />
    </div>
  );
}

/** The English title over the Chinese one, a dash for a missing language. */
export function BilingualTitle({ title }: { title: Partial<Localized> }) {
  return (
    <>
      <strong>{title.EN || '—'}</strong>
      <br />
      <span className="console-muted">{title.CN || '—'}</span>
    </>
  );
}

/** A content row's edit and delete buttons, named for the item for screen readers. */
export function EditDeleteActions({
  title,
  onEdit,
  onDelete,
}: {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="sm" variant="outline" aria-label={t('consoleContent.editOne', { title })} onClick={onEdit}>
        {t('consoleContent.edit')}
      </Button>
      <Button size="sm" variant="ghost" aria-label={t('consoleContent.deleteOne', { title })} onClick={onDelete}>
        {t('consoleContent.delete')}
      </Button>
    </>
  );
}

/** Asks before deleting a content item, deletes it, says so, and refreshes the content lists either way. */
export function ConfirmDelete({
  title,
  done,
  onDelete,
  onClose,
}: {
  title: string;
  /** What the toast says once it is gone. */
  done: string;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = async () => {
    try {
      await onDelete();
      toast.success(done);
      onClose();
    } catch (error) {
      toast.error(failureText(error, t('errors.unknown')));
    } finally {
      await queryClient.invalidateQueries({ queryKey: contentKey });
    }
  };
  return (
    <ConfirmDialog
      title={t('consoleContent.deleteTitle', { title })}
      confirm={t('consoleContent.delete')}
      onConfirm={remove}
      onClose={onClose}
    >
      <p>{t('consoleContent.deleteText')}</p>
    </ConfirmDialog>
  );
}
