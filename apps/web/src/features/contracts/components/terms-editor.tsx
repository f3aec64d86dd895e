import {
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type ContractRates,
  type ContractTerms,
  type DividendPeriod,
  dividendPeriods,
} from '@lotus/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import {
  canAddTier,
  canRemoveTier,
  checkTerms,
  draftFrom,
  emptyTier,
  fieldUnit,
  type RealtimeField,
  realtimeFields,
  type TermsDraft,
  type TierField,
  tierFields,
} from '../lib/terms';
import { BoundNote } from './bound-note';
import './contracts.css';

export interface TermsEditorProps {
  kind: ContractKind;
  /** Terms to start from (the pending or active contract); empty fields otherwise. */
  initial?: ContractTerms | null;
  /** The highest rates this agent may offer; null when it may not offer this kind. */
  bound: ContractRates | null;
  /** Sends the checked terms. */
  onSubmit: (terms: ContractTerms) => void;
  submitting?: boolean;
  submitLabel: string;
  /** Controls beside the submit button (cancel). */
  extraActions?: React.ReactNode;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  formId?: string;
}

/**
 * Terms of an offer: tiers (up to CONTRACT_MAX_TIERS) or real-time rates, checked as the server checks them, with the
 * agent's bound beside the rates.
 */
export function TermsEditor({
  kind,
  initial,
  bound,
  onSubmit,
  submitting,
  submitLabel,
  extraActions,
  error,
  formId,
}: TermsEditorProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [draft, setDraft] = useState<TermsDraft>(() => draftFrom(kind, initial));
  const [tried, setTried] = useState(false);
  const idBase = useId();
  const check = checkTerms(draft, bound);
  const shown = tried ? check.errors : {};
  const label = (field: TierField | RealtimeField) =>
    fieldUnit(field) === 'money' && merchant?.currency
      ? t('contracts.fields.withCurrency', { field: t(`contracts.fields.${field}`), currency: merchant.currency })
      : fieldUnit(field) === 'rate'
        ? t('contracts.fields.ratePercent', { field: t(`contracts.fields.${field}`) })
        : t(`contracts.fields.${field}`);
  const message = (key: string) => {
    const code = shown[key];
    return code ? t(`contracts.checks.${code}`) : undefined;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (check.terms) onSubmit(check.terms);
  };

  const setTier = (i: number, field: TierField, value: string) =>
    setDraft((d) =>
      d.kind === 'realtimeSalary'
        ? d
        : { ...d, tiers: d.tiers.map((tier, j) => (j === i ? { ...tier, [field]: value } : tier)) },
    );

  return (
    <form className="terms-editor" onSubmit={submit} noValidate id={formId} data-testid="terms-editor">
      <BoundNote kind={kind} bound={bound} />
      {draft.kind === 'dividend' ? (
        <SelectField
          label={t('contracts.fields.period')}
          value={draft.period}
          onChange={(e) => setDraft({ ...draft, period: e.target.value as DividendPeriod })}
        >
          {dividendPeriods.map((p) => (
            <option key={p} value={p}>
              {t(`contracts.periods.${p}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {draft.kind === 'realtimeSalary' ? (
        <div className="terms-editor__row terms-editor__row--realtime">
          {realtimeFields.map((field) => (
            <TextField
              key={field}
              label={label(field)}
              inputMode="decimal"
              autoComplete="off"
              value={draft.values[field] ?? ''}
              error={message(field)}
              onChange={(e) => setDraft({ ...draft, values: { ...draft.values, [field]: e.target.value } })}
            />
          ))}
        </div>
      ) : (
        <ol className="terms-editor__tiers">
          {draft.tiers.map((tier, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no identity beyond their place
            <li key={i} className="terms-editor__tier" data-testid="terms-tier">
              <div className="terms-editor__tier-head">
                <span className="terms-editor__legend" id={`${idBase}-tier-${i}`}>
                  {t('contracts.tierN', { n: i + 1 })}
                </span>
                {canRemoveTier(draft) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="terms-editor__remove"
                    aria-label={t('contracts.editor.removeTier', { n: i + 1 })}
                    onClick={() => setDraft({ ...draft, tiers: draft.tiers.filter((_, j) => j !== i) })}
                  >
                    {t('contracts.editor.remove')}
                  </Button>
                ) : null}
              </div>
              <fieldset className="terms-editor__row" aria-labelledby={`${idBase}-tier-${i}`}>
                {(tierFields[draft.kind] as readonly TierField[]).map((field) => (
                  <TextField
                    key={field}
                    label={label(field)}
                    inputMode={field === 'activeMembers' ? 'numeric' : 'decimal'}
                    autoComplete="off"
                    value={tier[field] ?? ''}
                    error={message(`tiers.${i}.${field}`)}
                    onChange={(e) => setTier(i, field, e.target.value)}
                  />
                ))}
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {draft.kind !== 'realtimeSalary' ? (
        <div className="terms-editor__add">
          <Button
            variant="outline"
            size="sm"
            disabled={!canAddTier(draft)}
            onClick={() => setDraft({ ...draft, tiers: [...draft.tiers, emptyTier(draft.kind)] })}
          >
            {t('contracts.editor.addTier')}
          </Button>
          <span className="terms-editor__hint">{t('contracts.editor.maxTiers', { max: CONTRACT_MAX_TIERS })}</span>
        </div>
      ) : null}
      {shown.form ? (
        <p className="terms-editor__error" role="alert">
          {t(`contracts.checks.${shown.form}`)}
        </p>
      ) : null}
      {error ? (
        <p className="terms-editor__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="terms-editor__actions">
        {extraActions}
        <Button type="submit" variant="primary" loading={submitting} disabled={bound === null}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
