import { type ConsolePromotion, type PromotionKind, type PromotionPeriod, promotionKinds } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { formatGmtOffset } from '@/lib/format';
import { type PromotionForm, usePromotionForm } from '../hooks/use-promotion-form';
import type { Localized } from '../lib/content-forms';
import { hasClaimLimit, periodFor, periodsOf, withKind } from '../lib/promotion-form';
import { ContentImageField } from './content-image-field';
import { HtmlEditor } from './html-editor';
import { FormFooter } from './kit';
import { PromotionAudienceFields } from './promotion-audience-fields';
import { EditorSection } from './promotion-parts';
import { PromotionRainFields } from './promotion-rain-fields';
import { PromotionRewardFields } from './promotion-reward-fields';
import { PromotionTermsFields } from './promotion-terms-fields';
import { PromotionTicketFields } from './promotion-ticket-fields';

/**
 * A promotion, new or stored: its kind, texts and picture in both languages, schedule and period, audience, reward,
 * a raffle's tickets, wagering terms, limits and review. The form allows only what a kind can be (a first deposit
 * once, a check-in each day and paid by its streak, a raffle drawn once at its end, a red packet daily in its rain);
 * the contract judges the rest, and the server's refusals show at their fields.
 */
export function PromotionEditor({
  item,
  offset,
  onClose,
}: {
  item: ConsolePromotion | null;
  offset: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = usePromotionForm({ item, offset, onSaved: onClose });
  const { values, change, errorOf, failure, saving, submit } = form;
  const grant = values.kind === 'grant';
  const title = item ? t('consolePromotions.editor.editTitle') : t('consolePromotions.editor.newTitle');

  return (
    <section className="console-page" aria-labelledby="promotion-editor" data-testid="promotion-editor">
      <header className="console-page__head">
        <h2 id="promotion-editor">{title}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('consolePromotions.editor.back')}
        </Button>
      </header>
      <form className="content-form promo-form" onSubmit={submit} noValidate>
        <EditorSection title={t('consolePromotions.editor.sections.campaign')}>
          <div className="content-form__pair">
            <SelectField
              label={t('consolePromotions.editor.kind')}
              value={values.kind}
              onChange={(e) => change(withKind(values, e.target.value as PromotionKind))}
              data-testid="promotion-kind"
            >
              {promotionKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`consolePromotions.kinds.${kind}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('consolePromotions.editor.sort')}
              hint={t('consolePromotions.editor.sortHint')}
              inputMode="numeric"
              autoComplete="off"
              value={values.sort}
              error={errorOf('sort')}
              onChange={(e) => change({ sort: e.target.value })}
            />
          </div>
          <p className="console-muted">{t('consolePromotions.editor.kindHint')}</p>
          <div className="content-form__checks">
            <CheckboxField
              label={t('consolePromotions.editor.enabled')}
              checked={values.enabled}
              onChange={(e) => change({ enabled: e.target.checked })}
            />
            {grant ? null : (
              <CheckboxField
                label={t('consolePromotions.editor.needsReview')}
                checked={values.needsReview}
                onChange={(e) => change({ needsReview: e.target.checked })}
              />
            )}
          </div>
          <p className="console-muted">
            {t(grant ? 'consolePromotions.editor.grantHint' : 'consolePromotions.editor.needsReviewHint')}
          </p>
        </EditorSection>

        <TextsSection form={form} />
        <ScheduleSection form={form} offset={offset} />
        {grant ? null : <PromotionAudienceFields form={form} offset={offset} />}
        <PromotionRewardFields form={form} />
        {values.kind === 'raffle' ? <PromotionTicketFields form={form} /> : null}
        <PromotionTermsFields form={form} />

        <FormFooter
          failure={failure}
          pending={saving}
          submitLabel={t('consolePromotions.editor.save')}
          submitTestId="promotion-save"
          onCancel={onClose}
        />
      </form>
    </section>
  );
}

/** A short text in English and Chinese side by side; the problem (none written) shows under the English one. */
function LocalizedPair({
  labels,
  value,
  error,
  onChange,
}: {
  labels: [string, string];
  value: Localized;
  error: string | undefined;
  onChange: (value: Localized) => void;
}) {
  return (
    <div className="content-form__pair">
      <TextField
        label={labels[0]}
        value={value.EN}
        maxLength={200}
        error={error}
        onChange={(e) => onChange({ ...value, EN: e.target.value })}
      />
      <TextField
        label={labels[1]}
        value={value.CN}
        maxLength={200}
        onChange={(e) => onChange({ ...value, CN: e.target.value })}
      />
    </div>
  );
}

function TextsSection({ form }: { form: PromotionForm }) {
  const { t } = useTranslation();
  const { values, change, errorOf } = form;
  return (
    <EditorSection title={t('consolePromotions.editor.sections.texts')}>
      <LocalizedPair
        labels={[t('consolePromotions.editor.titleEn'), t('consolePromotions.editor.titleCn')]}
        value={values.title}
        error={errorOf('title')}
        onChange={(title) => change({ title })}
      />
      <LocalizedPair
        labels={[t('consolePromotions.editor.summaryEn'), t('consolePromotions.editor.summaryCn')]}
        value={values.summary}
        error={errorOf('summary')}
        onChange={(summary) => change({ summary })}
      />
      <HtmlEditor
        label={t('consolePromotions.editor.rulesEn')}
        value={values.rules.EN}
        error={errorOf('rules')}
        rows={8}
        onChange={(EN) => change({ rules: { ...values.rules, EN } })}
        testId="promotion-rules-en"
      />
      <HtmlEditor
        label={t('consolePromotions.editor.rulesCn')}
        value={values.rules.CN}
        rows={8}
        onChange={(CN) => change({ rules: { ...values.rules, CN } })}
        testId="promotion-rules-cn"
      />
      <ContentImageField
        label={t('consolePromotions.editor.image')}
        hint={t('consolePromotions.editor.imageHint')}
        value={values.imageUrl}
        error={errorOf('imageUrl')}
        onChange={(imageUrl) => change({ imageUrl })}
      />
    </EditorSection>
  );
}

function ScheduleSection({ form, offset }: { form: PromotionForm; offset: number }) {
  const { t } = useTranslation();
  const { values, change, errorOf } = form;
  const zone = t('consolePromotions.editor.timeHint', { zone: formatGmtOffset(offset) });
  const periods = periodsOf(values.kind);
  // Every kind but a reload says how its period works.
  const note = values.kind === 'reload' ? null : values.kind;
  // A raffle is drawn at its end, so it must have one.
  const raffle = values.kind === 'raffle';
  return (
    <EditorSection title={t('consolePromotions.editor.sections.schedule')}>
      <div className="content-form__pair">
        <TextField
          label={t('consolePromotions.editor.startsAt')}
          hint={zone}
          type="datetime-local"
          required
          value={values.startsAt}
          error={errorOf('startsAt')}
          onChange={(e) => change({ startsAt: e.target.value })}
        />
        <TextField
          label={t(raffle ? 'consolePromotions.editor.endsAtRaffle' : 'consolePromotions.editor.endsAt')}
          hint={raffle ? t('consolePromotions.editor.endsAtRaffleHint', { zone: formatGmtOffset(offset) }) : zone}
          type="datetime-local"
          required={raffle}
          value={values.endsAt}
          error={errorOf('endsAt')}
          onChange={(e) => change({ endsAt: e.target.value })}
        />
      </div>
      {values.kind === 'red-packet' ? <PromotionRainFields form={form} offset={offset} /> : null}
      <div className="content-form__pair">
        <div className="promo-stack">
          <SelectField
            label={t('consolePromotions.editor.period')}
            value={periodFor(values.kind, values.period)}
            disabled={periods.length === 1}
            onChange={(e) => change({ period: e.target.value as PromotionPeriod })}
            data-testid="promotion-period"
          >
            {periods.map((period) => (
              <option key={period} value={period}>
                {t(`consolePromotions.periods.${period}`)}
              </option>
            ))}
          </SelectField>
          {note ? <p className="console-muted">{t(`consolePromotions.editor.periodNote.${note}`)}</p> : null}
        </div>
        {hasClaimLimit(values.kind) ? (
          <TextField
            label={t('consolePromotions.editor.perMemberLimit')}
            hint={t('consolePromotions.editor.perMemberLimitHint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.perMemberLimit}
            error={errorOf('perMemberLimit')}
            onChange={(e) => change({ perMemberLimit: e.target.value })}
          />
        ) : null}
      </div>
    </EditorSection>
  );
}
